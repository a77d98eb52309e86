// `npm run bench:web`: builds the SPA and prints the gzipped JavaScript each budgeted route needs.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT, WEB_DIST_DIR } from '#infra/paths.ts';
import { measureRouteBundles, ROUTE_BUDGET_BYTES } from '../../web/bundle-report.ts';

execFileSync(
  process.execPath,
  [join(REPO_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'],
  {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  },
);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`route            gzipped     raw        files   aim ${kb(ROUTE_BUDGET_BYTES)}`);
for (const [route, bundle] of Object.entries(measureRouteBundles(WEB_DIST_DIR))) {
  console.log(
    `${route.padEnd(16)} ${kb(bundle.gzipBytes).padEnd(11)} ${kb(bundle.rawBytes).padEnd(10)} ${String(bundle.files.length).padEnd(7)} ${bundle.gzipBytes <= ROUTE_BUDGET_BYTES ? 'ok' : 'OVER'}`,
  );
}
