import { describe, expect, it } from 'vitest';
import { buildPath, ROUTES, routeKey, routesOfResource } from './routes.ts';

describe('route table', () => {
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

  // API Gateway answers ConflictException at deploy time to `/x/{id}/a` beside `/x/{other}/b`: one
  // variable name per level under a given parent.
  it('names the variable of each path level the same in every route, as API Gateway requires', () => {
    const variableAt = new Map<string, string>();
    for (const { path } of Object.values(ROUTES)) {
      const segments = path.split('/');
      segments.forEach((segment, index) => {
        const variable = /^\{(\w+)\}$/.exec(segment)?.[1];
        if (!variable) return;
        const parent = segments
          .slice(0, index)
          .map((part) => (part.startsWith('{') ? '{}' : part))
          .join('/');
        expect(variableAt.get(parent) ?? variable, `${path}: {${variable}} under ${parent}`).toBe(variable);
        variableAt.set(parent, variable);
      });
    }
  });
});
