import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, whenSignedIn } from './session-store.ts';

const SESSION = { accessToken: 'token', expiresIn: 900 };

afterEach(() => sessionStore.reset());

describe('whenSignedIn', () => {
  it('runs once the refresh at start signs the session in, and only once', () => {
    const run = vi.fn();
    whenSignedIn(run);
    expect(run).not.toHaveBeenCalled();

    sessionStore.setSession(SESSION);
    sessionStore.setSession(SESSION);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs at once when the session is already signed in', () => {
    sessionStore.setSession(SESSION);
    const run = vi.fn();
    whenSignedIn(run);
    expect(run).toHaveBeenCalledOnce();
  });

  it('never runs when the visit turns out signed out, not even at a later sign-in', () => {
    const run = vi.fn();
    whenSignedIn(run);
    sessionStore.clear('initial');
    sessionStore.setSession(SESSION);
    expect(run).not.toHaveBeenCalled();
  });
});
