import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA is built from `web/` into `web/dist`; the local gateway and CloudFront serve it with
// `/config.json` beside it, so nothing environment-specific is baked into the bundle.
const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by `bundle-report.ts` to measure what each route needs.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Chakra's layout primitives are shared by nearly every lazy screen; left to automatic
              // splitting they become a dozen chunks of a few hundred bytes that every route fetches
              // one by one. One shared chunk instead (measured: −1.3 KB gzipped on login, −2 KB on the
              // dashboard list; `npm run bench:web`).
              name: 'chakra-basics',
              minShareCount: 2,
              test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](components[\\/](box|flex|stack|button|heading|link|image|icon-button|text)|styled-system[\\/](create-recipe-context|create-split-props))/,
            },
          ],
        },
      },
    },
  },
});
