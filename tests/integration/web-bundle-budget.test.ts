// The JavaScript a browser downloads to show the login page and the dashboard list, gzipped, must not
// silently grow. Budgets sit just above the figures reached (the aim is 180 KB each).
// The integration project's global setup has just built the SPA from the current sources.
import { describe, expect, it } from 'vitest';
import { measureRouteBundles } from '../../web/bundle-report.ts';
import { WEB_DIST_DIR } from '#infra/paths.ts';

const BUDGET_KB = { login: 173, 'dashboard-list': 180 } as const;

describe('web bundle budgets', () => {
  const bundles = measureRouteBundles(WEB_DIST_DIR);
  for (const route of Object.keys(BUDGET_KB) as (keyof typeof BUDGET_KB)[]) {
    it(`keeps the ${route} route under ${BUDGET_KB[route]} KB gzipped`, () => {
      expect(bundles[route].gzipBytes / 1024).toBeLessThanOrEqual(BUDGET_KB[route]);
    });
  }

  it('does not load the admin screens with the dashboard list', () => {
    const files = bundles['dashboard-list'].files.join(' ');
    expect(files).not.toMatch(/business|theme-form|themes|report/i);
  });
});
