// View history (customer_admin) and the viewer's own open view: end and heartbeat.
import * as z from 'zod/mini';
import { MESSAGES } from '../../messages.ts';
import { emptyAsMissing, idField, idPath, pageField } from '../fields.ts';
import type { ViewEntityClass } from './responses.ts';

/** `GET /views?user_id|dashboard_id&page`: exactly one entity, read as `{ entity, id, page }`. */
const listQuery = z.pipe(
  z.object({ user_id: emptyAsMissing(idField), dashboard_id: emptyAsMissing(idField), page: pageField }),
  z.transform(({ user_id, dashboard_id, page }, context) => {
    if (user_id && !dashboard_id) return { entity: 'user' as ViewEntityClass, id: user_id, page };
    if (dashboard_id && !user_id) return { entity: 'dashboard' as ViewEntityClass, id: dashboard_id, page };
    context.issues.push({ code: 'custom', message: MESSAGES.errors.viewEntityRequired, input: { user_id, dashboard_id }, path: ['user_id'] });
    return z.NEVER;
  }),
);

const notFound = MESSAGES.errors.viewNotFound;

export const viewsContracts = {
  listViews: { query: listQuery },
  endView: { params: idPath, notFound },
  heartbeatView: { params: idPath, notFound },
};
