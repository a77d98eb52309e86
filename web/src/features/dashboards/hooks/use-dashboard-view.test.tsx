// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIEWS } from '#shared/constants.ts';
import { setRuntimeConfig } from '#web/lib/runtime-config.ts';
import { callsOf, fakeApi, type FakeHandler } from '#web/testing/fake-api.ts';
import { signInForTest, TEST_CONFIG, TestProviders } from '#web/testing/test-wrapper.tsx';
import { showAnswer } from '../testing/fixtures.ts';
import { useDashboardView } from './use-dashboard-view.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function serve(show: FakeHandler<'showDashboard'> = showAnswer()) {
  return fakeApi({ showDashboard: show, endView: { success: true }, heartbeatView: { success: true } });
}

const renderView = () => renderHook(() => useDashboardView('d1'), { wrapper: TestProviders, reactStrictMode: true });

beforeEach(() => {
  setRuntimeConfig(TEST_CONFIG);
  signInForTest();
});
afterEach(() => vi.useRealTimers());

describe('the view of a dashboard visit', () => {
  it("survives StrictMode's mount, unmount and mount: one GET, no early end; ends on the real unmount", async () => {
    const fetchSpy = serve();
    const { result, unmount } = renderView();
    await waitFor(() => expect(result.current.data?.view.id).toBe('view-1'));
    await tick();
    expect(callsOf(fetchSpy)).toEqual(['GET /api/v1/dashboards/d1']);

    unmount();
    await tick();
    expect(callsOf(fetchSpy)).toEqual(['GET /api/v1/dashboards/d1', 'DELETE /api/v1/views/view-1']);
  });

  it('pings the open view every heartbeat period', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const fetchSpy = serve();
    const { result, unmount } = renderView();
    // vi.waitFor polls with real timers (testing-library's waitFor would use the faked setInterval).
    await vi.waitFor(() => expect(result.current.data).toBeDefined());
    vi.advanceTimersByTime(VIEWS.heartbeatSeconds * 1000 * 2);
    expect(callsOf(fetchSpy).filter((r) => r === 'POST /api/v1/views/view-1/heartbeat')).toHaveLength(2);
    unmount();
    await tick();
    vi.advanceTimersByTime(VIEWS.heartbeatSeconds * 1000);
    expect(callsOf(fetchSpy).filter((r) => r.startsWith('POST'))).toHaveLength(2);
  });

  it('ends a view whose answer arrives after the user left', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchSpy = serve(async () => (await gate, showAnswer()));
    const { unmount } = renderView();
    await waitFor(() => expect(callsOf(fetchSpy)).toEqual(['GET /api/v1/dashboards/d1']));
    unmount();
    await tick();
    release();
    await waitFor(() => expect(callsOf(fetchSpy)).toContain('DELETE /api/v1/views/view-1'));
  });
});
