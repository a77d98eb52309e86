import { apiRequest } from '#web/lib/api-client.ts';

/** Tells the server the open view is still being watched. */
export async function postViewHeartbeat(viewId: string): Promise<void> {
  await apiRequest('heartbeatView', { params: { id: viewId } });
}
