// Type tests of the contract as the SPA sees it (run by `tsc`, which `npm test` runs): a renamed
// field, query parameter or path parameter in `shared/contract/` fails the build here and at every
// call of the route.
import { describe, expectTypeOf, it } from 'vitest';
import type { RequestOf, ResponseOf } from './route-request.ts';
import { apiRequest } from './api-client.ts';

describe('the API contract, from the SPA', () => {
  it('types what each route takes', () => {
    expectTypeOf<RequestOf<'listDashboards'>['query']>().toHaveProperty('role_id');
    expectTypeOf<RequestOf<'createBookmark'>['body']>().toEqualTypeOf<{ bookmark: { dashboard_id: string } }>();
    expectTypeOf<RequestOf<'showDashboard'>['params']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<keyof RequestOf<'userData'>>().toEqualTypeOf<never>();
  });

  it('types what each route answers', () => {
    expectTypeOf<ResponseOf<'createBookmark'>['bookmark_id']>().toEqualTypeOf<string>();
    expectTypeOf(apiRequest('userData')).resolves.toHaveProperty('access');
    expectTypeOf(apiRequest('listDashboards', { query: {} })).resolves.toHaveProperty('pagination');
  });

  it('refuses a call that does not match the contract', () => {
    const calls = () => {
      // @ts-expect-error: the list's query parameter is `role_id`, not `roleId`.
      void apiRequest('listDashboards', { query: { roleId: 'r-1' } });
      // @ts-expect-error: a bookmark is created with `{ bookmark: { dashboard_id } }`.
      void apiRequest('createBookmark', { body: { dashboard_id: 'd-1' } });
      // @ts-expect-error: the show route needs its `{id}`.
      void apiRequest('showDashboard');
      // @ts-expect-error: the answer has no `dashboard_ids`.
      void apiRequest('createBookmark', { body: { bookmark: { dashboard_id: 'd' } } }).then((answer) => answer.dashboard_ids);
    };
    expectTypeOf(calls).toBeFunction();
  });
});
