// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClientRouteName } from '#web/lib/client-routes.ts';
import { MESSAGES } from '#shared/messages.ts';
import { renderWithProviders } from '#web/testing/test-wrapper.tsx';
import { AppBreadcrumb } from './app-breadcrumb.tsx';
import { breadcrumbTrail } from './breadcrumb-trail.ts';

function renderTrail(route: ClientRouteName, params: Record<string, string>, scoped: boolean) {
  renderWithProviders(<AppBreadcrumb trail={breadcrumbTrail(route, params, scoped)} />);
  return within(screen.getByRole('navigation', { name: MESSAGES.breadcrumb.label }));
}

describe('breadcrumb', () => {
  it('uses the scoped parent for a scoped user (views: dashboards first)', () => {
    const nav = renderTrail('views-list', { entity_class: 'user', id: '9' }, true);
    expect(nav.getByRole('link', { name: MESSAGES.breadcrumb['dashboard-list'] })).toHaveAttribute('href', '/dashboards');
    expect(nav.getByText(MESSAGES.breadcrumb['views-list'])).toHaveAttribute('aria-current', 'page');
  });

  it('uses the unscoped parent for an unscoped user (views: businesses first)', () => {
    const nav = renderTrail('views-list', { entity_class: 'user', id: '9' }, false);
    expect(nav.getByRole('link', { name: MESSAGES.breadcrumb['business-list'] })).toHaveAttribute('href', '/businesses');
    expect(nav.queryByText(MESSAGES.breadcrumb['dashboard-list'])).not.toBeInTheDocument();
  });

  it('links every entry but the last, the business panel with its business id and dashboards tab', () => {
    const nav = renderTrail('business-dashboards-edit', { business_id: 'b1', id: 'd2' }, false);
    const links = nav.getAllByRole('link').filter((link) => link.tagName === 'A');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [MESSAGES.breadcrumb['business-list'], '/businesses'],
      [MESSAGES.breadcrumb['business-panel'], '/businesses/b1/panel?tab=dashboards'],
    ]);
    const current = nav.getByText(MESSAGES.breadcrumb['business-dashboards-edit']);
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.tagName).not.toBe('A');
  });

  it('labels the "new" screens like their form', () => {
    expect(breadcrumbTrail('users-new', {}, true).map((entry) => entry.label)).toEqual([
      MESSAGES.breadcrumb['users-list'],
      MESSAGES.breadcrumb['users-form'],
    ]);
  });

  it('wraps onto more lines between words, never inside one', () => {
    const nav = renderTrail('business-dashboards-edit', { business_id: 'b1', id: 'd2' }, false);
    const list = getComputedStyle(nav.getByRole('list'));
    expect([list.flexWrap, list.wordBreak, list.overflowWrap]).toEqual(['wrap', 'normal', 'normal']);
  });
});
