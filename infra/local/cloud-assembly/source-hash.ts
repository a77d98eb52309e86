// The fingerprint of everything a synthesis reads: the CDK app, the functions it bundles, the shared
// code, the lockfile and configs, and the stage. An unchanged tree has the same fingerprint, so the
// local stack reuses its assembly instead of synthesizing again (hashing takes milliseconds).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from '../../paths.ts';

/** Folders and files a synthesis reads. infra/local is the local stack itself, never part of the assembly. */
const SOURCES = ['infra', 'functions', 'shared', 'package.json', 'package-lock.json', 'cdk.json', 'tsconfig.json'];
const EXCLUDED_DIRS = new Set([join(REPO_ROOT, 'infra', 'local'), join(REPO_ROOT, 'node_modules')]);
const isSource = (name: string) => /\.(?:[cm]?[jt]s|json)$/.test(name) && !/\.test\.[cm]?[jt]s$/.test(name);

function filesUnder(path: string): string[] {
  if (EXCLUDED_DIRS.has(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => {
      const child = join(path, name);
      return statSync(child).isDirectory() ? filesUnder(child) : isSource(name) ? [child] : [];
    });
}

export function sourceHash(stage: string): string {
  const hash = createHash('sha256').update(`stage=${stage}\n`);
  for (const file of SOURCES.flatMap((source) => filesUnder(join(REPO_ROOT, source)))) {
    hash.update(`${relative(REPO_ROOT, file)}\n`).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}
