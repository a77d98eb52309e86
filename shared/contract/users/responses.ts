// Collaborators of the caller's business: the list, the form's data and the writes.
import * as z from 'zod/mini';
import { count, createdId, email, instant, namedItem, pagination, successResponse } from '../common-responses.ts';
import { roleIcon } from '../roles/responses.ts';

/**
 * Whether the person never signed in (the invitation's temporary password still waits), and when the
 * last invitation e-mail was sent (the first, or the last "Reenviar convite"); null when not recorded.
 */
export const invitationState = {
  invitation_pending: z.boolean(),
  invitation_sent_at: z.nullable(instant),
};

export const userListItem = z.strictObject({
  id: z.string(),
  name: z.string(),
  email,
  customer_admin: z.boolean(),
  roles: z.array(z.strictObject({ name: z.string(), icon: roleIcon })),
  invited_by_name: z.nullable(z.string()),
  invited_at: z.nullable(instant),
  ...invitationState,
  /** When the person was deactivated (the `status=inactive` list); null for an active one. */
  deactivated_at: z.nullable(instant),
});
export type UserListItem = z.output<typeof userListItem>;

export const userListResponse = z.strictObject({
  users: z.array(userListItem),
  /** The business's roles for the filter, by name. */
  roles: z.array(namedItem),
  pagination,
  /** Active users of the business (the seats taken), whichever `status` is listed. */
  current_user_count: count,
  /** The business's user limit (0: no limit). */
  business_user_count: count,
});
export type UserListResponse = z.output<typeof userListResponse>;

/** A role the form offers, with the names of the dashboards it grants. */
const roleChoice = z.strictObject({ id: z.string(), name: z.string(), dashboard_names: z.array(z.string()) });

export const userNewResponse = z.strictObject({ roles: z.array(roleChoice), user_limit_reached: z.boolean() });
export type UserNewResponse = z.output<typeof userNewResponse>;

export const userEditResponse = z.strictObject({
  user: z.strictObject({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email,
    role_ids: z.array(z.string()),
    customer_admin: z.boolean(),
    ...invitationState,
  }),
  /** The same list as `GET /users/new`, so the form needs one request. */
  roles: z.array(roleChoice),
});
export type UserEditResponse = z.output<typeof userEditResponse>;

export const createUserResponse = z.strictObject({ success: z.literal(true), user: createdId });
export type CreateUserResponse = z.output<typeof createUserResponse>;

export const usersResponses = {
  listUsers: userListResponse,
  newUser: userNewResponse,
  editUser: userEditResponse,
  createUser: createUserResponse,
  updateUser: successResponse,
  deleteUser: successResponse,
  reactivateUser: successResponse,
  resendUserInvitation: successResponse,
};
