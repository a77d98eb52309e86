// How the local gateway delivers the built SPA, as CloudFront does on AWS: each text file as the
// brotli or gzip copy the build made, whichever the browser accepts (the same bytes once decoded),
// hashed assets kept for a year, index.html and config.json revalidated at every load.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { WEB_DIST_DIR } from '#infra/paths.ts';
import { SPA_CACHE_CONTROL } from '#infra/spa-caching.ts';
import { rawRequest } from './fixtures/raw-http.ts';

const ASSETS = join(WEB_DIST_DIR, 'assets');
/** The largest script of the build: the one compression matters most for. */
const largestScript = () =>
  readdirSync(ASSETS)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, bytes: readFileSync(join(ASSETS, name)) }))
    .sort((a, b) => b.bytes.length - a.bytes.length)[0];

describe('the SPA, compressed', () => {
  it('sends brotli to a browser that accepts it, whatever order the header lists it in', async () => {
    const script = largestScript();
    const answer = await rawRequest({ path: `/assets/${script.name}`, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });

    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length);
    expect(brotliDecompressSync(answer.bytes).equals(script.bytes)).toBe(true);
    expect(answer.bytes.length).toBeLessThan(script.bytes.length / 3);
  });

  it('sends gzip when brotli is not accepted, and the file itself when nothing is', async () => {
    const script = largestScript();
    const gzip = await rawRequest({ path: `/assets/${script.name}`, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    const plain = await rawRequest({ path: `/assets/${script.name}` });
    const refused = await rawRequest({ path: `/assets/${script.name}`, headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });

    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).equals(script.bytes)).toBe(true);
    for (const answer of [plain, refused]) {
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.bytes.equals(script.bytes)).toBe(true);
    }
  });

  it('sends a file too small to gain from compression as it is', async () => {
    const small = readdirSync(ASSETS).find((name) => name.endsWith('.js') && readFileSync(join(ASSETS, name)).length < 1024)!;
    const answer = await rawRequest({ path: `/assets/${small}`, headers: { 'accept-encoding': 'br, gzip' } });

    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.bytes.equals(readFileSync(join(ASSETS, small)))).toBe(true);
  });
});

describe('caching', () => {
  it('keeps hashed assets for a year', async () => {
    const answer = await rawRequest({ path: `/assets/${largestScript().name}`, headers: { 'accept-encoding': 'br' } });
    expect(answer.headers['cache-control']).toBe(SPA_CACHE_CONTROL.hashedAsset);
    expect(SPA_CACHE_CONTROL.hashedAsset).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html (at any client path) and config.json at every load', async () => {
    for (const path of ['/', '/login', '/dashboards/abc', '/index.html', '/config.json']) {
      const answer = await rawRequest({ path, headers: { 'accept-encoding': 'br, gzip' } });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
    }
  });
});
