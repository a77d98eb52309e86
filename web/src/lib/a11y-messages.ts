// Texts of lazily loaded screens and widgets (the notifications, the forgotten-password form), apart
// from MESSAGES, which every page loads.
export const A11Y_MESSAGES = {
  /** The notifications region; Alt+T moves the focus to it. */
  notifications: 'Notificações (Alt+T)',
  emailRequired: 'Informe seu e-mail.',
} as const;
