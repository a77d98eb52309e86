// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { A11Y_MESSAGES } from '#web/lib/a11y-messages.ts';
import { renderWithProviders } from '#web/testing/test-wrapper.tsx';
import { Toaster } from './toaster.tsx';
import { toaster } from './toaster-store.ts';

describe('toaster', () => {
  it('names its region in Portuguese', async () => {
    renderWithProviders(<Toaster />);
    act(() => void toaster.create({ description: 'Salvo', type: 'success' }));
    expect(await screen.findByRole('region', { name: A11Y_MESSAGES.notifications })).toHaveTextContent('Salvo');
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
  });
});
