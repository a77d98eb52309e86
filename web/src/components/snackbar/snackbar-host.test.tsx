// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { renderWithProviders } from '#web/testing/test-wrapper.tsx';
import { SnackbarHost } from './snackbar-host.tsx';
import { showSnackbar } from './use-snackbar.ts';
import { PATIENCE } from '#web/testing/patience.ts';

describe('snackbar', () => {
  it('shows a notice in a live region and dismisses it on click', async () => {
    renderWithProviders(<SnackbarHost />);
    act(() => showSnackbar('danger', MESSAGES.snackbar.addFavouriteError));

    const notice = await screen.findByText(MESSAGES.snackbar.addFavouriteError);
    expect(notice.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(notice);
    await waitFor(() => expect(screen.queryByText(MESSAGES.snackbar.addFavouriteError)).not.toBeInTheDocument(), PATIENCE);
  });
});
