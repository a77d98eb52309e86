import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, toApiError } from '#web/lib/api-error.ts';
import { renderWithProviders } from '#web/testing/test-wrapper.tsx';
import { TextField } from './text-field.tsx';
import { useApiForm, type SubmitResult } from './use-api-form.ts';

interface Values {
  name: string;
  email: string;
}

function UserForm({ save, onResult }: { save: (values: Values) => Promise<string>; onResult: (result: SubmitResult<string>) => void }) {
  const form = useApiForm<Values>({ name: '', email: '' });
  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        onResult(await form.submit(save));
      }}
    >
      <TextField label="Nome" {...form.bind('name')} />
      <TextField label="E-mail" value={form.values.email} onChange={(v) => form.setField('email', v)} errorText={form.errorOf('user.email')} />
      {form.error instanceof Error && <p role="alert">{form.error.message}</p>}
      <button type="submit" disabled={form.submitting}>
        Salvar
      </button>
    </form>
  );
}

const invalid = () =>
  new ApiError(422, 'Dados inválidos.', { 'user.email': ['E-mail já cadastrado', 'E-mail inválido'], name: ['Nome muito curto'] });

describe('useApiForm', () => {
  it("puts a 422's first messages on the right fields and clears them on the next submit", async () => {
    let finish!: (id: string) => void;
    const save = vi
      .fn<(values: Values) => Promise<string>>()
      .mockRejectedValueOnce(invalid())
      .mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const onResult = vi.fn();
    renderWithProviders(<UserForm save={save} onResult={onResult} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome' }), 'Al');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'al@x.com');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(save).toHaveBeenCalledWith({ name: 'Al', email: 'al@x.com' });
    expect(await screen.findByText('E-mail já cadastrado')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleErrorMessage('E-mail já cadastrado');
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleErrorMessage('Nome muito curto');
    expect(screen.queryByText('E-mail inválido')).not.toBeInTheDocument();
    expect(onResult).toHaveBeenLastCalledWith({ ok: false, invalid: true, error: expect.any(ApiError) });

    // Cleared as soon as the next submit starts, before its answer.
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.queryByText('E-mail já cadastrado')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome' })).not.toBeInvalid();
    finish('user-9');
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith({ ok: true, data: 'user-9' }));
  });

  it('tracks submitting while the action runs', async () => {
    let finish!: (id: string) => void;
    const save = () => new Promise<string>((resolve) => (finish = resolve));
    renderWithProviders(<UserForm save={save} onResult={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    finish('ok');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled());
  });

  it('returns other failures (not thrown) without touching the fields', async () => {
    const failure = new ApiError(500, 'Erro interno.');
    const network = new TypeError('Failed to fetch');
    const save = vi.fn<(values: Values) => Promise<string>>().mockRejectedValueOnce(failure).mockRejectedValueOnce(network);
    const onResult = vi.fn();
    renderWithProviders(<UserForm save={save} onResult={onResult} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ ok: false, invalid: false, error: failure }));
    expect(screen.getByRole('textbox', { name: 'Nome' })).not.toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Erro interno.');

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith({ ok: false, invalid: false, error: network }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch');
  });

  it('reads nested server errors through toApiError as dotted paths', async () => {
    const body = { error: 'Dados inválidos.', errors: { user: { email: ['E-mail já cadastrado'] } } };
    const save = async (): Promise<string> => {
      throw await toApiError(new Response(JSON.stringify(body), { status: 422 }));
    };
    renderWithProviders(<UserForm save={save} onResult={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleErrorMessage('E-mail já cadastrado'));
  });
});
