import { defineConfig } from 'vitest/config';
import { WEB_TESTS, webProject } from './web/vitest.config.ts';

/** The SPA's test files that run isolated (module mocks, or state that outlives a file). */
const WEB_ISOLATED_TESTS = [
  'web/src/features/businesses/pages/business-panel-page.test.tsx',
  'web/src/features/businesses/pages/business-form-page.test.tsx',
  'web/src/features/account/pages/account-page.test.tsx',
  'web/src/features/dashboards/pages/business-dashboard-form-page.test.tsx',
  'web/src/features/dashboards/pages/dashboard-form-page.test.tsx',
  // A click on a table row is ignored while text is selected (table-region.tsx): after another file's
  // clicks in the shared page, user-event's clicks here could select text.
  'web/src/features/roles/pages/roles-list-page.test.tsx',
  'web/src/features/themes/pages/themes-list-page.test.tsx',
  'web/src/features/reports/pages/reports-list-page.test.tsx',
  'web/src/features/businesses/pages/businesses-list-page.test.tsx',
  // The toast machine is a module-level store that a previous file's view may have taken over.
  'web/src/components/snackbar/snackbar-host.test.tsx',
];

// Every test of the portal, by project: `npx vitest run --project <name>`.
// `integration` runs against one local stack (emulators + gateway) started by its global setup.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'functions/**/*.test.ts', 'infra/**/*.test.ts'],
        },
      },
      // The SPA's own config (jsdom, React plugin, setup file), as two projects of the whole run. Most files
      // share one jsdom and one module graph per worker thread (no isolation: React, Chakra and jsdom load
      // once per worker instead of once per file, which was most of the project's time); the files that
      // replace modules with vi.mock, or leave state a later file would see, keep their own.
      webProject('web', { include: [WEB_TESTS], exclude: WEB_ISOLATED_TESTS, pool: 'threads', isolate: false }),
      webProject('web-isolated', { include: WEB_ISOLATED_TESTS }),
      {
        test: {
          name: 'infra',
          environment: 'node',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'local',
          environment: 'node',
          // tests/faults starts a local stack of its own (it stops and restarts that stack's emulators).
          include: ['tests/local/**/*.test.ts', 'tests/faults/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts', 'tests/e2e/**/*.test.ts', 'tests/security/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          // One file at a time against the one stack (its handlers run in this process and read its
          // environment): a journey that adds a demo dashboard for a while must not change the lists
          // another file counts.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
