// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '#web/lib/auth/session-store.ts';
import { setRuntimeConfig } from '#web/lib/runtime-config.ts';
import { callsOf, fakeApi } from '#web/testing/fake-api.ts';
import { PATIENCE } from '#web/testing/patience.ts';
import { renderApp, TEST_CONFIG, userDataFor } from '#web/testing/test-wrapper.tsx';
import { card, listAnswer } from '../testing/fixtures.ts';
import { dashboardsRequest } from '../utils/list-search-params.ts';
import { createEarlyDashboards, earlyDashboards } from './early-dashboards.ts';

const FIRST_PAGE = { name: '', roleId: '', favouritesOnly: false, page: 1 };
/** The request the list makes for those filters. */
const FIRST_REQUEST = dashboardsRequest(FIRST_PAGE);

/**
 * An early answer of its own, the session not known yet, and the ways to sign in and load the config.
 * (The config may be in already: a test file before this one in the same worker may have loaded it.)
 */
function freshStart() {
  sessionStore.reset();
  const { prefetch, take } = createEarlyDashboards();
  return {
    prefetchDashboards: prefetch,
    takeEarlyDashboards: take,
    signIn: () => sessionStore.setSession({ accessToken: 't', expiresIn: 900 }),
    loadConfig: () => setRuntimeConfig(TEST_CONFIG),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let fetchSpy: ReturnType<typeof fakeApi>;
beforeEach(() => {
  fetchSpy = fakeApi({ listDashboards: listAnswer([card('d1', { preview_pic: '/uploads/p1.png' })]) });
});

describe('the list asked for at the start of the page', () => {
  it('waits for the session and the config, then hands its answer to the first fetch of that page', async () => {
    const { prefetchDashboards, takeEarlyDashboards, signIn, loadConfig } = freshStart();
    prefetchDashboards(FIRST_PAGE);
    await settle();
    expect(callsOf(fetchSpy)).toEqual([]);

    signIn();
    loadConfig();
    await settle();
    expect(callsOf(fetchSpy)).toEqual(['GET /api/v1/dashboards?page=1']);

    const answer = await takeEarlyDashboards(FIRST_REQUEST);
    expect(answer?.dashboards.map((dashboard) => dashboard.id)).toEqual(['d1']);
    // Once only: a later fetch asks the server again.
    expect(takeEarlyDashboards(FIRST_REQUEST)).toBeUndefined();
  });

  it('is not used for another page, and is never asked for once the list has fetched', async () => {
    const { prefetchDashboards, takeEarlyDashboards, signIn, loadConfig } = freshStart();
    signIn();
    loadConfig();
    prefetchDashboards(FIRST_PAGE);
    await settle();
    expect(takeEarlyDashboards(dashboardsRequest({ ...FIRST_PAGE, page: 2 }))).toBeUndefined();

    const late = freshStart();
    late.signIn();
    late.loadConfig();
    expect(late.takeEarlyDashboards(FIRST_REQUEST)).toBeUndefined();
    late.prefetchDashboards(FIRST_PAGE);
    await settle();
    expect(callsOf(fetchSpy)).toEqual(['GET /api/v1/dashboards?page=1']);
  });

  it('never asks when the visit starts signed out', async () => {
    const { prefetchDashboards } = freshStart();
    prefetchDashboards(FIRST_PAGE);
    sessionStore.clear('initial');
    await settle();
    expect(callsOf(fetchSpy)).toEqual([]);
  });

  it("is the list page's first answer: the page's dashboards are asked for once", async () => {
    const { signIn, loadConfig } = freshStart();
    const spy = fakeApi({ userData: userDataFor(), listDashboards: listAnswer([card('d1', { name: 'Vendas Mensais' })]) });
    signIn();
    loadConfig();
    // The app's own early answer (setup-tests.ts resets it after every test), which its list takes.
    earlyDashboards.prefetch(FIRST_PAGE);
    await settle();
    renderApp('/dashboards');
    await screen.findByRole('link', { name: 'Vendas Mensais' }, PATIENCE);
    expect(callsOf(spy).filter((call) => call.startsWith('GET /api/v1/dashboards'))).toEqual(['GET /api/v1/dashboards?page=1']);
  });
});
