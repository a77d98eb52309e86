// The caller's own account: the form's data and its update.
import { accountsContracts } from '#shared/contract/accounts/requests.ts';
import { createHttpHandler, type HandlerOptions } from '#functions/http/http-handler.ts';
import { editAccount, updateAccount } from './manage.ts';

/** The Lambda handler; tests pass `options.table` to run it against DynamoDB Local with a recording client. */
export const buildHandler = (options: HandlerOptions = {}) =>
  createHttpHandler('accounts', accountsContracts, { editAccount, updateAccount }, options);

export const handler = buildHandler();
