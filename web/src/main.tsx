import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { bootstrapSession } from './lib/auth/session.ts';
import { loadRuntimeConfig } from './lib/runtime-config.ts';
import { AppProvider } from './app/provider.tsx';
import { createAppRouter } from './app/router.tsx';

// The app starts only where its host element exists.
const host = document.getElementById('root');
if (host) void start(host);

async function start(element: HTMLElement): Promise<void> {
  // The refresh cookie is checked at once, in parallel with the config: a reload keeps the session.
  void bootstrapSession();
  // Created before the config arrives: the router starts loading the current screen's chunks at once.
  const router = createAppRouter();
  try {
    await loadRuntimeConfig();
  } catch (error) {
    console.error('Error in loading the runtime config', error);
    return;
  }
  createRoot(element).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}
