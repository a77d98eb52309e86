// Loaded before every web test file (web/vitest.config.ts) and by the test wrapper.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { toaster } from '#web/components/ui/toaster-store.ts';
import { earlyDashboards } from '#web/features/dashboards/api/early-dashboards.ts';
import { cancelRefresh } from '#web/lib/auth/session.ts';
import { sessionStore } from '#web/lib/auth/session-store.ts';
import { takeContractBreaches } from './fake-api.ts';
import { PATIENCE } from './patience.ts';

// A screen that mounts the whole app (router, lazy chunks, deferred renders) may take more than the
// default second on a loaded 2-core machine (see PATIENCE).
configure({ asyncUtilTimeout: PATIENCE.timeout });

afterEach(() => {
  const breaches = takeContractBreaches();
  cleanup();
  // The modules are shared by a worker's test files: the app's state must not outlive its test.
  sessionStore.reset();
  cancelRefresh();
  earlyDashboards.reset();
  // Notices stay in the toast store once their view is gone (24 of them and new ones wait unseen).
  toaster.remove();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The page as a new document has it: the title and the theme's variables on <html> are the app's
  // (use-page-arrival.ts, useBrandTheme), kept after a test's screen is gone.
  document.title = '';
  document.documentElement.removeAttribute('style');
  // A fake answer the API could never give makes the test's outcome meaningless.
  expect(breaches, 'fake answers that break the response contract').toEqual([]);
});
