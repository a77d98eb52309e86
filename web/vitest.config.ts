import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Browser unit tests of the SPA: `npx vitest run --config web/vitest.config.ts`.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: repoRoot,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['web/src/**/*.test.{ts,tsx}'],
    setupFiles: ['web/src/testing/setup-tests.ts'],
    restoreMocks: true,
    // The files share one module graph (React and Chakra load once, not per file: 8 minutes to 2); the
    // setup file resets the app's module-level state after every test (decision 52).
    isolate: false,
    // The suite runs beside the stack's tests (tests/run-all.ts): on a busy 2-core machine a screen that
    // types a whole form can take more than vitest's default 5 s. A hung test still fails, later.
    testTimeout: 30_000,
  },
});
