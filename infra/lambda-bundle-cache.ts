// Bundles a portal Lambda with esbuild's own API (no process per function) and keeps each bundle with
// the list of the project files it was built from and their content hashes. A synth whose function
// inputs did not change copies the kept bundle instead of bundling again, so after an edit only the
// functions that include the edited file are rebuilt. Dependencies are covered by the lockfile's hash.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { buildSync, version as esbuildVersion } from 'esbuild';
import { esbuildOptions } from './lambda-bundling.ts';
import { LOCK_FILE, REPO_ROOT } from './paths.ts';

const CACHE_DIR = join(REPO_ROOT, '.build', 'lambda-bundles');

interface CachedInputs {
  /** Project file (relative to the repository) → sha256 of its content when the bundle was built. */
  inputs: Record<string, string>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Writes the bundle of `entry` to `outfile`; answers whether it was built (false: the kept one was current). */
export function bundleLambda(entry: string, outfile: string): boolean {
  const key = sha256(
    JSON.stringify({
      entry: relative(REPO_ROOT, entry),
      options: esbuildOptions('', ''),
      esbuildVersion,
      lock: sha256(readFileSync(LOCK_FILE)),
    }),
  );
  const kept = join(CACHE_DIR, key);
  if (isCurrent(kept)) {
    mkdirSync(dirname(outfile), { recursive: true });
    copyFileSync(join(kept, 'index.mjs'), outfile);
    return false;
  }
  const started = Date.now();
  const result = buildSync({ ...esbuildOptions(entry, outfile), absWorkingDir: REPO_ROOT, metafile: true });
  const inputs: Record<string, string> = {};
  let editedMeanwhile = false;
  for (const input of Object.keys(result.metafile.inputs)) {
    if (input.includes('node_modules/')) continue;
    const path = resolve(REPO_ROOT, input);
    inputs[relative(REPO_ROOT, path)] = sha256(readFileSync(path));
    // The hashes are read after the build: a file saved during it would pair its new hash with a bundle
    // of its old content, kept as current for good. Such a bundle is used once, never kept.
    editedMeanwhile ||= statSync(path).mtimeMs >= started - 1000;
  }
  if (!editedMeanwhile) keep(kept, outfile, { inputs });
  return true;
}

function isCurrent(kept: string): boolean {
  const listFile = join(kept, 'inputs.json');
  if (!existsSync(listFile) || !existsSync(join(kept, 'index.mjs'))) return false;
  const { inputs } = JSON.parse(readFileSync(listFile, 'utf8')) as CachedInputs;
  return Object.entries(inputs).every(([file, hash]) => {
    const path = join(REPO_ROOT, file);
    return existsSync(path) && sha256(readFileSync(path)) === hash;
  });
}

/** Written under a temporary name and renamed, so a synth running beside this one never reads half of it. */
function keep(kept: string, outfile: string, inputs: CachedInputs): void {
  const temporary = `${kept}.tmp-${process.pid}-${Date.now()}`;
  mkdirSync(temporary, { recursive: true });
  copyFileSync(outfile, join(temporary, 'index.mjs'));
  writeFileSync(join(temporary, 'inputs.json'), JSON.stringify(inputs));
  rmSync(kept, { recursive: true, force: true });
  try {
    renameSync(temporary, kept);
  } catch {
    // Another synth kept the same bundle first: theirs is as good.
    rmSync(temporary, { recursive: true, force: true });
  }
}
