// @vitest-environment jsdom
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { useRoute } from '#web/lib/data/route-hooks.ts';
import { setRuntimeConfig } from '#web/lib/runtime-config.ts';
import type { ResponseOf } from '#web/lib/route-request.ts';
import { callsOf, fail, fakeApi, type FakeFailure, type FakeHandlers } from '#web/testing/fake-api.ts';
import { renderApp, signInForTest, TEST_CONFIG, TestProviders, userDataFor } from '#web/testing/test-wrapper.tsx';
import { card, listAnswer, showAnswer } from '../testing/fixtures.ts';
import { useToggleFavourite } from './use-toggle-favourite.ts';
import { PATIENCE } from '#web/testing/patience.ts';

async function openList(handlers: FakeHandlers, dashboards = [card('d1', { name: 'Vendas Mensais' })]) {
  signInForTest();
  const fetchSpy = fakeApi({ userData: userDataFor(), listDashboards: listAnswer(dashboards), ...handlers });
  renderApp('/dashboards');
  const star = await screen.findByRole('button', { name: MESSAGES.dashboards.favouriteToggle('Vendas Mensais') });
  return { fetchSpy, star };
}

/** A bookmark's creation the server answers when the test releases it. */
function held(answer: ResponseOf<'createBookmark'> | FakeFailure) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await gate, answer), release };
}

describe('favourite star', () => {
  it('fills at once, then posts the bookmark and revalidates the list', async () => {
    const post = held({ success: true, bookmark_id: 'd1' });
    const { fetchSpy, star } = await openList({ createBookmark: post.handler });
    await userEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    post.release();
    await waitFor(() => expect(callsOf(fetchSpy).filter((r) => r === 'GET /api/v1/dashboards?page=1')).toHaveLength(2));
    const [, init] = fetchSpy.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({ bookmark: { dashboard_id: 'd1' } });
  });

  it('keeps a second press made while the first call is in flight: adds, then removes with the new id', async () => {
    const post = held({ success: true, bookmark_id: 'b-new' });
    const { fetchSpy, star } = await openList({
      createBookmark: post.handler,
      deleteBookmark: ({ params }) => (params.id === 'b-new' ? { success: true } : fail(404)),
    });
    await userEvent.click(star);
    await userEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'false');
    post.release();
    await waitFor(() => expect(callsOf(fetchSpy)).toContain('DELETE /api/v1/bookmarks/b-new'));
    expect(callsOf(fetchSpy).filter((r) => r.startsWith('POST') || r.startsWith('DELETE'))).toEqual([
      'POST /api/v1/bookmarks',
      'DELETE /api/v1/bookmarks/b-new',
    ]);
    expect(star).toHaveAttribute('aria-pressed', 'false');
  });

  it('rolls back and says "Erro ao adicionar favorito" when the call fails', async () => {
    const post = held(fail(500, { error: 'Erro interno.' }));
    const { star } = await openList({ createBookmark: post.handler });
    await userEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    post.release();
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    expect(await screen.findByText(MESSAGES.snackbar.addFavouriteError, {}, PATIENCE)).toBeInTheDocument();
  });

  it('removes a favourite with DELETE /bookmarks/{bookmark_id}; a failure says "Erro ao remover favorito"', async () => {
    const { fetchSpy, star } = await openList({ deleteBookmark: fail(404, { error: 'x' }) }, [
      card('d1', { name: 'Vendas Mensais', bookmark_id: 'b-1' }),
    ]);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    expect(await screen.findByText(MESSAGES.snackbar.removeFavouriteError, {}, PATIENCE)).toBeInTheDocument();
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(callsOf(fetchSpy)).toContain('DELETE /api/v1/bookmarks/b-1');
  });

  it('with the favourites filter on, an un-favourited card leaves the list after revalidation', async () => {
    let favourites = [card('d1', { name: 'Vendas Mensais', bookmark_id: 'd1' })];
    signInForTest();
    fakeApi({
      userData: userDataFor(),
      listDashboards: () => listAnswer(favourites),
      deleteBookmark: ({ params }) => (params.id === 'd1' ? ((favourites = []), { success: true }) : fail(404)),
    });
    renderApp('/dashboards?bookmark=1');
    const list = await screen.findByRole('list', { name: MESSAGES.dashboards.listLabel });
    await userEvent.click(await within(list).findByRole('button', { name: MESSAGES.dashboards.favouriteToggle('Vendas Mensais') }));
    expect(await screen.findByText(MESSAGES.dashboards.emptyFavourites)).toBeInTheDocument();
  });

  it('changes the cached show answers of that dashboard only, and never asks for them again', async () => {
    signInForTest();
    setRuntimeConfig(TEST_CONFIG);
    const post = held({ success: true, bookmark_id: 'b-new' });
    const fetchSpy = fakeApi({ showDashboard: ({ params }) => showAnswer({ id: params.id }), createBookmark: post.handler });
    const useShow = (id: string) => useRoute('showDashboard', { params: { id } }, { instance: 'visit-test', revalidateIfStale: false });
    const { result } = renderHook(() => ({ d1: useShow('d1'), d2: useShow('d2'), toggle: useToggleFavourite() }), {
      wrapper: TestProviders,
    });
    await waitFor(() => expect(result.current.d1.data && result.current.d2.data).toBeDefined());

    // Started in act, not awaited there: the POST waits for the release below. (An act whose promise
    // nobody awaits never ends, and every later render of the worker would wait for it.)
    let toggled!: Promise<void>;
    act(() => {
      toggled = result.current.toggle({ id: 'd1', bookmark_id: null });
    });
    await waitFor(() => expect(result.current.d1.data?.dashboard.bookmark_id).not.toBeNull());
    post.release();
    await waitFor(() => expect(result.current.d1.data?.dashboard.bookmark_id).toBe('b-new'));
    await act(() => toggled);
    expect(result.current.d2.data?.dashboard.bookmark_id).toBeNull();
    expect(callsOf(fetchSpy).filter((call) => call.startsWith('GET'))).toEqual(['GET /api/v1/dashboards/d1', 'GET /api/v1/dashboards/d2']);
  });
});
