import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleLambda } from './lambda-bundle-cache.ts';
import { REPO_ROOT } from './paths.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A one-line handler in a folder of the repository's own (the cache keys entries by their path in it). */
function handlerFile(name: string): string {
  mkdirSync(join(REPO_ROOT, '.build'), { recursive: true });
  dir = mkdtempSync(join(REPO_ROOT, '.build', 'bundle-cache-test-'));
  const entry = join(dir, `${name}.ts`);
  writeFileSync(entry, `export const handler = () => '${name}';\n`);
  return entry;
}

describe('bundleLambda', () => {
  it('builds once, then copies the kept bundle while its inputs are unchanged', () => {
    const entry = handlerFile('unchanged');
    const outfile = join(dir, 'out', 'index.mjs');
    utimesSync(entry, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    expect(bundleLambda(entry, outfile)).toBe(true);
    expect(bundleLambda(entry, outfile)).toBe(false);
  });

  it('keeps no bundle of a file saved while it was built: the next synth builds again', () => {
    const entry = handlerFile('edited');
    const outfile = join(dir, 'out', 'index.mjs');
    // Saved "during" the build: its time is after the build started.
    const later = new Date(Date.now() + 60_000);
    utimesSync(entry, later, later);
    expect(bundleLambda(entry, outfile)).toBe(true);
    expect(bundleLambda(entry, outfile)).toBe(true);
  });
});
