// Collaborators of the caller's business: the list, the form's data, the invitation, access changes
// and deactivation. Errors follow the body's nesting (`user.email`, `user.role_ids` for roles the
// business does not have), as the spec keys them, plus the rule flags at the top:
// `must_have_at_least_one_admin`, `main_contact_must_be_admin`, `user_limit_reached`.
// DELETE refuses the caller's own id with `{ user: [USER_MESSAGES.notYourself] }`. A DELETE of a user
// already deactivated answers 200 and disables the Cognito account again, so repeating a DELETE whose
// Cognito step failed finishes the job; GET edit and PATCH answer such a user with the 404.
// A `role_id` filter naming no role of the business lists nobody (200, empty page).
// POST /users naming the e-mail of a deactivated person of the same business answers 422
// `{ user: { email: [USER_MESSAGES.emailOfDeactivated] } }`: the SPA then offers to reactivate them.
// POST /users/{id}/reactivate answers 422 `user_limit_reached` when no seat is free; POST
// /users/{id}/invitation answers 422 `{ user: [USER_MESSAGES.invitationNotPending] }` for a person who
// already signed in, and the same 404 as an unknown id for a deactivated one.
import * as z from 'zod/mini';
import { INPUT_LIMITS } from '../../constants.ts';
import { USER_MESSAGES } from '../../team-messages.ts';
import { emptyAsMissing, idField, idPath, pageField, plainText, userStatusField } from '../fields.ts';

/**
 * `GET /users?page&name&role_id&status`: `name` matches name or e-mail, ignoring case and accents;
 * `status=inactive` lists the deactivated people instead of the active ones.
 */
const listQuery = z.object({
  page: pageField,
  status: userStatusField,
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
  /** Brings a deactivated person back (a seat taken again); one already active answers 200 too. */
  reactivateUser: { params: idPath, notFound },
  /** A new temporary password by e-mail, for a person who never signed in (else 422). */
  resendUserInvitation: { params: idPath, notFound },
};
