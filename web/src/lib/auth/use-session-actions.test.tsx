// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig, useSWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '#web/testing/mock-fetch.ts';
import { publicDataKey } from './public-data-key.ts';
import { useSessionActions } from './use-session-actions.ts';

const BRANDING = publicDataKey('branding', 'demo');
const USER_DATA = ['user-data'] as const;

/** The actions beside two cached answers, read as the screens read them (no fetcher: the cache alone). */
function renderActions() {
  const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
  return renderHook(
    () => ({
      actions: useSessionActions(),
      mutate: useSWRConfig().mutate,
      branding: useSWR(BRANDING, null).data as unknown,
      user: useSWR(USER_DATA, null).data as unknown,
    }),
    { wrapper },
  );
}

describe('signing out', () => {
  it("forgets the user's data but keeps the subdomain's branding, so the login page that follows keeps its look", async () => {
    mockFetch({ 'GET /api/v1/logout': { body: { success: true } } });
    const { result } = renderActions();
    await act(async () => {
      await result.current.mutate(BRANDING, { name: 'Demo Analytics' }, { revalidate: false });
      await result.current.mutate(USER_DATA, { name: 'Carlos Cliente' }, { revalidate: false });
    });
    expect(result.current.user).toEqual({ name: 'Carlos Cliente' });

    await act(() => result.current.actions.signOut());

    expect(result.current.user).toBeUndefined();
    expect(result.current.branding).toEqual({ name: 'Demo Analytics' });
  });
});
