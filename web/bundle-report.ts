// What each budgeted route makes the browser download: the entry chunk, the route's lazy chunks, and
// every chunk they import statically (transitively), gzipped. Reads Vite's `dist/.vite/manifest.json`
// (`build.manifest: true`). Used by the web-bundle benchmark and budget test; run directly to print:
//   npx vite build --config web/vite.config.ts && npx tsx web/bundle-report.ts [distDir]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The lazy route modules (paths relative to `web/`) each budgeted route loads besides the entry. */
export const BUDGETED_ROUTES = {
  login: ['src/features/auth/pages/login-page.tsx'],
  'dashboard-list': ['src/app/shell/protected-layout.tsx', 'src/features/dashboards/pages/dashboard-list-page.tsx'],
} as const;
export type BudgetedRoute = keyof typeof BUDGETED_ROUTES;

/** The budget of each route, gzipped. */
export const ROUTE_BUDGET_BYTES = 180 * 1024;

export interface RouteBundle {
  /** Output files (relative to distDir), entry first. */
  files: string[];
  /** Sum of the files' gzipped sizes. */
  gzipBytes: number;
  /** Sum of the files' raw sizes. */
  rawBytes: number;
}

export function measureRouteBundles(distDir: string): Record<BudgetedRoute, RouteBundle> {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error(`No entry chunk in ${distDir}/.vite/manifest.json`);

  const measure = (route: BudgetedRoute): RouteBundle => {
    const keys = new Set<string>();
    for (const key of [entryKey, ...BUDGETED_ROUTES[route]]) {
      if (!manifest[key]) throw new Error(`${key} is not a chunk of the build (is it still lazy-loaded?)`);
      collectStaticImports(manifest, key, keys);
    }
    const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
    const sizes = files.map((file) => {
      const content = readFileSync(join(distDir, file));
      return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
    });
    return {
      files,
      gzipBytes: sizes.reduce((sum, size) => sum + size.gzip, 0),
      rawBytes: sizes.reduce((sum, size) => sum + size.raw, 0),
    };
  };

  return { login: measure('login'), 'dashboard-list': measure('dashboard-list') };
}

/** The chunk and everything it imports statically, transitively (dynamic imports load later, on demand). */
function collectStaticImports(manifest: Manifest, key: string, into: Set<string>): void {
  if (into.has(key)) return;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) collectStaticImports(manifest, imported, into);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const distDir = process.argv[2] ?? fileURLToPath(new URL('./dist', import.meta.url));
  for (const [route, bundle] of Object.entries(measureRouteBundles(distDir))) {
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(`${route}: ${kb(bundle.gzipBytes)} gzipped (${kb(bundle.rawBytes)} raw) in ${bundle.files.length} files`);
  }
}
