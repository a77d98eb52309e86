import { defineConfig } from 'vitest/config';

// Every test of the portal, by project: `npx vitest run --project <name>`.
// `integration` runs against one local stack (emulators + gateway) started by its global setup.
export default defineConfig({
  test: {
    // A passing test's console output (the JSON lines of the handlers it runs) is dropped; a failing one's is shown.
    silent: 'passed-only',
    // `sequence.groupOrder`: the projects of one lane (tests/run-all.ts) run group after group. The web's
    // files interleaved with the node projects' in one worker rebuilt jsdom at each switch (200 s a run).
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          sequence: { groupOrder: 0 },
          include: ['shared/**/*.test.ts', 'functions/**/*.test.ts', 'infra/**/*.test.ts'],
        },
      },
      // The SPA's own config (jsdom, React plugin, setup file), as a project of the whole run.
      { extends: './web/vitest.config.ts', test: { name: 'web', sequence: { groupOrder: 1 } } },
      {
        test: {
          name: 'infra',
          environment: 'node',
          sequence: { groupOrder: 0 },
          // One module graph for every file: each synthesis of the portal is made once for the project.
          isolate: false,
          include: ['tests/infra/**/*.test.ts'],
          setupFiles: ['tests/support/remove-temp-dirs.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'local',
          environment: 'node',
          sequence: { groupOrder: 2 },
          // tests/faults starts a local stack of its own (it stops and restarts that stack's emulators).
          include: ['tests/local/**/*.test.ts', 'tests/faults/**/*.test.ts'],
          setupFiles: ['tests/support/remove-temp-dirs.ts'],
          testTimeout: 90_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          sequence: { groupOrder: 0 },
          // One module graph for every file (SDK clients, Playwright): loading them per file cost a minute.
          isolate: false,
          include: ['tests/integration/**/*.test.ts', 'tests/e2e/**/*.test.ts', 'tests/security/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          // One file at a time against the one stack: a journey that adds a demo dashboard for a while
          // must not change the lists another file counts.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
