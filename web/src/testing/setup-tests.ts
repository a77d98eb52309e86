// Loaded before every web test file (web/vitest.config.ts) and by the test wrapper.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { sessionStore } from '#web/lib/auth/session-store.ts';
import { takeContractBreaches } from './fake-api.ts';
import { PATIENCE } from './patience.ts';

// A screen that mounts the whole app (router, lazy chunks, deferred renders) may take more than the
// default second on a loaded 2-core machine (see PATIENCE).
configure({ asyncUtilTimeout: PATIENCE.timeout });

afterEach(() => {
  const breaches = takeContractBreaches();
  cleanup();
  sessionStore.reset();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // A fake answer the API could never give makes the test's outcome meaningless.
  expect(breaches, 'fake answers that break the response contract').toEqual([]);
});
