import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { earlyStart } from './early-start.ts';
import { precompress } from './precompress.ts';

// The SPA is built from `web/` into `web/dist`; the local gateway and CloudFront serve it with
// `/config.json` beside it, so nothing environment-specific is baked into the bundle.
const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** The lazy chunks a visit can start on: the session guard, the viewer's two screens and the login screens. */
const FIRST_SCREENS = /(^|\/)(protected-layout|dashboard-list-page|dashboard-show-page|login-page|forgot-password-page)-/;

export default defineConfig({
  root: webRoot,
  plugins: [react(), earlyStart(webRoot), precompress()],
  resolve: {
    alias: [
      {
        // recharts (the insights chart's lazy chunk) asks for the pre-React-18 shim of
        // useSyncExternalStore, which swr in the entry also uses: shared, it became a chunk of its own on
        // every route. React 19 has the hook: the plain selector module needs no shim.
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by `bundle-report.ts` to measure what each route needs.
    manifest: true,
    // The router's entry lists, for each lazy screen, the chunks to fetch beside it, and every route
    // downloads those lists. Only the screens a first visit lands on keep theirs (their imports would
    // otherwise arrive one level at a time); the other screens' chunks import their own dependencies,
    // one more round trip when they are first opened, and the lists leave every route's entry.
    modulePreload: {
      resolveDependencies: (chunk, dependencies) => (FIRST_SCREENS.test(chunk) ? dependencies : []),
    },
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What web/src/boot.ts needs to start the first round trips: on its own, so the page's first
              // script waits for none of React's or Chakra's chunks.
              name: 'early',
              test: new RegExp(
                [
                  String.raw`web[\/]src[\/](boot|lib[\/](auth[\/](session|session-store|auth-api)|runtime-config|api-client|api-error|http|route-request|client-routes))\.ts`,
                  String.raw`web[\/]src[\/]features[\/]dashboards[\/](api[\/]early-dashboards|utils[\/]list-search-params)\.ts`,
                  String.raw`shared[\/](routes|constants|access)\.ts`,
                ].join('|'),
              ),
            },
            {
              // The data layer and the session's sign-in and sign-out: the login page and the session guard
              // both use them; one chunk instead of three small ones on each of those routes.
              name: 'data',
              includeDependenciesRecursively: false,
              test: /web[/\\]src[/\\]lib[/\\](data[/\\](route-key|route-hooks)|auth[/\\](session-reads|use-session-actions|use-session))\.ts/,
            },
            {
              // The notices' store and the hook that shows them: every screen that saves something uses
              // both; one chunk instead of two small ones.
              name: 'notices',
              includeDependenciesRecursively: false,
              test: /web[/\\]src[/\\]components[/\\](ui[/\\]toaster-store|snackbar[/\\]use-snackbar)\.ts/,
            },
            {
              // Chakra's layout primitives and the small anatomy modules that the shell, the dashboard
              // list and the lazy admin screens all share. Left to automatic splitting they become a few
              // dozen chunks of a few hundred bytes that every route fetches one by one, and each new
              // screen reshuffles them; one shared chunk instead (measured with `npm run bench:web`).
              name: 'chakra-basics',
              minShareCount: 2,
              test: new RegExp(
                [
                  String.raw`@chakra-ui[\/]react[\/]dist[\/]esm[\/]components[\/](box|flex|stack|button|heading|link|image|icon-button|text|center|dialog|field|checkbox|native-select)[\/]`,
                  String.raw`@chakra-ui[\/]react[\/]dist[\/]esm[\/]styled-system[\/](create-recipe-context|create-split-props)`,
                  String.raw`@chakra-ui[\/]react[\/]dist[\/]esm[\/]anatomy`,
                  String.raw`@ark-ui[\/]react[\/]dist[\/]components[\/](dialog|field|checkbox)[\/][a-z-]*anatomy`,
                  // Not render-strategy: only the lazy tabbed panel uses it.
                  String.raw`@ark-ui[\/]react[\/]dist[\/]utils[\/](?!render-strategy)`,
                  String.raw`@zag-js[\/]anatomy`,
                ].join('|'),
              ),
            },
          ],
        },
      },
    },
  },
});
