// Collaborators of the caller's business: the list, the form's data, the invitation, access changes
// and deactivation. Errors follow the body's nesting (`user.email`, `user.role_ids` for roles the
// business does not have), as the spec keys them, plus the rule flags at the top:
// `must_have_at_least_one_admin`, `main_contact_must_be_admin`, `user_limit_reached`.
// DELETE refuses the caller's own id with `{ user: [USER_MESSAGES.notYourself] }`. A DELETE of a user
// already deactivated answers 200 and disables the Cognito account again, so repeating a DELETE whose
// Cognito step failed finishes the job; GET edit and PATCH answer such a user with the 404.
// A `role_id` filter naming no role of the business lists nobody (200, empty page).
import * as z from 'zod/mini';
import { INPUT_LIMITS } from '../../constants.ts';
import { USER_MESSAGES } from '../../team-messages.ts';
import { emptyAsMissing, idField, idPath, pageField, plainText } from '../fields.ts';

/** `GET /users?page&name&role_id`: `name` matches name or e-mail, ignoring case and accents. */
const listQuery = z.object({
  page: pageField,
  name: emptyAsMissing(z.string().check(z.trim(), z.maxLength(INPUT_LIMITS.nameFilter), plainText)),
  role_id: emptyAsMissing(idField),
});

const personName = (required: string) =>
  z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, { error: required }),
      z.maxLength(INPUT_LIMITS.personName, { error: USER_MESSAGES.nameTooLong(INPUT_LIMITS.personName) }),
      plainText,
    );

const access = {
  role_ids: z._default(
    z.array(idField).check(z.maxLength(INPUT_LIMITS.userRoles, { error: USER_MESSAGES.tooManyRoles(INPUT_LIMITS.userRoles) })),
    [],
  ),
  customer_admin: z._default(z.boolean(), false),
};

/** The invitation: names, e-mail (unique on the whole platform), roles and the administrator flag. */
const createBody = z.object({
  user: z.object({
    first_name: personName(USER_MESSAGES.firstNameRequired),
    last_name: personName(USER_MESSAGES.lastNameRequired),
    email: z.pipe(
      z
        .string({ error: USER_MESSAGES.emailRequired })
        .check(z.trim(), z.toLowerCase(), z.maxLength(INPUT_LIMITS.email, { error: USER_MESSAGES.emailRequired })),
      z.email({ error: USER_MESSAGES.emailRequired }),
    ),
    ...access,
  }),
});

/** An administrator changes roles and the administrator flag only (names and e-mail are the user's own). */
const updateBody = z.object({ user: z.object(access) });

const notFound = USER_MESSAGES.notFound;

export const usersContracts = {
  listUsers: { query: listQuery },
  newUser: {},
  editUser: { params: idPath, notFound },
  createUser: { body: createBody },
  updateUser: { params: idPath, notFound, body: updateBody },
  deleteUser: { params: idPath, notFound },
};
