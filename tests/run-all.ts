// `npm test`: the static checks (lint, import rules, format, types) side by side, then makes sure what the suite
// needs is here (Chromium, the built SPA), runs every vitest project, and closes with one summary line
// in which each static check counts as one test. `npm test -- --skip-static` leaves the static checks
// out; every other argument goes to vitest (`npm test -- --project unit`).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildWebIfNeeded } from '#infra/local/web-build.ts';
import { REPO_ROOT } from '#infra/paths.ts';
import { findChromium } from '#tests/support/chromium.ts';

/** package.json scripts, run side by side before the tests (2 cores: ~35 s in all, typecheck the longest). */
const STATIC_CHECKS = ['lint:code', 'lint:deps', 'format:check', 'typecheck'] as const;

interface CheckResult {
  name: string;
  ok: boolean;
  seconds: number;
  output: string;
}

function runScript(name: string): Promise<CheckResult> {
  const started = performance.now();
  // Under `npm test`, npm_execpath is npm's own CLI: run it with this Node rather than whichever npm is first on PATH.
  const npm = process.env.npm_execpath;
  const [command, args] = npm ? [process.execPath, [npm, 'run', '--silent', name]] : ['npm', ['run', '--silent', name]];
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(command, args, { cwd: REPO_ROOT, env: process.env });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = (ok: boolean, extra = '') =>
      resolve({ name, ok, seconds: (performance.now() - started) / 1000, output: Buffer.concat(chunks).toString() + extra });
    child.on('error', (error) => done(false, String(error)));
    child.on('close', (code) => done(code === 0));
  });
}

async function runStaticChecks(): Promise<CheckResult[]> {
  console.log(`Static checks: ${STATIC_CHECKS.join(', ')}…`);
  const results = await Promise.all(STATIC_CHECKS.map(runScript));
  for (const result of results.filter((check) => !check.ok)) {
    console.log(`\n── npm run ${result.name} failed ──\n${result.output.trimEnd()}`);
  }
  console.log(results.map((check) => `${check.name} ${check.ok ? 'ok' : 'FAILED'} (${check.seconds.toFixed(1)} s)`).join(', '));
  return results;
}

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

const skipStatic = process.argv.includes('--skip-static');
const vitestArgs = process.argv.slice(2).filter((arg) => arg !== '--skip-static');

const checks = skipStatic ? [] : await runStaticChecks();

ensureChromium();
buildWebIfNeeded();

const reportDir = join(REPO_ROOT, '.build');
mkdirSync(reportDir, { recursive: true });
const reportFile = join(reportDir, 'vitest-report.json');
// A report left by an earlier run must not stand in for this one's.
rmSync(reportFile, { force: true });
const vitest = join(REPO_ROOT, 'node_modules/vitest/vitest.mjs');
const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`];
const result = spawnSync(process.execPath, [vitest, 'run', ...reporters, ...vitestArgs], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: { ...process.env, PORTAL_SILENT_LOGS: '1' },
});

const staticPassed = checks.filter((check) => check.ok).length;
const staticFailed = checks.length - staticPassed;
if (checks.length) console.log(`Static checks: ${checks.map((check) => `${check.name} ${check.ok ? 'ok' : 'FAILED'}`).join(', ')}`);
if (existsSync(reportFile)) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number };
  const [passed, failed] = [report.numPassedTests + staticPassed, report.numFailedTests + staticFailed];
  console.log(`${passed} passed, ${failed} failed, ${report.numPendingTests} skipped`);
} else {
  // vitest ended without a report (it could not start): count that as one failure, so the line still tells.
  console.log(`${staticPassed} passed, ${staticFailed + 1} failed, 0 skipped`);
}
process.exit(staticFailed === 0 && result.status === 0 ? 0 : 1);
