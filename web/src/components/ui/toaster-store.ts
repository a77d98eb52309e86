import { createToaster } from '@chakra-ui/react';
import { UI } from '#shared/constants.ts';

/**
 * The app's one toast store: notices last UI.snackbarMs and pause while the pointer is over them.
 * Kept apart from the view (toaster.tsx) so the view's code loads only once a notice is shown.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  duration: UI.snackbarMs,
  pauseOnPageIdle: true,
});
