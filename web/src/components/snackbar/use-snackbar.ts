import { useMemo } from 'react';
import { toaster } from '../ui/toaster-store.ts';

export type SnackbarKind = 'success' | 'danger';

/**
 * Shows a notice with one of the spec's two kinds; texts come from MESSAGES. A `detail` goes on a line
 * of its own under the message (which then is the notice's title).
 */
export function showSnackbar(kind: SnackbarKind, message: string, detail?: string): void {
  const type = kind === 'danger' ? 'error' : 'success';
  toaster.create(detail ? { title: message, description: detail, type } : { description: message, type });
}

/** `success(text, detail?)` and `danger(text, detail?)` notices for features. */
export function useSnackbar() {
  return useMemo(
    () => ({
      success: (message: string, detail?: string) => showSnackbar('success', message, detail),
      danger: (message: string, detail?: string) => showSnackbar('danger', message, detail),
    }),
    [],
  );
}
