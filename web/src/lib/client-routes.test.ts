import { describe, expect, it } from 'vitest';
import { href, matchClientRoute, resolveRootRedirect } from './client-routes.ts';

describe('client routes', () => {
  it('prefers literal segments over parameters', () => {
    expect(matchClientRoute('/dashboards/new')?.name).toBe('dashboard-new');
    expect(matchClientRoute('/dashboards/abc')).toEqual({ name: 'dashboard-show', params: { id: 'abc' } });
    expect(matchClientRoute('/views/user/u1?page=2')).toEqual({ name: 'views-list', params: { entity_class: 'user', id: 'u1' } });
  });

  it('applies the root redirect rule', () => {
    expect(resolveRootRedirect(null)).toBe('/dashboards');
    expect(resolveRootRedirect('dashboards/abc')).toBe('/dashboards/abc');
    expect(resolveRootRedirect('dashboards?name=x')).toBe('/dashboards?name=x');
    expect(resolveRootRedirect('nao/existe')).toBe('/page-not-found');
    expect(resolveRootRedirect('//evil.example/dashboards')).toBe('/page-not-found');
  });

  it('fills route parameters', () => {
    expect(href('views-list', { entity_class: 'dashboard', id: 'd 1' })).toBe('/views/dashboard/d%201');
    expect(() => href('dashboard-show')).toThrow();
  });
});
