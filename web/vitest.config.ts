import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Browser unit tests of the SPA: `npx vitest run --config web/vitest.config.ts`. The whole run's
// config (../vitest.config.ts) builds its two web projects from `webProject`.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export const WEB_TESTS = 'web/src/**/*.test.{ts,tsx}';

/** jsdom, the React plugin and the setup file, for the files `include` names. */
export const webProject = (name: string, test: { include: string[]; exclude?: string[]; pool?: 'threads'; isolate?: boolean }) => ({
  root: repoRoot,
  plugins: [react()],
  test: { name, environment: 'jsdom' as const, setupFiles: ['web/src/testing/setup-tests.ts'], restoreMocks: true, ...test },
});

export default defineConfig(webProject('web', { include: [WEB_TESTS] }));
