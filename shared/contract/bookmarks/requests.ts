// The caller's favourite dashboards. The bookmark id is the dashboard id.
import * as z from 'zod/mini';
import { MESSAGES } from '../../messages.ts';
import { idField, idPath } from '../fields.ts';

export const bookmarksContracts = {
  createBookmark: { body: z.object({ bookmark: z.object({ dashboard_id: idField }) }) },
  deleteBookmark: { params: idPath, notFound: MESSAGES.errors.dashboardNotFound },
};
