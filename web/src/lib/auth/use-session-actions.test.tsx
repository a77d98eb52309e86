// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BrandingResponse } from '#shared/api-types.ts';
import { useRoute } from '#web/lib/data/route-hooks.ts';
import { callsOf, fakeApi } from '#web/testing/fake-api.ts';
import { setRuntimeConfig } from '#web/lib/runtime-config.ts';
import { signInForTest, TEST_CONFIG, TestProviders, userDataFor } from '#web/testing/test-wrapper.tsx';
import { useSessionActions } from './use-session-actions.ts';

const BRANDING: BrandingResponse = {
  name: 'Demo Analytics',
  theme: { primary: '123456', primary2: '234567', secondary: 'abcdef', secondary2: 'fedcba', background: 'f0f0f0', support: '333333' },
  logo: null,
};

/** The actions beside two cached answers, read as the screens read them: the user's data and a subdomain's branding. */
function renderActions() {
  setRuntimeConfig(TEST_CONFIG);
  const spy = fakeApi({ branding: BRANDING, userData: userDataFor({ name: 'Carlos Cliente' }), logout: { success: true } });
  const rendered = renderHook(
    () => ({
      actions: useSessionActions(),
      branding: useRoute('branding', { query: { subdomain: 'demo' } }).data,
      user: useRoute('userData', {}).data,
    }),
    { wrapper: TestProviders },
  );
  return { ...rendered, spy };
}

describe('the session actions', () => {
  it("forget the user's data on sign-out but keep the subdomain's branding, so the login page that follows keeps its look", async () => {
    signInForTest();
    const { result, spy } = renderActions();
    await waitFor(() => expect(result.current.user?.name).toBe('Carlos Cliente'));
    await waitFor(() => expect(result.current.branding?.name).toBe('Demo Analytics'));

    await act(() => result.current.actions.signOut());

    expect(result.current.user).toBeUndefined();
    expect(result.current.branding).toEqual(BRANDING);
    // Forgotten, not asked again: the next session asks for its own.
    expect(callsOf(spy).filter((call) => call.endsWith('/user_data'))).toEqual(['GET /api/v1/user_data']);
  });

  it("forget the previous user's data before a new session starts", async () => {
    signInForTest();
    const { result } = renderActions();
    await waitFor(() => expect(result.current.user?.name).toBe('Carlos Cliente'));

    await act(() => result.current.actions.signIn({ accessToken: 'outro-token', expiresIn: 900 }));

    expect(result.current.user).toBeUndefined();
    expect(result.current.branding).toEqual(BRANDING);
  });
});
