// The web's structural rules, checked on every test run (no linter in this project yet):
// kebab-case file names, features that do not import each other, layers that only import downwards,
// files kept short, and no token storage in web storage.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const MAX_LINES = 300;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.(ts|tsx)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

const files = sourceFiles(SRC).map((path) => ({ path, rel: relative(SRC, path), text: readFileSync(path, 'utf8') }));
const isTest = (rel: string) => /\.test\.tsx?$/.test(rel) || rel.startsWith('testing/');

/** Relative imports of a file, resolved to paths under src/ (outside src/ → starts with '..'). */
function localImports(file: (typeof files)[number]): string[] {
  return [...file.text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)].map(([, spec]) =>
    relative(SRC, resolve(dirname(file.path), spec)),
  );
}

const layerOf = (rel: string) => rel.split('/')[0];
const featureOf = (rel: string) => (rel.startsWith('features/') ? rel.split('/')[1] : undefined);

describe('web architecture', () => {
  it('names files in kebab-case', () => {
    const bad = files.map((f) => f.rel.split('/').pop()!).filter((name) => !/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z]+)*$/.test(name));
    expect(bad).toEqual([]);
  });

  it('keeps features from importing each other', () => {
    const crossings = files.flatMap((file) => {
      const own = featureOf(file.rel);
      return localImports(file)
        .filter((target) => featureOf(target) && own && featureOf(target) !== own)
        .map((target) => `${file.rel} → ${target}`);
    });
    expect(crossings).toEqual([]);
  });

  it('imports only downwards: app → features → components → lib', () => {
    const rank: Record<string, number> = { lib: 0, components: 1, features: 2, app: 3 };
    const upwards = files
      .filter((file) => !isTest(file.rel) && layerOf(file.rel) in rank)
      .flatMap((file) =>
        localImports(file)
          .filter((target) => layerOf(target) in rank && rank[layerOf(target)] > rank[layerOf(file.rel)])
          .map((target) => `${file.rel} → ${target}`),
      );
    expect(upwards).toEqual([]);
  });

  it(`keeps files under ${MAX_LINES} lines`, () => {
    const long = files.filter((file) => file.text.split('\n').length > MAX_LINES).map((file) => file.rel);
    expect(long).toEqual([]);
  });

  it('never touches web storage (the access token lives in memory only)', () => {
    const users = files.filter((file) => !isTest(file.rel) && /\b(localStorage|sessionStorage)\b/.test(file.text.replace(/\/\/.*$/gm, '')));
    expect(users.map((file) => file.rel)).toEqual([]);
  });
});
