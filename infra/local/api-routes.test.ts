// The template's routes as API Gateway matches them: the most specific route wins, parameters are
// decoded, and a path no route names matches nothing.
import { describe, expect, it } from 'vitest';
import { ROUTES, routeKey, type RouteId } from '#shared/routes.ts';
import { routeMatcher } from './api-routes.ts';
import type { AssemblyRoute } from './cloud-assembly/read-assembly.ts';

const route = (routeKey: string): AssemblyRoute => {
  const [method, path] = routeKey.split(' ');
  return { logicalId: routeKey, routeKey, method, path, authorizerId: undefined, functionLogicalId: 'fn' };
};

const match = routeMatcher(
  [
    'GET /api/v1/users/new',
    'GET /api/v1/users/{id}/edit',
    'GET /api/v1/users/{id}',
    'GET /api/v1/files/{proxy+}',
    'DELETE /api/v1/users/{id}',
  ].map(route),
);

describe('the template’s routes', () => {
  it('prefer a literal segment over a parameter', () => {
    expect(match('GET', '/api/v1/users/new')?.route.routeKey).toBe('GET /api/v1/users/new');
    expect(match('GET', '/api/v1/users/u1')).toMatchObject({ route: { routeKey: 'GET /api/v1/users/{id}' }, params: { id: 'u1' } });
  });

  it('decode parameters, and refuse an empty or malformed one', () => {
    expect(match('GET', '/api/v1/users/a%20b/edit')?.params).toEqual({ id: 'a b' });
    expect(match('GET', '/api/v1/users//edit')).toBeUndefined();
    expect(match('GET', '/api/v1/users/%zz/edit')).toBeUndefined();
  });

  it('take the rest of the path in a greedy parameter', () => {
    expect(match('GET', '/api/v1/files/a/b/c')?.params).toEqual({ proxy: 'a/b/c' });
  });

  it('match by method, and nothing for a path or method no route names', () => {
    expect(match('DELETE', '/api/v1/users/u1')?.route.routeKey).toBe('DELETE /api/v1/users/{id}');
    expect(match('POST', '/api/v1/users/u1')).toBeUndefined();
    expect(match('GET', '/api/v1/users/u1/edit/more')).toBeUndefined();
  });
});

describe('the portal’s own route table, as the template declares it', () => {
  const portal = routeMatcher(Object.values(ROUTES).map((definition) => route(routeKey(definition))));
  const idOf = (method: string, path: string): RouteId | undefined => {
    const found = portal(method, path);
    return (Object.keys(ROUTES) as RouteId[]).find((id) => routeKey(ROUTES[id]) === found?.route.routeKey);
  };

  it('matches each kind of path to its route and decoded parameters', () => {
    expect([idOf('GET', '/api/v1/dashboards/d%C3%A1sh-1'), portal('GET', '/api/v1/dashboards/d%C3%A1sh-1')?.params]).toEqual([
      'showDashboard',
      { id: 'dásh-1' },
    ]);
    expect(idOf('POST', '/api/v1/views/v1/heartbeat')).toBe('heartbeatView');
    expect(portal('GET', '/api/v1/admin/businesses/b1/dashboards/d1/edit')?.params).toEqual({ business_id: 'b1', id: 'd1' });
    expect(idOf('GET', '/api/v1/admin/businesses/new')).toBe('newBusiness');
    expect(idOf('PUT', '/api/v1/dashboards')).toBeUndefined();
    expect(idOf('GET', '/api/v1/dashboards/')).toBeUndefined();
  });
});
