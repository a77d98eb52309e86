import { useMemo } from 'react';
import { toaster } from '../ui/toaster-store.ts';

export type SnackbarKind = 'success' | 'danger';

/** Shows a notice with one of the spec's two kinds; texts come from MESSAGES. */
export function showSnackbar(kind: SnackbarKind, message: string): void {
  toaster.create({ description: message, type: kind === 'danger' ? 'error' : 'success' });
}

/** `success(text)` and `danger(text)` notices for features. */
export function useSnackbar() {
  return useMemo(
    () => ({
      success: (message: string) => showSnackbar('success', message),
      danger: (message: string) => showSnackbar('danger', message),
    }),
    [],
  );
}
