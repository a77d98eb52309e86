// Type tests of the contract as the Lambdas see it (run by `tsc`, which `npm test` runs): an
// implementation's input is typed from its route's schemas and its answer checked against the
// route's response type, so a renamed field fails the build here and in the SPA.
import { describe, expectTypeOf, it } from 'vitest';
import type { RouteImplementation } from './http-handler.ts';

describe('the API contract, from the Lambdas', () => {
  it('hands each implementation its validated input', () => {
    const list: RouteImplementation<'listDashboards'> = async ({ input }) => {
      expectTypeOf(input.query.page).toEqualTypeOf<number>();
      expectTypeOf(input.query.bookmark).toEqualTypeOf<boolean>();
      expectTypeOf(input.query.role_id).toEqualTypeOf<string | undefined>();
      // @ts-expect-error: the list's query has no `roleId`.
      void input.query.roleId;
      // @ts-expect-error: the list takes no body.
      void input.body;
      return {
        body: {
          roles: [],
          dashboards: [],
          pagination: { total_pages: 0, current_page: 1, first_page: 1, last_page: 1, prev_page: null, next_page: null, total_count: 0 },
        },
      };
    };
    expectTypeOf(list).toBeFunction();
  });

  it('checks what an implementation answers', () => {
    // @ts-expect-error: a bookmark answer carries `bookmark_id`.
    const wrong: RouteImplementation<'createBookmark'> = async () => ({ body: { success: true, bookmarkId: 'd' } });
    const right: RouteImplementation<'createBookmark'> = async ({ input }) => ({
      body: { success: true, bookmark_id: input.body.bookmark.dashboard_id },
    });
    expectTypeOf(wrong).toEqualTypeOf(right);
  });

  it('gives the caller only to routes that are not public', () => {
    const publicRoute: RouteImplementation<'branding'> = async (context) => {
      // @ts-expect-error: a public route has no caller.
      void context.caller;
      return {
        body: { name: '', theme: { primary: '', primary2: '', secondary: '', secondary2: '', background: '', support: '' }, logo: null },
      };
    };
    const privateRoute: RouteImplementation<'userData'> = async ({ caller }) => {
      expectTypeOf(caller.userId).toEqualTypeOf<string>();
      throw new Error('not called');
    };
    expectTypeOf(publicRoute).toBeFunction();
    expectTypeOf(privateRoute).toBeFunction();
  });
});
