// DELETE /views/{id} (end the caller's own view) and POST /views/{id}/heartbeat (the caller's own open
// view is still watched).
// DynamoDB calls: a consistent Get of the caller's view counter (their open views), then one
// TransactWriteItems (the counter conditioned on the ping it read + the seconds it counts on today's day
// item; the end also writes the view's own item) → 2 (+1); a heartbeat that counts nothing new on the day
// (another view of the dashboard counted it) writes the counter alone; an end already done → + a Get of
// the view → 2 (+1); a heartbeat of a view not open → the Get only → 1 (+1); a ping that lost a race
// reads and writes once more.
import { MESSAGES } from '#shared/messages.ts';
import { endViewOfUser, touchView } from '#functions/data/views.ts';
import { requireTenant } from '#functions/domain/tenant.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';
import { notFound } from '#functions/lib/http-error.ts';

const viewNotFound = () => notFound(MESSAGES.errors.viewNotFound);

/**
 * Ends the caller's own open view. Ending it again is a success (the unload request may be retried
 * or race the page's own end call); another user's view, an unknown id or another business's is 404.
 */
export const endView: RouteImplementation<'endView'> = async ({ caller: anyCaller, input, table }) => {
  const caller = requireTenant(anyCaller);
  const outcome = await endViewOfUser(table, caller.businessId, caller.userId, input.params.id);
  if (outcome === 'not-found') throw viewNotFound();
  return { body: { success: true } };
};

/** Marks the caller's own open view as still watched; an ended, unknown or foreign view is 404. */
export const heartbeatView: RouteImplementation<'heartbeatView'> = async ({ caller: anyCaller, input, table }) => {
  const caller = requireTenant(anyCaller);
  if (!(await touchView(table, caller.businessId, caller.userId, input.params.id))) throw viewNotFound();
  return { body: { success: true } };
};
