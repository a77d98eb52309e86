// The business's access levels (roles): the list, the form's options, create, update and delete.
import { rolesContracts } from '#shared/contract/roles/requests.ts';
import { createHttpHandler, type HandlerOptions } from '#functions/http/http-handler.ts';
import { deleteRole, editRole, listRoles, newRole } from './manage.ts';
import { createRole, updateRole } from './save-role.ts';

/** The Lambda handler; tests pass `options.table` to run it against DynamoDB Local with a recording client. */
export const buildHandler = (options: HandlerOptions = {}) =>
  createHttpHandler('roles', rolesContracts, { listRoles, newRole, editRole, createRole, updateRole, deleteRole }, options);

export const handler = buildHandler();
