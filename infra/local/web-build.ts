// Builds the SPA when its build is missing or older than its sources, so `npm start` always serves
// the current code without rebuilding on every start.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, WEB_DIST_DIR } from '../paths.ts';

const SOURCES = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/precompress.ts', 'web/early-start.ts', 'shared', 'package-lock.json'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newestChange(join(path, name))), stat.mtimeMs);
}

export function webBuildIsCurrent(): boolean {
  const index = join(WEB_DIST_DIR, 'index.html');
  if (!existsSync(index)) return false;
  const built = statSync(index).mtimeMs;
  return SOURCES.every((source) => newestChange(join(REPO_ROOT, source)) <= built);
}

/** Vite's production build of the SPA, as a command line. */
function viteBuild() {
  return {
    command: process.execPath,
    args: [join(REPO_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'],
    options: {
      cwd: REPO_ROOT,
      stdio: 'inherit' as const,
      // Always the production build: test runners set NODE_ENV=test, which would make Vite build React's
      // development bundle (larger, StrictMode double effects) and measure the wrong thing.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  };
}

export function buildWebIfNeeded(log: (line: string) => void = console.log): void {
  if (webBuildIsCurrent()) return;
  log('Building the web app (vite)…');
  const { command, args, options } = viteBuild();
  execFileSync(command, args, options);
}

/** The same build without blocking, for a caller with other work meanwhile (`npm test`'s static checks). */
export function buildWebInBackground(log: (line: string) => void = console.log): Promise<void> {
  if (webBuildIsCurrent()) return Promise.resolve();
  log('Building the web app (vite)…');
  const { command, args, options } = viteBuild();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, options);
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`the web build ended with code ${code}`))));
  });
}
