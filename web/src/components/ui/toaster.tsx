import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { A11Y_MESSAGES } from '#web/lib/a11y-messages.ts';
import { UI } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { connectToastMachine } from './toaster-store.ts';

// The toast machine behind `toaster` (toaster-store.ts): notices last UI.snackbarMs and pause while the
// pointer is over them.
const machine = createToaster({
  placement: 'bottom-end',
  duration: UI.snackbarMs,
  pauseOnPageIdle: true,
});
connectToastMachine(machine);

/** Renders the notices in a polite live region; a click anywhere on one dismisses it. */
export function Toaster() {
  return (
    <Portal>
      {/* Its own label: the toast machine's is English ("Notifications, bottom-end (alt+T)"). */}
      <ChakraToaster toaster={machine} insetInline={{ mdDown: '4' }} aria-label={A11Y_MESSAGES.notifications}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} cursor="pointer" onClick={() => machine.dismiss(toast.id)}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {/* On the notice's solid green or red: a white focus ring (3:1 on both). */}
            <Toast.CloseTrigger aria-label={MESSAGES.snackbar.dismiss} data-ring="notice" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
