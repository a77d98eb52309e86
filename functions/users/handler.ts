// The collaborators of the caller's business: list, invitation, access changes and deactivation.
import { usersContracts } from '#shared/contract/users.ts';
import { createHttpHandler, type HandlerOptions } from '#functions/http/http-handler.ts';
import { createUser, deleteUser, editUser, listUsers, newUser, updateUser } from './implementations.ts';

/** The Lambda handler; tests pass `options.table` to run it against DynamoDB Local with a recording client. */
export const buildHandler = (options: HandlerOptions = {}) =>
  createHttpHandler('users', usersContracts, { listUsers, newUser, editUser, createUser, updateUser, deleteUser }, options);

export const handler = buildHandler();
