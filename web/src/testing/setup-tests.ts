// Loaded before every web test file (web/vitest.config.ts) and by the test wrapper.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { sessionStore } from '#web/lib/auth/session-store.ts';

afterEach(() => {
  cleanup();
  sessionStore.reset();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
