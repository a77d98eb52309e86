import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { runtimeConfigReady } from './lib/runtime-config.ts';
import { portalSystem } from './lib/theme.ts';
import { AppProvider } from './app/provider.tsx';
import { createAppRouter } from './app/router.tsx';

// The app starts only where its host element exists.
const host = document.getElementById('root');
if (host) void start(host);

async function start(element: HTMLElement): Promise<void> {
  // boot.ts, the page's first script, has asked for the session and the config already.
  // Created before the config arrives: the router starts loading the current screen's chunks at once.
  const router = createAppRouter();
  // The theme's system (the heaviest part of the start) is built in a task of its own while the network answers.
  setTimeout(portalSystem, 0);
  await runtimeConfigReady;
  const root = createRoot(element);
  // A transition: the first render yields to the browser every few milliseconds instead of holding
  // the main thread until the whole page is built.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );
}
