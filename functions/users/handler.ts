// The collaborators of the caller's business: list, invitation, access changes and deactivation.
import { usersContracts } from '#shared/contract/users/requests.ts';
import { RolesCache } from '#functions/domain/roles-cache.ts';
import { createHttpHandler, type HandlerOptions } from '#functions/http/http-handler.ts';
import { createUser, deleteUser, editUser, listUsers, newUser, updateUser } from './implementations.ts';

export interface UsersHandlerOptions extends HandlerOptions {
  /** This instance's copy of businesses' roles; tests hand in their own to see it warm. */
  roles?: RolesCache;
}

/** The Lambda handler; tests pass `options.table` to run it against DynamoDB Local with a recording client. */
export const buildHandler = (options: UsersHandlerOptions = {}) => {
  // One copy per handler, so per Lambda instance: it lives as long as the warm instance does.
  const roles = options.roles ?? new RolesCache();
  return createHttpHandler(
    'users',
    usersContracts,
    { listUsers: (context) => listUsers(context, roles), newUser, editUser, createUser, updateUser, deleteUser },
    options,
  );
};

export const handler = buildHandler();
