// The caller's own account: the form's data and the update's answer.
import * as z from 'zod/mini';
import { email } from '../common-responses.ts';

export const accountEditResponse = z.strictObject({
  user: z.strictObject({ first_name: z.string(), last_name: z.string(), email }),
});
export type AccountEditResponse = z.output<typeof accountEditResponse>;

export const accountUpdateResponse = z.strictObject({
  success: z.literal(true),
  /** A changed password ended every session: the SPA sends the user to sign in again. */
  password_changed: z.boolean(),
});
export type AccountUpdateResponse = z.output<typeof accountUpdateResponse>;

export const accountsResponses = { editAccount: accountEditResponse, updateAccount: accountUpdateResponse };
