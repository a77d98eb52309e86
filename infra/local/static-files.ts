// Files the local gateway serves beside the API: the built SPA (history-mode fallback to index.html,
// as the CloudFront function does; never its hidden build files, such as Vite's .vite/manifest.json),
// the demo report pages (on their own host), and uploads read from the S3 emulator, one key at a time.
// The SPA's text files go out as the brotli or gzip copy the build made, whichever the browser accepts.
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import Negotiator from 'negotiator';
import { COMPRESSIBLE, PRECOMPRESSED_SUFFIX } from '../../web/precompress.ts';
import { SPA_CACHE_CONTROL } from '../spa-caching.ts';
import { uploadContentDisposition } from '../security-headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

export const DEMO_REPORTS_DIR = fileURLToPath(new URL('./demo-reports/', import.meta.url));

/** A URL path (encoded or not) through a hidden file or folder (`.vite/`), or one that does not decode. */
function isHiddenPath(urlPath: string): boolean {
  try {
    return decodeURIComponent(urlPath)
      .split('/')
      .some((segment) => segment.startsWith('.'));
  } catch {
    return true;
  }
}

/** A file under `root` for a URL path, never outside it, never a hidden one. */
export function fileUnder(root: string, urlPath: string): string | undefined {
  if (isHiddenPath(urlPath)) return undefined;
  const decoded = decodeURIComponent(urlPath);
  const base = resolve(root);
  const target = normalize(join(base, decoded));
  if (target !== base && !target.startsWith(base + sep)) return undefined;
  return existsSync(target) && statSync(target).isFile() ? target : undefined;
}

/** Sends `file` (its type from its name); `bodyPath` is the bytes to send when they are a copy of it (compressed). */
export function sendFile(response: ServerResponse, file: string, headers: Record<string, string>, cacheControl: string, bodyPath = file) {
  response.writeHead(200, {
    ...headers,
    'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': cacheControl,
  });
  createReadStream(bodyPath).pipe(response);
}

/** The build's copy of `file` in an encoding `acceptEncoding` allows (brotli before gzip), if there is one. */
export function precompressedCopy(file: string, acceptEncoding: string | undefined): { path: string; encoding: string } | undefined {
  if (!acceptEncoding || !COMPRESSIBLE.has(extname(file).toLowerCase())) return undefined;
  // The encodings the browser allows (q > 0); among them the most compact wins, whatever the header's order.
  const allowed = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(Object.keys(PRECOMPRESSED_SUFFIX));
  for (const [encoding, suffix] of Object.entries(PRECOMPRESSED_SUFFIX)) {
    const path = `${file}${suffix}`;
    if (allowed.includes(encoding) && existsSync(path)) return { path, encoding };
  }
  return undefined;
}

/** A file of the SPA, compressed when the browser accepts it; the answer varies with Accept-Encoding. */
function sendBuildFile(response: ServerResponse, file: string, headers: Record<string, string>, cacheControl: string, acceptEncoding?: string) {
  const copy = precompressedCopy(file, acceptEncoding);
  const varying = { ...headers, vary: 'Accept-Encoding' };
  if (!copy) return sendFile(response, file, varying, cacheControl);
  const encoded = { ...varying, 'content-encoding': copy.encoding, 'content-length': String(statSync(copy.path).size) };
  sendFile(response, file, encoded, cacheControl, copy.path);
}

/** A path segment (encoded or not) that is `.` or `..`, or a backslash: no browser sends one, so nothing serves it. */
export function hasUnsafeSegment(rawPath: string): boolean {
  const path = rawPath.replace(/%2e/gi, '.').replace(/%2f/gi, '/').replace(/%5c/gi, '\\');
  return path.includes('\\') || path.split('/').some((segment) => segment === '.' || segment === '..');
}

/**
 * The bucket key of `/uploads/<key>` (still percent-encoded), or undefined for a key that names no one
 * object: empty, a folder (ending in `/`, or `//` inside), a `.`/`..` segment, a backslash, a control
 * character. s3rver answers an empty key with the bucket's listing: it never gets one.
 */
export function uploadKeyOf(encodedKey: string): string | undefined {
  let key: string;
  try {
    key = decodeURIComponent(encodedKey);
  } catch {
    return undefined;
  }
  const control = [...key].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  const folderOrDots = key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..');
  return control || folderOrDots ? undefined : key;
}

/**
 * Serves the SPA as CloudFront does: real files (hashed assets cached for a year, the rest revalidated),
 * compressed when the browser accepts it; any other path gets index.html.
 */
export function sendSpa(
  response: ServerResponse,
  webDistDir: string,
  urlPath: string,
  headers: Record<string, string>,
  acceptEncoding?: string,
) {
  // Hidden files and folders of the build (.vite/manifest.json) are for the build, not the browser.
  if (isHiddenPath(urlPath)) {
    response.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const file = urlPath !== '/' ? fileUnder(webDistDir, urlPath) : undefined;
  if (file) {
    const immutable = urlPath.startsWith('/assets/');
    sendBuildFile(response, file, headers, immutable ? SPA_CACHE_CONTROL.hashedAsset : SPA_CACHE_CONTROL.shell, acceptEncoding);
    return;
  }
  if (extname(urlPath) && !urlPath.endsWith('.html')) {
    response.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const index = join(webDistDir, 'index.html');
  if (!existsSync(index)) {
    response
      .writeHead(503, { ...headers, 'content-type': 'text/plain; charset=utf-8' })
      .end('The web app is not built. Run `npm run build:web` (npm start does it for you).');
    return;
  }
  sendBuildFile(response, index, headers, SPA_CACHE_CONTROL.shell, acceptEncoding);
}

/** Streams an uploaded file from the uploads bucket (as CloudFront's `/uploads/*` behaviour does). */
export async function sendUpload(response: ServerResponse, s3: S3Client, bucket: string, key: string, headers: Record<string, string>) {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    // A picture type the portal accepts is shown as itself; anything else is an opaque download.
    const disposition = uploadContentDisposition(object.ContentType);
    response.writeHead(200, {
      ...headers,
      'content-type': disposition === 'inline' ? object.ContentType! : 'application/octet-stream',
      'content-disposition': disposition,
      'cache-control': 'public, max-age=300',
    });
    const body = object.Body as NodeJS.ReadableStream;
    body.pipe(response);
  } catch (error) {
    if (process.env.DEBUG_UPLOADS) console.error('upload read failed', key, error);
    response.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  }
}
