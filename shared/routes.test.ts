import { describe, expect, it } from 'vitest';
import { buildPath, matchRoute, ROUTES, routeKey, routesOfResource } from './routes.ts';

describe('route table', () => {
  it('matches a concrete path to its route and decoded parameters', () => {
    expect(matchRoute('GET', '/api/v1/dashboards/d%C3%A1sh-1')).toEqual({ id: 'showDashboard', params: { id: 'dásh-1' } });
    expect(matchRoute('GET', '/api/v1/dashboards')).toEqual({ id: 'listDashboards', params: {} });
    expect(matchRoute('POST', '/api/v1/views/v1/heartbeat')).toEqual({ id: 'heartbeatView', params: { id: 'v1' } });
  });

  it('matches nothing for another method, an empty parameter or a malformed encoding', () => {
    expect(matchRoute('PUT', '/api/v1/dashboards')).toBeUndefined();
    expect(matchRoute('GET', '/api/v1/dashboards/')).toBeUndefined();
    expect(matchRoute('GET', '/api/v1/dashboards/%E0%A4%A')).toBeUndefined();
  });

  it('builds paths with encoded parameters and refuses a missing one', () => {
    expect(buildPath('deleteBookmark', { id: 'a/b' })).toBe('/api/v1/bookmarks/a%2Fb');
    expect(() => buildPath('deleteBookmark')).toThrow(/id/);
  });

  it('gives every route a unique method and path, in the form API Gateway uses as routeKey', () => {
    const keys = Object.values(ROUTES).map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(routeKey(ROUTES.showDashboard)).toBe('GET /api/v1/dashboards/{id}');
    expect(routesOfResource('auth')).toContain('logout');
  });
});
