import { apiUrl } from '#web/lib/api-client.ts';
import { sessionStore } from '#web/lib/auth/session-store.ts';

let visits = 0;

/**
 * One visit of the show page and the view the server started for it. The view is ended exactly once:
 * when the page goes away, or as soon as its id arrives if the page went away before the answer did.
 */
export class ViewSession {
  /** The instance part of the show answer's cache key: a new visit never reuses a cached answer (its view may be over). */
  readonly token = `visit-${++visits}`;
  private viewId: string | null = null;
  private left = false;
  private ended = false;
  private pendingLeave: ReturnType<typeof setTimeout> | undefined;

  /** The show answer arrived with the view it started. */
  started(viewId: string): void {
    this.viewId = viewId;
    if (this.left) this.end();
  }

  /** The page is (again) on screen: calls off a leave that was only React StrictMode's test unmount. */
  stay(): void {
    clearTimeout(this.pendingLeave);
    this.pendingLeave = undefined;
  }

  /**
   * The page unmounted. StrictMode (development) unmounts and remounts at once, in the same task, so
   * the leave waits one tick and `stay()` can call it off; a real unmount ends the view a tick later.
   */
  leaveSoon(): void {
    this.stay();
    this.pendingLeave = setTimeout(() => this.leave(), 0);
  }

  /** The page is gone (tab closed, navigated away): end the view now. */
  leave(): void {
    this.left = true;
    this.end();
  }

  get active(): boolean {
    return !this.left && this.viewId !== null;
  }

  private end(): void {
    if (this.ended || !this.viewId) return;
    this.ended = true;
    endView(this.viewId);
  }
}

/**
 * Ends a view. It runs while the page goes away (route change, tab closed), so it is a plain
 * `keepalive` fetch that outlives the page (sendBeacon cannot DELETE nor send the token) and never
 * refreshes the session: without a token (after a logout) the server ends the view by itself once its
 * heartbeats stop.
 */
function endView(viewId: string): void {
  const token = sessionStore.getState().accessToken;
  if (!token) return;
  void fetch(apiUrl('endView', { params: { id: viewId } }), {
    method: 'DELETE',
    keepalive: true,
    credentials: 'same-origin',
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  }).catch((error: unknown) => console.error('Error in ending the view', error));
}
