// The local stack's cloud assembly: synthesized like `cdk synth -c stage=<stage>`, once per source
// fingerprint. Each fingerprint gets a folder of its own under .build/assemblies, written under a
// temporary name and renamed into place, so two processes starting at once (npm start, a test lane)
// never read half an assembly; the newest few are kept.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../paths.ts';
import { sourceHash } from './source-hash.ts';

export const ASSEMBLIES_DIR = join(REPO_ROOT, '.build', 'assemblies');
const KEEP = 3;

export interface LocalAssemblyDir {
  dir: string;
  stage: string;
  /** Whether this call synthesized it (false: an unchanged tree reused the last one). */
  synthesized: boolean;
  seconds: number;
}

export async function ensureLocalAssembly(options: { stage?: string; log?: (line: string) => void } = {}): Promise<LocalAssemblyDir> {
  const stage = options.stage ?? 'local';
  const started = performance.now();
  const dir = join(ASSEMBLIES_DIR, `${stage}-${sourceHash(stage)}`);
  const seconds = () => (performance.now() - started) / 1000;
  if (existsSync(join(dir, 'manifest.json'))) return { dir, stage, synthesized: false, seconds: seconds() };

  options.log?.(`Synthesizing the ${stage} stack (cdk synth: the functions' bundles, the template)…`);
  mkdirSync(ASSEMBLIES_DIR, { recursive: true });
  const temporary = `${dir}.tmp-${process.pid}-${Date.now()}`;
  const web = join(temporary, '.web-placeholder');
  mkdirSync(web, { recursive: true });
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Portal</title>');
  try {
    await runSynth(temporary, stage, web);
    try {
      renameSync(temporary, dir);
    } catch (error) {
      // Another process renamed the same fingerprint first: its assembly is this one.
      if (!existsSync(join(dir, 'manifest.json'))) throw error;
    }
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
  pruneOld(dir);
  return { dir, stage, synthesized: true, seconds: seconds() };
}

function runSynth(outdir: string, stage: string, webDir: string): Promise<void> {
  const script = join(REPO_ROOT, 'infra', 'local', 'cloud-assembly', 'synth-child.ts');
  return new Promise((resolve, reject) => {
    const output: Buffer[] = [];
    const child = spawn(process.execPath, ['--import', 'tsx', script, outdir, stage, webDir], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`cdk synth of the ${stage} stage failed (code ${code}):\n${Buffer.concat(output).toString()}`)),
    );
  });
}

/** A synth's temporary folder this old was left by a process that died: no synth takes an hour. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/** Keeps the newest assemblies (one may serve a stack still running) and removes the rest. */
function pruneOld(current: string): void {
  const paths = readdirSync(ASSEMBLIES_DIR).map((name) => join(ASSEMBLIES_DIR, name));
  const abandoned = paths.filter((path) => path.includes('.tmp-') && Date.now() - statSync(path).mtimeMs > ABANDONED_AFTER_MS);
  const older = paths
    .filter((path) => !path.includes('.tmp-') && path !== current)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .slice(KEEP - 1);
  for (const old of [...abandoned, ...older]) rmSync(old, { recursive: true, force: true });
}
