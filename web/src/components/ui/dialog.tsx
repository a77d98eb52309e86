import { MESSAGES } from '#shared/messages.ts';
import { Box, CloseButton, Dialog, Flex, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DialogFrameProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** A side column left of the body (e.g. an illustration or a coloured bar). */
  leftBar?: ReactNode;
  footer?: ReactNode;
  /** Buttons at the end of the footer row. */
  actions?: ReactNode;
  wide?: boolean;
  hideCloseButton?: boolean;
  /** When false, neither Escape nor a backdrop click closes it. */
  closable?: boolean;
  children: ReactNode;
}

/** The spec's modal: centred, body scroll locked while open, focus trapped and restored. */
export function DialogFrame(props: DialogFrameProps) {
  const { open, onClose, title, leftBar, footer, actions, wide, hideCloseButton, closable = true, children } = props;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      closeOnEscape={closable}
      closeOnInteractOutside={closable}
      preventScroll
      placement="center"
      size={wide ? 'xl' : 'md'}
    >
      <Portal>
        <Dialog.Backdrop />
        {/* Room around the dialog on a phone, where its width would otherwise meet the screen's edges. */}
        <Dialog.Positioner p="4">
          <Dialog.Content overflow="hidden">
            <Flex>
              {leftBar && <Box flexShrink={0}>{leftBar}</Box>}
              <Box flex="1" minW="0">
                {title && (
                  <Dialog.Header>
                    {/* A long name without spaces breaks rather than widening the dialog past the screen. */}
                    <Dialog.Title minW="0" overflowWrap="anywhere">
                      {title}
                    </Dialog.Title>
                  </Dialog.Header>
                )}
                <Dialog.Body pt={title ? undefined : '6'}>{children}</Dialog.Body>
                {(footer || actions) && (
                  <Dialog.Footer justifyContent="space-between" flexWrap="wrap">
                    <Box>{footer}</Box>
                    {actions && (
                      <Flex gap="2" wrap="wrap">
                        {actions}
                      </Flex>
                    )}
                  </Dialog.Footer>
                )}
              </Box>
            </Flex>
            {!hideCloseButton && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={MESSAGES.modal.close} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
