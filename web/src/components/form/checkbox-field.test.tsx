import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/testing/test-wrapper.tsx';
import { CheckboxField } from './checkbox-field.tsx';

const DESCRIPTION = 'Ao selecionar essa opção, você estará dando a esse usuário o poder de gerenciar usuários';

function Admin({ onValue, errorText }: { onValue: (checked: boolean) => void; errorText?: string }) {
  const [checked, setChecked] = useState(false);
  return (
    <CheckboxField
      label="Conceder acesso de administrador"
      description={DESCRIPTION}
      errorText={errorText}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        onValue(next);
      }}
    />
  );
}

describe('CheckboxField', () => {
  it('toggles with a click and with Space, and is described by its text', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Admin onValue={onValue} />);
    const box = screen.getByRole('checkbox', { name: 'Conceder acesso de administrador' });
    expect(box).toHaveAccessibleDescription(DESCRIPTION);

    await userEvent.tab();
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('Conceder acesso de administrador'));
    expect(box).not.toBeChecked();
    expect(onValue.mock.calls).toEqual([[true], [false]]);
  });

  it('shows an error under the box', () => {
    renderWithProviders(<Admin onValue={() => {}} errorText="O projeto ficaria sem administrador." />);
    expect(screen.getByText('O projeto ficaria sem administrador.')).toBeVisible();
    expect(screen.getByRole('checkbox')).toBeInvalid();
  });
});
