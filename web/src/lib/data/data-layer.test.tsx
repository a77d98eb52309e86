// The generic reads and writes against the typed fake server: keys from route ids and requests,
// invalidation by route id, typed cache edits.
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { DashboardListResponse } from '#shared/api-types.ts';
import { buildPagination } from '#shared/pagination.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { callsOf, fail, fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders, signInForTest } from '#web/testing/test-wrapper.tsx';
import { useRoute, useRouteCache, useRouteMutation } from './route-hooks.ts';

const list = (...names: string[]): DashboardListResponse => ({
  roles: [],
  dashboards: names.map((name) => ({ id: name, name, summary: '', preview_pic: null, bookmark_id: null })),
  pagination: buildPagination(1, 12, names.length),
});

/** The list's names, and buttons that delete one, drop the first from the cache, or filter by "b". */
function Names() {
  const [name, setName] = useState('');
  const [failure, setFailure] = useState('');
  const { data } = useRoute('listDashboards', { query: { page: 1, name } });
  const cache = useRouteCache();
  const deleteDashboard = useRouteMutation('deleteDashboard', { invalidates: ['listDashboards'] });
  const remove = (id: string) =>
    deleteDashboard({ params: { id } }).catch((error: unknown) => setFailure(isApiError(error) ? `falhou ${error.status}` : 'falhou'));
  return (
    <>
      <p>{data ? data.dashboards.map((dashboard) => dashboard.name).join(',') || 'vazio' : 'carregando'}</p>
      <p>{failure}</p>
      <button onClick={() => void remove('a')}>apagar a</button>
      <button onClick={() => void remove('x')}>apagar x</button>
      <button onClick={() => void cache.update('listDashboards', (answer) => ({ ...answer, dashboards: answer.dashboards.slice(1) }))}>
        tirar o primeiro
      </button>
      <button onClick={() => setName('b')}>filtrar</button>
    </>
  );
}

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the data layer', () => {
  it('reads a route with its typed request, and a write asks again for the reads it invalidates', async () => {
    signInForTest();
    let names = ['a', 'b'];
    const spy = fakeApi({
      listDashboards: () => list(...names),
      deleteDashboard: ({ params }) => {
        names = names.filter((name) => name !== params.id);
        return { success: true };
      },
    });
    renderWithProviders(<Names />);
    await screen.findByText('a,b');

    press('apagar a');
    await screen.findByText('b');
    expect(callsOf(spy)).toEqual(['GET /api/v1/dashboards?page=1', 'DELETE /api/v1/dashboards/a', 'GET /api/v1/dashboards?page=1']);
  });

  it('changes cached answers in place by route id, and a failed write asks nothing again', async () => {
    signInForTest();
    const spy = fakeApi({ listDashboards: list('a', 'b'), deleteDashboard: fail(404, { error: 'Dashboard não encontrado.' }) });
    renderWithProviders(<Names />);
    await screen.findByText('a,b');

    press('tirar o primeiro');
    await screen.findByText('b');
    press('apagar x');
    await screen.findByText('falhou 404');
    expect(screen.getByText('b')).toBeTruthy();
    expect(callsOf(spy)).toEqual(['GET /api/v1/dashboards?page=1', 'DELETE /api/v1/dashboards/x']);
  });

  it('keys a read by its request: another filter is another call and another answer', async () => {
    signInForTest();
    const spy = fakeApi({ listDashboards: ({ query }) => list(...['ana', 'bia'].filter((name) => name.includes(query.name ?? ''))) });
    renderWithProviders(<Names />);
    await screen.findByText('ana,bia');
    press('filtrar');
    await screen.findByText('bia');
    expect(callsOf(spy)).toEqual(['GET /api/v1/dashboards?page=1', 'GET /api/v1/dashboards?page=1&name=b']);
  });
});

describe('the typed fake server', () => {
  it('refuses an answer its route could never give, and the test that used it fails', async () => {
    signInForTest();
    const { takeContractBreaches } = await import('#web/testing/fake-api.ts');
    // A cast gets past the types; the route's response schema still catches it.
    fakeApi({ listDashboards: { dashboards: 'none' } as unknown as DashboardListResponse });
    const answer = await fetch('/api/v1/dashboards');
    expect(answer.status).toBe(500);
    expect(takeContractBreaches()).toEqual([expect.stringContaining('listDashboards')]);
  });
});
