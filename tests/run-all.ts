// `npm test`: makes sure what the suite needs is here (Chromium, the built SPA), then runs every
// vitest project and closes with one summary line.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../infra/paths.ts';
import { buildWebIfNeeded } from '../infra/local/web-build.ts';
import { findChromium } from './support/chromium.ts';

function ensureChromium() {
  if (findChromium()) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error('Chromium is missing: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH) and retry.');
    process.exit(1);
  }
  console.log('Installing Chromium for the end-to-end tests (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (!findChromium()) {
    console.error('Chromium could not be installed; the end-to-end tests need it.');
    process.exit(1);
  }
}

ensureChromium();
buildWebIfNeeded();

const reportDir = join(REPO_ROOT, '.build');
mkdirSync(reportDir, { recursive: true });
const reportFile = join(reportDir, 'vitest-report.json');
const result = spawnSync(
  process.execPath,
  [join(REPO_ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...process.argv.slice(2)],
  { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, PORTAL_SILENT_LOGS: '1' } },
);

if (existsSync(reportFile)) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number };
  console.log(`${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`);
}
process.exit(result.status ?? 1);
