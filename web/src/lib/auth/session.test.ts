// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH } from '#shared/constants.ts';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';
import { callsOf, fail, fakeApi } from '#web/testing/fake-api.ts';
import { bootstrapSession, logout, startSession } from './session.ts';
import { sessionStore } from './session-store.ts';

const setHint = (present: boolean) => {
  document.cookie = `${AUTH.sessionHintCookie}=${present ? '1' : ''}; path=/; max-age=${present ? 60 : 0}`;
};

afterEach(() => {
  setHint(false);
  sessionStore.reset();
});

describe('the session at the start of a page', () => {
  it('asks nothing of the server without the hint cookie: signed out at once, no 401 to log', async () => {
    const fetchSpy = fakeApi({});
    await bootstrapSession();
    expect(callsOf(fetchSpy)).toEqual([]);
    expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', signOutReason: 'initial' });
  });

  it('refreshes when the server left its hint beside the refresh cookie', async () => {
    setHint(true);
    const fetchSpy = fakeApi({ authRefresh: { accessToken: 'token', expiresIn: 900 } });
    await bootstrapSession();
    expect(callsOf(fetchSpy)).toEqual(['POST /api/v1/auth/refresh']);
    expect(sessionStore.getState().status).toBe('signedIn');
  });
});

describe('signing out', () => {
  it('names the access token it holds, so the server ends that very token', async () => {
    let authorization: string | null = null;
    fakeApi({
      logout: ({ request }) => {
        authorization = request.headers.get('Authorization');
        return { success: true };
      },
    });
    startSession({ accessToken: 'token-em-uso', expiresIn: 900 });
    await logout();
    expect(authorization).toBe('Bearer token-em-uso');
    expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', signOutReason: 'logout', accessToken: null });
  });

  it('signs out here even when the server answers that it found no session to end', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ logout: fail(401, { error: SERVICE_MESSAGES.noSessionToEnd }) });
    startSession({ accessToken: 'token-vencido', expiresIn: 900 });
    await logout();
    expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', signOutReason: 'logout' });
  });
});
