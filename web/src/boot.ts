// The page's first script, small and on its own (web/early-start.ts puts it before the app's bundle in
// index.html): it starts the round trips the first screen waits for (the session's refresh, the config
// and, on the dashboard list, the list and its first previews) while the browser is still downloading
// React and Chakra, instead of after.
import { href } from '#web/lib/client-routes.ts';
import { earlyDashboards } from '#web/features/dashboards/api/early-dashboards.ts';
import { filtersFromSearch } from '#web/features/dashboards/utils/list-search-params.ts';
import { bootstrapSession } from './lib/auth/session.ts';
import './lib/opening-search.ts';
import { loadRuntimeConfig } from './lib/runtime-config.ts';

void bootstrapSession();
loadRuntimeConfig().catch((error: unknown) => console.error('Error in loading the runtime config', error));
if (window.location.pathname === href('dashboard-list'))
  earlyDashboards.prefetch(filtersFromSearch(new URLSearchParams(window.location.search)));
