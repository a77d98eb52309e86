// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { buildPagination } from '#shared/pagination.ts';
import { renderWithProviders } from '#web/testing/test-wrapper.tsx';
import { Pagination } from './pagination.tsx';

describe('pagination', () => {
  it('shows up to five pages each side of the current one and moves between pages', async () => {
    const onPageChange = vi.fn();
    renderWithProviders(<Pagination pagination={buildPagination(8, 10, 200)} onPageChange={onPageChange} />);
    const nav = within(screen.getByRole('navigation', { name: MESSAGES.pagination.label }));
    const pages = nav.getAllByRole('button').filter((button) => /^\d+$/.test(button.textContent ?? ''));
    expect(pages.map((button) => button.textContent)).toEqual(['3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13']);
    expect(nav.getByRole('button', { name: MESSAGES.pagination.page(8) })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(nav.getByRole('button', { name: MESSAGES.pagination.next }));
    await userEvent.click(nav.getByRole('button', { name: MESSAGES.pagination.page(3) }));
    expect(onPageChange.mock.calls).toEqual([[9], [3]]);
  });

  it('is hidden with one page', () => {
    renderWithProviders(<Pagination pagination={buildPagination(1, 10, 7)} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
