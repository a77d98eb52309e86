// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, once, at the
// highest levels (too slow to do per request): the local gateway sends the one the browser accepts.
// On AWS, CloudFront compresses the same files itself (`compress: true`), so these copies stay local.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Extensions worth compressing (images and fonts are compressed already). */
export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.map']);
/** The suffix of the copy written for each encoding, most compact first. */
export const PRECOMPRESSED_SUFFIX = { br: '.br', gzip: '.gz' } as const;
/** Below this size, compression saves less than its headers cost. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export function precompressBuild(outDir: string): void {
  for (const file of filesUnder(outDir)) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(`${file}${PRECOMPRESSED_SUFFIX.br}`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}${PRECOMPRESSED_SUFFIX.gzip}`, gzipSync(content, { level: 9 }));
  }
}

/** The Vite plugin: compresses the written build. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressBuild(outDir);
    },
  };
}
