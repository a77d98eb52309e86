import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/testing/test-wrapper.tsx';
import { TextAreaField } from './text-area-field.tsx';

function Description() {
  const [value, setValue] = useState('');
  return <TextAreaField label="Descrição" value={value} onChange={setValue} height={300} errorText={value ? undefined : 'Obrigatório'} />;
}

describe('TextAreaField', () => {
  it('is a labelled text area of the given height that takes several lines', async () => {
    renderWithProviders(<Description />);
    const area = screen.getByRole('textbox', { name: 'Descrição' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(getComputedStyle(area).height).toBe('300px');
    expect(area).toHaveAccessibleErrorMessage('Obrigatório');

    await userEvent.type(area, 'linha 1{Enter}linha 2');
    expect(area).toHaveValue('linha 1\nlinha 2');
    expect(area).not.toBeInvalid();
  });

  it('accepts a CSS height and can be read-only', () => {
    renderWithProviders(<TextAreaField label="Resumo" value="x" onChange={() => {}} height="20rem" readOnly />);
    const area = screen.getByRole('textbox', { name: 'Resumo' });
    expect(getComputedStyle(area).height).toBe('20rem');
    expect(area).toHaveAttribute('readonly');
  });
});
