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
  },
});
