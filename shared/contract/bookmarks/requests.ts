// The caller's favourite dashboards. The bookmark id is the dashboard id.
import * as z from 'zod/mini';
import type { CreateBookmarkResponse, SuccessResponse } from '../api-types.ts';
import { MESSAGES } from '../messages.ts';
import { idField, idPath } from './fields.ts';
import { responds } from './route-contract.ts';

export const bookmarksContracts = {
  createBookmark: { body: z.object({ bookmark: z.object({ dashboard_id: idField }) }), response: responds<CreateBookmarkResponse>() },
  deleteBookmark: { params: idPath, notFound: MESSAGES.errors.dashboardNotFound, response: responds<SuccessResponse>() },
};
