// @vitest-environment jsdom
// The icon picker as a radio group: one option checked, one tab stop, arrows move and choose.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ROLE_ICONS } from '#shared/constants.ts';
import { ROLE_MESSAGES } from '#shared/team-messages.ts';
import { renderWithProviders } from '#web/testing/test-wrapper.tsx';
import { IconPicker } from './icon-picker.tsx';

const ICONS = [...ROLE_ICONS];
const nameOf = (icon: string) => ROLE_MESSAGES.iconNames[icon]!;

function Picker({ initial, errorText }: { initial: string; errorText?: string }) {
  const [icon, setIcon] = useState(initial);
  return <IconPicker icons={ICONS} value={icon} onChange={setIcon} errorText={errorText} />;
}

const group = () => screen.getByRole('radiogroup', { name: ROLE_MESSAGES.icon });
const checked = () => within(group()).getAllByRole('radio', { checked: true });
const tabStops = () =>
  within(group())
    .getAllByRole('radio')
    .filter((radio) => radio.tabIndex === 0);

describe('IconPicker', () => {
  it('offers every icon as a radio with a Portuguese name, exactly one checked and the only tab stop', () => {
    renderWithProviders(<Picker initial="truck" />);
    const radios = within(group()).getAllByRole('radio');
    expect(radios).toHaveLength(ROLE_ICONS.length);
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual(ICONS.map(nameOf));
    expect(new Set(radios.map((radio) => radio.getAttribute('aria-label'))).size).toBe(ROLE_ICONS.length);
    expect(checked()).toEqual([screen.getByRole('radio', { name: nameOf('truck') })]);
    expect(tabStops()).toEqual(checked());
  });

  it('moves the choice with the arrow keys (wrapping round), Home and End, keeping one checked and focused', async () => {
    renderWithProviders(
      <>
        <button type="button">antes</button>
        <Picker initial="chart-line" />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'antes' }));
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: nameOf('chart-line') })).toHaveFocus();

    const expectChosen = (icon: string) => {
      const radio = screen.getByRole('radio', { name: nameOf(icon) });
      expect(radio).toHaveFocus();
      expect(checked()).toEqual([radio]);
      expect(tabStops()).toEqual([radio]);
    };
    await userEvent.keyboard('{ArrowRight}');
    expectChosen('chart-pie');
    await userEvent.keyboard('{ArrowDown}');
    expectChosen('users');
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}{ArrowUp}');
    expectChosen('chart-bar');
    await userEvent.keyboard('{ArrowLeft}');
    expectChosen('leaf');
    await userEvent.keyboard('{ArrowRight}');
    expectChosen('chart-bar');
    await userEvent.keyboard('{End}');
    expectChosen('leaf');
    await userEvent.keyboard('{Home}');
    expectChosen('chart-bar');

    // Tab leaves the group at once: the other radios are out of the tab order.
    await userEvent.tab();
    expect(group()).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('chooses a clicked icon', async () => {
    renderWithProviders(<Picker initial="truck" />);
    await userEvent.click(screen.getByRole('radio', { name: nameOf('leaf') }));
    expect(checked()).toEqual([screen.getByRole('radio', { name: nameOf('leaf') })]);
  });

  it('ties its error to the group', () => {
    renderWithProviders(<Picker initial="truck" errorText={ROLE_MESSAGES.iconRequired} />);
    expect(group()).toHaveAccessibleDescription(ROLE_MESSAGES.iconRequired);
    expect(group()).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps one tab stop (the first icon) while the saved icon is not in the list', () => {
    renderWithProviders(<Picker initial="unknown-icon" />);
    expect(within(group()).queryAllByRole('radio', { checked: true })).toHaveLength(0);
    expect(tabStops()).toEqual([screen.getByRole('radio', { name: nameOf('chart-bar') })]);
  });
});
