// "Reenviar convite" as a person does it on the screens that list people: the button named after them,
// then the confirmation, which must name the address, answered yes.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { PATIENCE } from './patience.ts';

/** Resends `name`'s invitation from the button inside `scope` (a row, or the whole screen). */
export async function confirmResend(scope: HTMLElement, name: string, email: string): Promise<void> {
  await userEvent.click(within(scope).getByRole('button', { name: USER_MESSAGES.resendInvitationNamed(name) }));
  const dialog = await screen.findByRole('dialog', { name: USER_MESSAGES.resendInvitationNamed(name) }, PATIENCE);
  expect(within(dialog).getByText(USER_MESSAGES.resendQuestion(email))).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: USER_MESSAGES.resendInvitation }));
}
