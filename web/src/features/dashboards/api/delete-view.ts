import { apiUrl } from '#web/lib/api-client.ts';
import { sessionStore } from '#web/lib/auth/session-store.ts';

/**
 * Ends a view. It runs while the page goes away (route change, tab closed), so it is a plain
 * `keepalive` fetch that outlives the page (sendBeacon cannot DELETE nor send the token) and never
 * refreshes the session: without a token (after a logout) the server ends the view by itself once its
 * heartbeats stop.
 */
export function deleteView(viewId: string): void {
  const token = sessionStore.getState().accessToken;
  if (!token) return;
  void fetch(apiUrl('endView', { params: { id: viewId } }), {
    method: 'DELETE',
    keepalive: true,
    credentials: 'same-origin',
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  }).catch((error: unknown) => console.error('Error in ending the view', error));
}
