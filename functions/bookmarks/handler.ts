// The caller's favourite dashboards.
import { bookmarksContracts } from '#shared/contract/bookmarks/requests.ts';
import { createHttpHandler, type HandlerOptions } from '#functions/http/http-handler.ts';
import { createBookmark, deleteBookmark } from './manage.ts';

/** The Lambda handler; tests pass `options.table` to run it against DynamoDB Local with a recording client. */
export const buildHandler = (options: HandlerOptions = {}) =>
  createHttpHandler('bookmarks', bookmarksContracts, { createBookmark, deleteBookmark }, options);

export const handler = buildHandler();
