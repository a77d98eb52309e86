import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { renderWithProviders } from '#web/testing/test-wrapper.tsx';
import { MultiSelectList } from './multi-select-list.tsx';

const USERS = [
  { id: 'u1', name: 'Ana Souza' },
  { id: 'u2', name: 'Bruno Lima' },
  { id: 'u3', name: 'Álvaro Dias' },
  { id: 'u4', name: 'Carla Andrade' },
];

function Users({ onValue, initial = [] }: { onValue: (ids: string[]) => void; initial?: string[] }) {
  const [ids, setIds] = useState(initial);
  return (
    <MultiSelectList
      title="Associar usuários"
      details="Os usuários escolhidos verão os dashboards deste nível."
      items={USERS}
      selectedIds={ids}
      onChange={(next) => {
        setIds(next);
        onValue(next);
      }}
    />
  );
}

const header = () => screen.getByRole('button', { name: /Associar usuários/ });
const visibleNames = () =>
  within(screen.getByRole('group', { name: 'Associar usuários' }))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')!.textContent);

describe('MultiSelectList', () => {
  it('expands and collapses from its header, which says what it controls', async () => {
    renderWithProviders(<Users onValue={() => {}} />);
    expect(header()).toHaveAttribute('aria-expanded', 'false');
    expect(header()).toHaveAccessibleDescription('0 seleções Os usuários escolhidos verão os dashboards deste nível.');
    const panel = document.getElementById(header().getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await userEvent.click(header());
    expect(header()).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);

    await userEvent.click(header());
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('filters by name ignoring case and accents', async () => {
    renderWithProviders(<Users onValue={() => {}} />);
    await userEvent.click(header());
    const filter = screen.getByRole('searchbox', { name: MANAGEMENT_MESSAGES.forms.multiSelect.filterOf('Associar usuários') });

    await userEvent.type(filter, 'ANA');
    expect(visibleNames()).toEqual(['Ana Souza']);
    await userEvent.clear(filter);
    await userEvent.type(filter, 'alv');
    expect(visibleNames()).toEqual(['Álvaro Dias']);
    await userEvent.clear(filter);
    await userEvent.type(filter, 'a');
    expect(visibleNames()).toEqual(['Ana Souza', 'Bruno Lima', 'Álvaro Dias', 'Carla Andrade']);
    await userEvent.type(filter, 'zzz');
    expect(screen.getByText(MANAGEMENT_MESSAGES.forms.multiSelect.empty)).toBeVisible();
  });

  it('toggles ids and shows the count as seleção / seleções', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Users onValue={onValue} initial={['u2']} />);
    expect(screen.getByText('1 seleção')).toBeVisible();
    await userEvent.click(header());

    await userEvent.click(screen.getByRole('checkbox', { name: 'Ana Souza' }));
    expect(onValue).toHaveBeenLastCalledWith(['u2', 'u1']);
    expect(screen.getByText('2 seleções')).toBeVisible();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Bruno Lima' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ana Souza' }));
    expect(onValue).toHaveBeenLastCalledWith([]);
    expect(screen.getByText('0 seleções')).toBeVisible();
  });

  it('keeps a selection hidden by the filter', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Users onValue={onValue} initial={['u4']} />);
    await userEvent.click(header());
    await userEvent.type(screen.getByRole('searchbox'), 'bruno');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bruno Lima' }));
    expect(onValue).toHaveBeenLastCalledWith(['u4', 'u2']);
  });

  it('works from the keyboard: Enter expands, Tab reaches the filter and boxes, Space toggles', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Users onValue={onValue} />);
    await userEvent.tab();
    expect(header()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(header()).toHaveAttribute('aria-expanded', 'true');

    await userEvent.tab();
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await userEvent.keyboard('bru');
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Bruno Lima' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onValue).toHaveBeenLastCalledWith(['u2']);
    expect(screen.getByText('1 seleção')).toBeVisible();

    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(header()).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(header()).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks and unmarks every item the filter shows, keeping the others as they were', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Users onValue={onValue} initial={['u2']} />);
    await userEvent.click(header());
    await userEvent.type(screen.getByRole('searchbox'), 'a');
    await userEvent.type(screen.getByRole('searchbox'), 'n');
    // "an": Ana Souza and Carla Andrade (Bruno stays selected, unseen).
    await userEvent.click(screen.getByRole('button', { name: MANAGEMENT_MESSAGES.forms.multiSelect.markAll }));
    expect(onValue).toHaveBeenLastCalledWith(['u2', 'u1', 'u4']);
    await userEvent.click(screen.getByRole('button', { name: MANAGEMENT_MESSAGES.forms.multiSelect.unmarkAll }));
    expect(onValue).toHaveBeenLastCalledWith(['u2']);
  });

  it('draws two thousand items, and toggling one calls back with the rest kept', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({ id: `d${i}`, name: `Dashboard ${String(i).padStart(4, '0')}` }));
    const onChange = vi.fn();
    renderWithProviders(<MultiSelectList title="Associar dashboards" items={many} selectedIds={['d5']} onChange={onChange} defaultExpanded />);
    // (By selector and fireEvent: jsdom's accessibility queries and pointer checks are too slow at this size.)
    const boxes = document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]');
    expect(boxes).toHaveLength(2000);
    expect(boxes[1999].closest('label')).toHaveTextContent('Dashboard 1999');
    fireEvent.click(boxes[1999]);
    expect(onChange).toHaveBeenLastCalledWith(['d5', 'd1999']);
  });
});
