import { MESSAGES } from '#shared/messages.ts';
// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/testing/test-wrapper.tsx';
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

  it('tells the owner of a modal that another modal replaced it', async () => {
    const first = vi.fn();
    const second = vi.fn();
    function Two() {
      const { openModal } = useModal();
      return (
        <>
          <button onClick={() => openModal({ title: 'Primeiro', content: <p>1</p>, onClose: first })}>primeiro</button>
          <button onClick={() => openModal({ title: 'Segundo', content: <p>2</p>, onClose: second })}>segundo</button>
        </>
      );
    }
    renderWithProviders(
      <ModalHost>
        <Two />
      </ModalHost>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'primeiro' }));
    await screen.findByRole('dialog', { name: 'Primeiro' });
    // The first modal's trigger is behind the dialog now: open the second as a feature would, from code.
    screen.getByRole('button', { name: 'segundo', hidden: true }).click();
    await screen.findByRole('dialog', { name: 'Segundo' });
    expect(first).toHaveBeenCalledOnce();
    expect(second).not.toHaveBeenCalled();
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
