// The caller's own account: the form's data and its update (names, and the password through Cognito).
// Errors are keyed as the spec keys them (`first_name`, `password`, `password_mismatch`), not `user.…`.
import * as z from 'zod/mini';
import { INPUT_LIMITS } from '../../constants.ts';
import { MANAGEMENT_MESSAGES } from '../../management-messages.ts';
import { plainText } from '../fields.ts';

const personName = (required: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: required }),
      z.maxLength(INPUT_LIMITS.personName, { error: MANAGEMENT_MESSAGES.account.nameTooLong(INPUT_LIMITS.personName) }),
      plainText,
    );

/** An optional password field; an empty string (the form's untouched input) means "not given". */
const optionalPassword = z._default(z.string().check(z.maxLength(INPUT_LIMITS.password)), '');

/**
 * `{ user: { first_name, last_name, password?, password_confirmation?, current_password? } }`. There is
 * no e-mail: it cannot be changed here (an `email` sent along is ignored). The rules across fields (a new
 * password needs the current one and a matching confirmation) are checked by the route.
 */
const accountBody = z.object({
  user: z.object({
    first_name: personName(MANAGEMENT_MESSAGES.account.firstNameRequired),
    last_name: personName(MANAGEMENT_MESSAGES.account.lastNameRequired),
    password: optionalPassword,
    password_confirmation: optionalPassword,
    current_password: optionalPassword,
  }),
});

export const accountsContracts = {
  editAccount: {},
  updateAccount: { body: accountBody, fieldErrorsUnder: 'user' },
};
