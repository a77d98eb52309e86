// Loaded before every web test file (web/vitest.config.ts) and by the test wrapper.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { toaster } from '#web/components/ui/toaster-store.ts';
import { sessionStore } from '#web/lib/auth/session-store.ts';

// A screen that mounts the whole app (router, lazy chunks, deferred renders) may take more than the
// default second on a loaded 2-core machine: waiting longer changes no outcome, only the patience.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  sessionStore.reset();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Most files share one jsdom per worker (vitest.config.ts): what a test leaves in the page goes too.
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.documentElement.removeAttribute('style');
  document.title = '';
  // A selection left behind makes a table row ignore its click (table-region.tsx); a notice would stay on.
  window.getSelection()?.removeAllRanges();
  toaster.remove();
});
