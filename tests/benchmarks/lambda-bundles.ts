// `npm run bench:lambdas`: for each resource's Lambda, the minified bundle size (built with the
// construct's own esbuild options) and the module initialisation time in fresh Node 22 processes,
// against the aims. Reports only; the size budget is enforced by tests/infra/lambda-bundle-size.test.ts.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ENV } from '#shared/constants.ts';
import { RESOURCES } from '#shared/routes.ts';
import { REPO_ROOT } from '#infra/paths.ts';
import { bundleLambda, LAMBDA_AIMS, type LambdaBundle } from './bundle-lambda.ts';

const RUNS = 15;

/** Node 22 as Lambda runs it: this process if it is 22, else the node@22 devDependency's binary. */
function node22(): string {
  if (process.versions.node.startsWith('22.')) return process.execPath;
  const local = join(REPO_ROOT, 'node_modules', 'node', 'bin', 'node');
  if (existsSync(local)) return local;
  throw new Error(`Node 22 not found (running ${process.version}); run through npm so node@22 is on PATH`);
}

/** The variables a deployed function has, with made-up values: initialisation must not call AWS. */
const LAMBDA_LIKE_ENV = {
  AWS_REGION: 'sa-east-1',
  AWS_ACCESS_KEY_ID: 'benchmark',
  AWS_SECRET_ACCESS_KEY: 'benchmark',
  [ENV.tableName]: 'portal-benchmark',
  [ENV.uploadsBucket]: 'portal-benchmark-uploads',
  [ENV.uploadsBaseUrl]: 'https://portal.example/uploads',
  [ENV.userPoolId]: 'sa-east-1_benchmark',
  [ENV.userPoolClientId]: 'benchmarkclient',
};

/** Milliseconds to import the bundle, measured inside a brand-new process (nothing cached, nothing warm). */
function initialisationMs(node: string, bundle: string): number {
  const script = `const t0 = performance.now(); await import(${JSON.stringify(pathToFileURL(bundle).href)}); console.log(performance.now() - t0);`;
  const output = execFileSync(node, ['--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH, ...LAMBDA_LIKE_ENV },
    encoding: 'utf8',
  });
  return Number(output.trim().split('\n').at(-1));
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const kb = (bytes: number) => bytes / 1024;
const mark = (ok: boolean) => (ok ? 'ok  ' : 'OVER');

async function main(): Promise<void> {
  const node = node22();
  const outdir = mkdtempSync(join(tmpdir(), 'portal-lambda-bench-'));
  console.log(
    `Bundling ${RESOURCES.length} Lambdas into ${outdir}; ${RUNS} fresh ${execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()} processes each.\n`,
  );

  const rows: { bundle: LambdaBundle; initMs: number }[] = [];
  for (const resource of RESOURCES) {
    const bundle = await bundleLambda(resource, outdir);
    const times = Array.from({ length: RUNS }, () => initialisationMs(node, bundle.file));
    rows.push({ bundle, initMs: median(times) });
  }

  console.log(
    `${'function'.padEnd(12)} ${'size KB'.padStart(8)}  aim ${LAMBDA_AIMS.bundleKb}   ${'init ms (median)'.padStart(16)}  aim ${LAMBDA_AIMS.initMs}`,
  );
  for (const { bundle, initMs } of rows) {
    const size = kb(bundle.bytes);
    console.log(
      `${bundle.resource.padEnd(12)} ${size.toFixed(1).padStart(8)}  ${mark(size <= LAMBDA_AIMS.bundleKb)}     ${initMs.toFixed(1).padStart(16)}  ${mark(initMs <= LAMBDA_AIMS.initMs)}`,
    );
  }

  console.log('\nLargest contributors (KB in the minified output):');
  for (const { bundle } of rows) {
    const top = bundle.largestInputs.slice(0, 5).map(({ name, bytes }) => `${name} ${kb(bytes).toFixed(0)}`);
    console.log(`  ${bundle.resource.padEnd(12)} ${top.join(', ')}`);
  }
}

await main();
