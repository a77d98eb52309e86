// The caller's favourite dashboards.
import * as z from 'zod/mini';
import { successResponse } from '../common-responses.ts';

/** The bookmark id is the dashboard id. */
export const createBookmarkResponse = z.strictObject({ success: z.literal(true), bookmark_id: z.string() });
export type CreateBookmarkResponse = z.output<typeof createBookmarkResponse>;

export const bookmarksResponses = { createBookmark: createBookmarkResponse, deleteBookmark: successResponse };
