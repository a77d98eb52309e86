// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { mockFetch, requestsOf, type FakeAnswer } from '#web/testing/mock-fetch.ts';
import { renderApp, signInForTest, userDataFor } from '#web/testing/test-wrapper.tsx';
import { card, listAnswer } from '../testing/fixtures.ts';
import { PATIENCE } from '#web/testing/patience.ts';

type Handler = FakeAnswer | ((request: Request) => FakeAnswer | Promise<FakeAnswer>);

async function openList(handlers: Record<string, Handler>, dashboards = [card('d1', { name: 'Vendas Mensais' })]) {
  signInForTest();
  const fetchSpy = mockFetch({
    'GET /api/v1/user_data': { body: userDataFor() },
    'GET /api/v1/dashboards': { body: listAnswer(dashboards) },
    ...handlers,
  });
  renderApp('/dashboards');
  const star = await screen.findByRole('button', { name: MESSAGES.dashboards.favouriteToggle('Vendas Mensais') });
  return { fetchSpy, star };
}

/** A server answer the test releases when it wants. */
function held(answer: FakeAnswer) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await gate, answer), release };
}

describe('favourite star', () => {
  it('fills at once, then posts the bookmark and revalidates the list', async () => {
    const post = held({ body: { success: true, bookmark_id: 'd1' } });
    const { fetchSpy, star } = await openList({ 'POST /api/v1/bookmarks': post.handler });
    await userEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    post.release();
    await waitFor(() => expect(requestsOf(fetchSpy).filter((r) => r === 'GET /api/v1/dashboards?page=1')).toHaveLength(2));
    const [, init] = fetchSpy.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({ bookmark: { dashboard_id: 'd1' } });
  });

  it('keeps a second press made while the first call is in flight: adds, then removes with the new id', async () => {
    const post = held({ body: { success: true, bookmark_id: 'b-new' } });
    const { fetchSpy, star } = await openList({
      'POST /api/v1/bookmarks': post.handler,
      'DELETE /api/v1/bookmarks/b-new': { body: { success: true } },
    });
    await userEvent.click(star);
    await userEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'false');
    post.release();
    await waitFor(() => expect(requestsOf(fetchSpy)).toContain('DELETE /api/v1/bookmarks/b-new'));
    expect(requestsOf(fetchSpy).filter((r) => r.startsWith('POST') || r.startsWith('DELETE'))).toEqual([
      'POST /api/v1/bookmarks',
      'DELETE /api/v1/bookmarks/b-new',
    ]);
    expect(star).toHaveAttribute('aria-pressed', 'false');
  });

  it('rolls back and says "Erro ao adicionar favorito" when the call fails', async () => {
    const post = held({ status: 500, body: { error: 'Erro interno.' } });
    const { star } = await openList({ 'POST /api/v1/bookmarks': post.handler });
    await userEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    post.release();
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    expect(await screen.findByText(MESSAGES.snackbar.addFavouriteError, {}, PATIENCE)).toBeInTheDocument();
  });

  it('removes a favourite with DELETE /bookmarks/{bookmark_id}; a failure says "Erro ao remover favorito"', async () => {
    const { fetchSpy, star } = await openList({ 'DELETE /api/v1/bookmarks/b-1': { status: 404, body: { error: 'x' } } }, [
      card('d1', { name: 'Vendas Mensais', bookmark_id: 'b-1' }),
    ]);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    expect(await screen.findByText(MESSAGES.snackbar.removeFavouriteError, {}, PATIENCE)).toBeInTheDocument();
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(requestsOf(fetchSpy)).toContain('DELETE /api/v1/bookmarks/b-1');
  });

  it('with the favourites filter on, an un-favourited card leaves the list after revalidation', async () => {
    let favourites = [card('d1', { name: 'Vendas Mensais', bookmark_id: 'd1' })];
    signInForTest();
    mockFetch({
      'GET /api/v1/user_data': { body: userDataFor() },
      'GET /api/v1/dashboards': () => ({ body: listAnswer(favourites) }),
      'DELETE /api/v1/bookmarks/d1': () => ((favourites = []), { body: { success: true } }),
    });
    renderApp('/dashboards?bookmark=1');
    const list = await screen.findByRole('list', { name: MESSAGES.dashboards.listLabel });
    await userEvent.click(await within(list).findByRole('button', { name: MESSAGES.dashboards.favouriteToggle('Vendas Mensais') }));
    expect(await screen.findByText(MESSAGES.dashboards.emptyFavourites)).toBeInTheDocument();
  });
});
