// `npm test`: makes sure what the suite needs is here (Chromium, and the built SPA), runs the static
// checks (lint, import rules, format, types) and every vitest project (in two lanes: LANES below), all
// side by side, and closes with one summary line in which each static check counts as one test.
// `npm test -- --skip-static` leaves the static checks out; every other argument goes to vitest, in
// one process (`npm test -- --project unit`).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildWebInBackground } from '#infra/local/web-build.ts';
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
  console.log(results.map((check) => `${check.name} ${check.ok ? 'ok' : 'FAILED'} (${check.seconds.toFixed(1)} s)`).join(', '));
  return results;
}

/** A failed check's output, printed after the lanes' so that it is not lost among the tests'. */
function printFailedChecks(results: readonly CheckResult[]) {
  for (const result of results.filter((check) => !check.ok)) {
    console.log(`\n── npm run ${result.name} failed ──\n${result.output.trimEnd()}`);
  }
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

ensureChromium();
// Everything starts at once but the stack's lane, which serves the SPA and waits for its build. The stack's
// lane is the long pole (its files go one at a time, mostly waiting on the emulators and Chromium), so it
// starts as early as it can; the static checks and the other lane fill the cores meanwhile.
const webBuilt = buildWebInBackground();
const staticChecks: Promise<CheckResult[]> = skipStatic ? Promise.resolve([]) : runStaticChecks();

const reportDir = join(REPO_ROOT, '.build');
mkdirSync(reportDir, { recursive: true });
const vitest = join(REPO_ROOT, 'node_modules/vitest/vitest.mjs');

/**
 * The vitest projects in two lanes, run side by side. Vitest runs a project whose files go one at a time
 * (the stack's: they share one local stack) only after every other project, and with one worker on a
 * 2-core machine: in one process the whole suite went one file at a time. The stack's lane mostly waits
 * on the emulators and Chromium, so the other lane uses the time. Its output is kept in a file and
 * printed once both lanes are done, so the two never interleave.
 */
const LANES: readonly Lane[] = [
  { name: 'stack', projects: ['integration'], live: true, needsWebBuild: true },
  // `local` starts emulators and stacks of its own (own ports and folders), after this lane's other files.
  // One worker on 2 cores (vitest's default, one less than the cores): two made the web tests' waits
  // run out now and then beside the stack's lane, for about a minute less in all.
  { name: 'isolated', projects: ['infra', 'unit', 'web', 'local'], live: false, needsWebBuild: false },
];

interface Lane {
  name: string;
  projects: readonly string[];
  live: boolean;
  /** The stack's tests serve web/dist; the others never read it (the synths use a placeholder page). */
  needsWebBuild: boolean;
}

interface LaneResult {
  lane: Lane;
  ok: boolean;
  reportFile: string;
  logFile?: string;
}

/** Every project of vitest.config.ts is in exactly one lane: a project added to the config and not here would never run. */
async function checkLanes(): Promise<void> {
  const { default: config } = await import('../vitest.config.ts');
  const configured = (config.test?.projects ?? []).map((project) =>
    typeof project === 'object' && 'test' in project ? project.test?.name : undefined,
  );
  const inLanes = LANES.flatMap((lane) => lane.projects);
  if (JSON.stringify([...configured].sort()) !== JSON.stringify([...inLanes].sort())) {
    console.error(`tests/run-all.ts: the lanes (${inLanes.join(', ')}) do not match vitest.config.ts's projects (${configured.join(', ')}).`);
    process.exit(1);
  }
}

function runVitest(lane: Lane, args: readonly string[]): Promise<LaneResult> {
  const reportFile = join(reportDir, `vitest-report-${lane.name}.json`);
  const logFile = lane.live ? undefined : join(reportDir, `vitest-${lane.name}.log`);
  // A report left by an earlier run must not stand in for this one's.
  rmSync(reportFile, { force: true });
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`];
  const output = logFile ? openSync(logFile, 'w') : 'inherit';
  const child = spawn(process.execPath, [vitest, 'run', ...reporters, ...args], {
    cwd: REPO_ROOT,
    stdio: ['ignore', output, output],
    env: { ...process.env, ...(logFile ? { FORCE_COLOR: '1' } : {}) },
  });
  return new Promise((resolve) => {
    child.on('error', () => resolve({ lane, ok: false, reportFile, logFile }));
    child.on('close', (code) => resolve({ lane, ok: code === 0, reportFile, logFile }));
  });
}

// Arguments for vitest (a project, a file): one process, as asked. None: the whole suite, in its lanes.
let lanes: LaneResult[];
if (vitestArgs.length) {
  await webBuilt;
  lanes = [await runVitest({ name: 'asked', projects: [], live: true, needsWebBuild: true }, vitestArgs)];
} else {
  await checkLanes();
  lanes = await Promise.all(
    LANES.map(async (lane) => {
      if (lane.needsWebBuild) await webBuilt;
      return runVitest(
        lane,
        lane.projects.flatMap((project) => ['--project', project]),
      );
    }),
  );
}
const checks = await staticChecks;
for (const { lane, logFile } of lanes) {
  if (!logFile) continue;
  console.log(`\n── ${lane.projects.join(', ')} (also in ${logFile}) ──`);
  process.stdout.write(readFileSync(logFile, 'utf8'));
}

printFailedChecks(checks);
const staticPassed = checks.filter((check) => check.ok).length;
const staticFailed = checks.length - staticPassed;
if (checks.length) console.log(`Static checks: ${checks.map((check) => `${check.name} ${check.ok ? 'ok' : 'FAILED'}`).join(', ')}`);
const counts = { passed: staticPassed, failed: staticFailed, skipped: 0 };
for (const lane of lanes) {
  if (existsSync(lane.reportFile)) {
    const report = JSON.parse(readFileSync(lane.reportFile, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
    };
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests;
    // An error outside any test (an unhandled rejection) fails the lane with every test passed: count it, so the line tells.
    if (!lane.ok && report.numFailedTests === 0) {
      console.log(`The ${lane.lane.name} lane failed outside its tests (vitest's "Unhandled Errors" above).`);
      counts.failed += 1;
    }
  } else {
    // vitest ended without a report (it could not start): count that as one failure, so the line still tells.
    counts.failed += 1;
  }
}
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(staticFailed === 0 && lanes.every((lane) => lane.ok) ? 0 : 1);
