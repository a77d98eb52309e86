// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH } from '#shared/constants.ts';
import { mockFetch, requestsOf } from '#web/testing/mock-fetch.ts';
import { bootstrapSession } from './session.ts';
import { sessionStore } from './session-store.ts';

const setHint = (present: boolean) => {
  document.cookie = `${AUTH.sessionHintCookie}=${present ? '1' : ''}; path=/; max-age=${present ? 60 : 0}`;
};

afterEach(() => setHint(false));

describe('the session at the start of a page', () => {
  it('asks nothing of the server without the hint cookie: signed out at once, no 401 to log', async () => {
    const fetchSpy = mockFetch({});
    await bootstrapSession();
    expect(requestsOf(fetchSpy)).toEqual([]);
    expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', signOutReason: 'initial' });
  });

  it('refreshes when the server left its hint beside the refresh cookie', async () => {
    setHint(true);
    const fetchSpy = mockFetch({ 'POST /api/v1/auth/refresh': { body: { accessToken: 'token', expiresIn: 900 } } });
    await bootstrapSession();
    expect(requestsOf(fetchSpy)).toEqual(['POST /api/v1/auth/refresh']);
    expect(sessionStore.getState().status).toBe('signedIn');
  });
});
