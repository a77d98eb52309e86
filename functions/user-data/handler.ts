// The signed-in user's data: access, policies, theme and logo of their business, name and e-mail.
import { userDataContracts } from '#shared/contract/user-data/requests.ts';
import { createHttpHandler, type HandlerOptions } from '#functions/http/http-handler.ts';
import { userData } from './read.ts';

/** The Lambda handler; tests pass `options.table` to run it against DynamoDB Local. */
export const buildHandler = (options: HandlerOptions = {}) => createHttpHandler('user-data', userDataContracts, { userData }, options);

export const handler = buildHandler();
