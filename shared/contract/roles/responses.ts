// Access levels (roles) of the caller's business: the list, the form's options and the writes.
import * as z from 'zod/mini';
import { ROLE_ICONS } from '../../constants.ts';
import { count, createdId, namedItem, successResponse } from '../common-responses.ts';

/** One of ROLE_ICONS (shared/constants.ts). */
export const roleIcon = z.enum(ROLE_ICONS);

export const roleListItem = z.strictObject({
  id: z.string(),
  name: z.string(),
  icon: roleIcon,
  users_count: count,
  dashboards_count: count,
});
export type RoleListItem = z.output<typeof roleListItem>;

export const roleListResponse = z.strictObject({ roles: z.array(roleListItem) });
export type RoleListResponse = z.output<typeof roleListResponse>;

/** What the role form picks from: the icon list, the business's active users and its dashboards, by name. */
const roleFormOptionFields = {
  icons: z.array(roleIcon),
  users: z.array(namedItem),
  dashboards: z.array(namedItem),
};

export const roleFormOptions = z.strictObject(roleFormOptionFields);
export type RoleFormOptions = z.output<typeof roleFormOptions>;
export type RoleNewResponse = RoleFormOptions;

export const roleEditResponse = z.strictObject({
  ...roleFormOptionFields,
  role: z.strictObject({
    id: z.string(),
    name: z.string(),
    icon: roleIcon,
    dashboard_ids: z.array(z.string()),
    user_ids: z.array(z.string()),
    /** In the order of dashboard_ids / user_ids (the delete modal lists them). */
    dashboard_names: z.array(z.string()),
    user_names: z.array(z.string()),
  }),
});
export type RoleEditResponse = z.output<typeof roleEditResponse>;

export const createRoleResponse = z.strictObject({ success: z.literal(true), role: createdId });
export type CreateRoleResponse = z.output<typeof createRoleResponse>;

export const rolesResponses = {
  listRoles: roleListResponse,
  newRole: roleFormOptions,
  editRole: roleEditResponse,
  createRole: createRoleResponse,
  updateRole: successResponse,
  deleteRole: successResponse,
};
