// `npm run bench:local-start`: how long `npm start` takes to serve, as a developer meets it.
//   1. an unchanged tree (the assembly reused, the demo already seeded): the usual start;
//   2. after a source change (one function's file edited): a synth that rebundles that function only;
//   3. the first call of a function (its worker started cold) against the next ones (warm).
// It runs the real `npm start` on free ports and a data folder of its own, waits for its "Portal running"
// line, and stops it with Ctrl-C (SIGINT), as a person would. The edited file is restored at the end.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '#infra/local/ports.ts';
import { REPO_ROOT } from '#infra/paths.ts';

const EDITED = join(REPO_ROOT, 'functions', 'bookmarks', 'manage.ts');
const ROUNDS = 3;

interface Start {
  seconds: number;
  url: string;
  synthesized: boolean;
  stop(): Promise<void>;
}

async function npmStart(dataDir: string): Promise<Start> {
  const env = {
    ...process.env,
    PORTAL_DATA_DIR: dataDir,
    PORT: String(await findFreePort()),
    DYNAMODB_PORT: String(await findFreePort()),
    S3_PORT: String(await findFreePort()),
    COGNITO_PORT: String(await findFreePort()),
  };
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'infra/local/start.ts')], { cwd: REPO_ROOT, env, detached: true });
  let output = '';
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Portal running at (\S+)/.exec(output);
      if (!ready) return;
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolve({
        seconds: (performance.now() - started) / 1000,
        url: ready[1],
        synthesized: /assembly synthesized now/.test(output),
        stop: async () => {
          process.kill(-child.pid!, 'SIGINT');
          await exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => reject(new Error(`npm start ended before it was ready:\n${output}`)));
  });
}

async function timed(work: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const answer = await work();
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`answered ${answer.status}`);
  return performance.now() - started;
}

/** The first calls of a fresh start: the auth function's (a sign-in), then the dashboards function's, cold and warm. */
async function firstCalls(url: string) {
  const post = () =>
    fetch(`${url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email: 'gestor@demo.local', password: 'Portal#2026' }),
    });
  const loginCold = await timed(post);
  const token = ((await (await post()).json()) as { accessToken: string }).accessToken;
  const list = () => fetch(`${url}/api/v1/dashboards`, { headers: { authorization: `Bearer ${token}` } });
  const listCold = await timed(list);
  const warm: number[] = [];
  for (let i = 0; i < 20; i++) warm.push(await timed(list));
  warm.sort((a, b) => a - b);
  return { loginCold, listCold, listWarmMedian: warm[Math.floor(warm.length / 2)] };
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-start-'));
const original = readFileSync(EDITED, 'utf8');
try {
  // The first start seeds the demo (and synthesizes if this tree is new): not what is measured.
  const first = await npmStart(dataDir);
  await first.stop();

  const unchanged: number[] = [];
  let calls;
  for (let i = 0; i < ROUNDS; i++) {
    const start = await npmStart(dataDir);
    if (start.synthesized) throw new Error('an unchanged tree synthesized again');
    unchanged.push(start.seconds);
    if (i === 0) calls = await firstCalls(start.url);
    await start.stop();
  }

  const changed: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    appendFileSync(EDITED, `\n// benchmark edit ${Date.now()}\n`);
    const start = await npmStart(dataDir);
    if (!start.synthesized) throw new Error('a changed tree did not synthesize');
    changed.push(start.seconds);
    await start.stop();
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const list = (values: number[]) => values.map((value) => value.toFixed(1)).join(', ');
  console.log(`npm start, unchanged tree:       median ${median(unchanged).toFixed(1)} s  (${list(unchanged)})`);
  console.log(`npm start, after a source change: median ${median(changed).toFixed(1)} s  (${list(changed)})`);
  console.log(`first sign-in (auth function cold):      ${calls!.loginCold.toFixed(0)} ms`);
  console.log(`first dashboard list (its function cold): ${calls!.listCold.toFixed(0)} ms`);
  console.log(`dashboard list, warm (median of 20):      ${calls!.listWarmMedian.toFixed(0)} ms`);
} finally {
  writeFileSync(EDITED, original);
  rmSync(dataDir, { recursive: true, force: true });
}
