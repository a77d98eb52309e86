import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { renderWithProviders } from '#web/testing/test-wrapper.tsx';
import { useConfirm, type ConfirmOptions } from './confirm-modal.tsx';
import { ModalHost } from './modal-host.tsx';

function Asker({ options, answers }: { options: ConfirmOptions; answers: boolean[] }) {
  const confirm = useConfirm();
  return <button onClick={async () => answers.push(await confirm(options))}>perguntar</button>;
}

function renderAsker(options: Partial<ConfirmOptions> = {}) {
  const answers: boolean[] = [];
  renderWithProviders(
    <ModalHost>
      <Asker
        answers={answers}
        options={{ title: 'Deletar dashboard', message: 'Tem certeza?', confirmLabel: 'Deletar', danger: true, ...options }}
      />
    </ModalHost>,
  );
  return answers;
}

/**
 * Opens the question and waits until the dialog has taken the focus: its Escape and outside-click
 * handlers start with the focus trap, a moment after the dialog is in the document.
 */
async function ask() {
  await userEvent.click(screen.getByRole('button', { name: 'perguntar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Deletar dashboard' });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
}

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('useConfirm', () => {
  it('resolves true on confirm and false on cancel', async () => {
    const answers = renderAsker();
    expect(await ask()).toHaveTextContent('Tem certeza?');
    await userEvent.click(screen.getByRole('button', { name: 'Deletar' }));
    await waitFor(() => expect(answers).toEqual([true]));
    await closed();

    await ask();
    await userEvent.click(screen.getByRole('button', { name: MANAGEMENT_MESSAGES.forms.confirm.cancel }));
    await waitFor(() => expect(answers).toEqual([true, false]));
    await closed();
  });

  it('resolves false on Escape and on the close button', async () => {
    const answers = renderAsker();
    await ask();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(answers).toEqual([false]));
    await closed();

    await ask();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.modal.close }));
    await waitFor(() => expect(answers).toEqual([false, false]));
  });

  it('asks for the e-mail to be typed and says "E-mail incorreto" when it is wrong', async () => {
    const answers = renderAsker({
      requireText: {
        label: 'Digite seu e-mail para confirmar',
        expected: 'ana@example.com',
        mismatchText: MANAGEMENT_MESSAGES.forms.confirm.emailMismatch,
      },
    });
    await ask();
    const email = screen.getByRole('textbox', { name: 'Digite seu e-mail para confirmar' });
    await userEvent.type(email, 'outra@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Deletar' }));
    expect(await screen.findByText('E-mail incorreto')).toBeVisible();
    expect(email).toHaveAccessibleErrorMessage('E-mail incorreto');
    expect(answers).toEqual([]);

    // Enter in the input confirms; e-mails compare without case or surrounding spaces.
    await userEvent.clear(email);
    expect(screen.queryByText('E-mail incorreto')).not.toBeInTheDocument();
    await userEvent.type(email, ' Ana@Example.com {Enter}');
    await waitFor(() => expect(answers).toEqual([true]));
    await closed();
  });

  it('starts each question with an empty input', async () => {
    renderAsker({ requireText: { label: 'Digite o nome', expected: 'Vendas' } });
    await ask();
    await userEvent.type(screen.getByRole('textbox', { name: 'Digite o nome' }), 'Ven');
    await userEvent.keyboard('{Escape}');
    await closed();
    await ask();
    expect(screen.getByRole('textbox', { name: 'Digite o nome' })).toHaveValue('');
  });
});
