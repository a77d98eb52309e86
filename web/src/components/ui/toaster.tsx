import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { MESSAGES } from '#shared/messages.ts';
import { toaster } from './toaster-store.ts';

/** Renders the notices in a polite live region; a click anywhere on one dismisses it. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} cursor="pointer" onClick={() => toaster.dismiss(toast.id)}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label={MESSAGES.snackbar.dismiss} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
