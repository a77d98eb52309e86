// The caller's favourite dashboards.
import { createHttpHandler, type HandlerOptions } from '../lib/http-handler.ts';
import { createBookmark, removeBookmark } from './routes.ts';

/** The Lambda handler; tests pass `options.table` to run it against DynamoDB Local with a recording client. */
export const buildHandler = (options: HandlerOptions = {}) =>
  createHttpHandler('bookmarks', { createBookmark, deleteBookmark: removeBookmark }, options);

export const handler = buildHandler();
