import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { renderWithProviders } from '#web/testing/test-wrapper.tsx';
import { SelectField } from './select-field.tsx';

const THEMES = [
  { id: 't1', name: 'Azul' },
  { id: 't2', name: 'Verde' },
];

function ThemeSelect({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SelectField
      label="Tema"
      value={value}
      options={THEMES}
      required
      errorText={value ? undefined : 'Escolha um tema'}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('SelectField', () => {
  it('offers a placeholder option and the items, and reports the chosen id', async () => {
    const onValue = vi.fn();
    renderWithProviders(<ThemeSelect onValue={onValue} />);
    const select = screen.getByRole('combobox', { name: /Tema/ });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      MANAGEMENT_MESSAGES.forms.selectPlaceholder,
      'Azul',
      'Verde',
    ]);
    expect(select).toHaveValue('');
    expect(select).toHaveAccessibleErrorMessage('Escolha um tema');

    await userEvent.selectOptions(select, 'Verde');
    expect(onValue).toHaveBeenLastCalledWith('t2');
    expect(select).toHaveValue('t2');
    expect(select).not.toBeInvalid();
  });

  it('can leave the placeholder out, and be disabled', async () => {
    renderWithProviders(<SelectField label="Cor" value="t1" options={THEMES} onChange={() => {}} placeholder={false} disabled />);
    const select = screen.getByRole('combobox', { name: 'Cor' });
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(select).toBeDisabled();
  });
});
