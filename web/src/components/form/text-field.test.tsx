import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { maskCnpj, maskPhone } from '#shared/brazilian-formats.ts';
import { MESSAGES } from '#shared/messages.ts';
import { renderWithProviders } from '#web/testing/test-wrapper.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

function Controlled({ onValue, ...props }: Partial<TextFieldProps> & { onValue?: (value: string) => void }) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <TextField
      label="Campo"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

describe('TextField', () => {
  it('types through a CNPJ mask and gives the masked value', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Controlled label="CNPJ" mask="99.999.999/9999-99" onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'CNPJ' });
    await userEvent.type(input, '11a222333000181999');
    expect(input).toHaveValue('11.222.333/0001-81');
    expect(onValue).toHaveBeenLastCalledWith('11.222.333/0001-81');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('types through a phone mask, deletes back over its literals and formats a paste', async () => {
    renderWithProviders(<Controlled label="Telefone" type="tel" mask="(99) 99999-9999" />);
    const input = screen.getByRole('textbox', { name: 'Telefone' });
    await userEvent.type(input, '119');
    expect(input).toHaveValue('(11) 9');
    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('(11');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('11 98765 4321');
    expect(input).toHaveValue('(11) 98765-4321');
  });

  it('shows a bare value from outside masked', () => {
    renderWithProviders(<TextField label="CNPJ" value="11222333000181" onChange={() => {}} mask="99.999.999/9999-99" />);
    expect(screen.getByRole('textbox', { name: 'CNPJ' })).toHaveValue('11.222.333/0001-81');
  });

  it('keeps the caret where the user typed in the middle of a masked value', async () => {
    renderWithProviders(<Controlled label="Telefone" mask="(99) 99999-9999" value="(11) 9876" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Telefone' });
    // Caret after "(11) 9", then type 5: the digits shift right and the caret stays after the 5.
    await userEvent.type(input, '5', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(input).toHaveValue('(11) 95876');
    expect(input.selectionStart).toBe(7);
  });

  it('takes a formatter as the mask: a CNPJ laid out by the library as typed', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Controlled label="CNPJ" mask={maskCnpj} onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'CNPJ' });
    await userEvent.type(input, '11a222333000181999');
    expect(input).toHaveValue('11.222.333/0001-81');
    expect(onValue).toHaveBeenLastCalledWith('11.222.333/0001-81');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('lets a formatter pick the layout from the digits: a landline up to ten, a mobile at eleven', async () => {
    renderWithProviders(<Controlled label="Telefone" type="tel" mask={maskPhone} />);
    const input = screen.getByRole('textbox', { name: 'Telefone' });
    await userEvent.type(input, '1132345678');
    expect(input).toHaveValue('(11) 3234-5678');
    await userEvent.clear(input);
    await userEvent.type(input, '11987654321');
    expect(input).toHaveValue('(11) 98765-4321');
    // An eleventh digit typed into a full landline number is kept, not cut, and a twelfth is dropped.
    await userEvent.clear(input);
    await userEvent.type(input, '113234567899');
    expect(input).toHaveValue('(11) 32345-6789');
  });

  it('keeps the caret after the digit typed in the middle of a formatted value, and shows an outside value formatted', async () => {
    renderWithProviders(<Controlled label="Telefone" mask={maskPhone} value="1132345678" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Telefone' });
    expect(input).toHaveValue('(11) 3234-5678');
    // Caret after "(11) 3", then type 9: the number becomes a mobile one and the caret stays after the 9.
    await userEvent.type(input, '9', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(input).toHaveValue('(11) 39234-5678');
    expect(input.selectionStart).toBe(7);
  });

  it('shows the error tied to the field, and supports required, disabled and read-only', () => {
    renderWithProviders(
      <>
        <TextField label="Nome" value="" onChange={() => {}} required errorText="Nome é obrigatório" />
        <TextField label="E-mail" value="a@b.com" onChange={() => {}} disabled />
        <TextField label="URL" value="https://x" onChange={() => {}} readOnly />
      </>,
    );
    const name = screen.getByRole('textbox', { name: /Nome/ });
    expect(name).toBeRequired();
    expect(name).toBeInvalid();
    expect(name).toHaveAccessibleErrorMessage('Nome é obrigatório');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'URL' })).toHaveAttribute('readonly');
  });

  it('is a password input with a show/hide toggle for type="password"', async () => {
    renderWithProviders(<Controlled label="Senha" type="password" />);
    const input = screen.getByLabelText('Senha');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'segredo');
    expect(input).toHaveValue('segredo');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.login.showPassword }));
    expect(input).toHaveAttribute('type', 'text');
  });

  it('shows a helper text as the field description', () => {
    renderWithProviders(<TextField label="Resumo" value="" onChange={() => {}} helperText="Uma frase" />);
    expect(screen.getByRole('textbox', { name: 'Resumo' })).toHaveAccessibleDescription('Uma frase');
  });
});
