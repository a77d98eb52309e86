import { MESSAGES } from '../../../../shared/messages.ts';
// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/test-wrapper.tsx';
import type { ModalOptions } from './modal-context.ts';
import { ModalHost } from './modal-host.tsx';
import { useModal } from './use-modal.ts';

function Opener({ options }: { options: ModalOptions }) {
  const { openModal } = useModal();
  return <button onClick={() => openModal(options)}>abrir</button>;
}

function renderHost(options: Partial<ModalOptions> = {}) {
  const onClose = vi.fn();
  renderWithProviders(
    <ModalHost>
      <Opener options={{ title: 'Título', content: <p>Conteúdo</p>, actions: <button>Confirmar</button>, onClose, ...options }} />
    </ModalHost>,
  );
  return onClose;
}

describe('modal host', () => {
  it('shows the modal with its title, body and actions, and closes on Escape', async () => {
    const onClose = renderHost();
    await userEvent.click(screen.getByRole('button', { name: 'abrir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Título' });
    expect(dialog).toHaveTextContent('Conteúdo');
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('closes with its close button', async () => {
    const onClose = renderHost();
    await userEvent.click(screen.getByRole('button', { name: 'abrir' }));
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.modal.close }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('stays open on Escape when not closable, and can hide its close button', async () => {
    const onClose = renderHost({ closable: false, hideCloseButton: true });
    await userEvent.click(screen.getByRole('button', { name: 'abrir' }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: MESSAGES.modal.close })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
