// PENDING for shared/messages.ts: texts the web needs that the catalogue does not have yet.
// Move them into MESSAGES (same keys) and delete this file; nothing else here.
export const PENDING_MESSAGES = {
  a11y: {
    /** Skip link, first focusable element of the shell. */
    skipToContent: 'Pular para o conteúdo principal',
  },
  modal: {
    /** Close button of the modal host. */
    close: 'Fechar janela',
  },
  login: {
    showPassword: 'Mostrar senha',
    hidePassword: 'Ocultar senha',
  },
  toolbar: {
    /** Accessible name of the header toolbar region. */
    label: 'Ações da página',
  },
} as const;
