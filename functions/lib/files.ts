// The uploads bucket, as the functions that check, move and delete pictures see it: three S3 object
// calls signed with the SDK's own SigV4 signer (already in every Lambda, for DynamoDB) and sent with
// fetch. The S3 client would add ~160 KB and ~40 ms of start-up to the dashboards Lambda for them.
// The endpoint comes from the SDK's own AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL, so the same code runs
// on AWS, s3rver or LocalStack; credentials from the environment, as Lambda provides them. Each call
// is bounded in time (service-limits.ts) and tried once more when the connection was refused or broke.
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@smithy/types';
import { UPLOADS_BUCKET_VAR } from '#shared/constants.ts';
import { Sha256, credentialsFromEnv, regionFromEnv, s3EndpointFromEnv, s3ObjectUrl } from './s3-signing.ts';
import { MAX_ATTEMPTS, S3_REQUEST_TIMEOUT_MS } from './service-limits.ts';

/** The first bytes of an object, its whole size and its ETag. */
export interface ObjectStart {
  bytes: Uint8Array;
  size: number;
  etag: string | undefined;
}

export interface CopyRequest {
  from: string;
  to: string;
  /** Copy only if the source still has this ETag (the object that was checked). */
  ifMatch?: string;
  contentType: string;
  cacheControl: string;
}

export interface FilesContext {
  bucket: string;
  /** The object's first `length` bytes; undefined when there is no such object. */
  readStart(key: string, length: number): Promise<ObjectStart | undefined>;
  /** Copies within the bucket; 'gone' when the source is missing or no longer the one matched. */
  copy(request: CopyRequest): Promise<'copied' | 'gone'>;
  /** Deletes an object; deleting a missing one is a success, as on S3. */
  delete(key: string): Promise<void>;
}

export interface FilesConfig {
  bucket: string;
  region: string;
  /** An emulator's base URL (path-style addressing); AWS's virtual-hosted endpoint when absent. */
  endpoint?: string;
  credentials: AwsCredentialIdentity | AwsCredentialIdentityProvider;
}

let shared: FilesContext | undefined;

/** The process-wide uploads bucket, from the environment (built on first use, no network at start). */
export function filesFromEnv(): FilesContext {
  if (!shared) {
    const bucket = process.env[UPLOADS_BUCKET_VAR];
    if (!bucket) throw new Error(`${UPLOADS_BUCKET_VAR} is not set`);
    shared = filesFor({ bucket, region: regionFromEnv(), endpoint: s3EndpointFromEnv(), credentials: credentialsFromEnv() });
  }
  return shared;
}

/** The uploads bucket at a given place, with given credentials (tests hand in the local stack's). */
export function filesFor(config: FilesConfig): FilesContext {
  // S3 signs the path as sent (no second escaping), as the S3 client does.
  const signer = new SignatureV4({
    service: 's3',
    region: config.region,
    credentials: config.credentials,
    sha256: Sha256,
    uriEscapePath: false,
  });

  async function send(method: string, key: string, headers: Record<string, string> = {}): Promise<Response> {
    const url = s3ObjectUrl(config, key);
    const signed = await signer.sign({
      method,
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path: url.pathname,
      query: {},
      headers: { host: url.host, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD', ...headers },
    });
    // fetch sets Host itself from the URL (the signed one).
    const { host: _host, ...sent } = signed.headers;
    // Every call is idempotent (a read, a copy of the same source to the same key, a delete), so a
    // refused or broken connection and S3's "try again" (500 InternalError, 503 SlowDown) are tried
    // once more, as the SDK would; a timeout is not (it already waited its share).
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(url, { method, headers: sent, signal: AbortSignal.timeout(S3_REQUEST_TIMEOUT_MS) });
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !isBrokenConnection(error)) throw error;
        continue;
      }
      if (attempt >= MAX_ATTEMPTS || !RETRIED_STATUSES.has(response.status)) return response;
      await response.arrayBuffer().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    }
  }

  return {
    bucket: config.bucket,
    async readStart(key, length) {
      const response = await send('GET', key, { range: `bytes=0-${length - 1}` });
      if (response.status === 404) return undefined;
      // An empty object has no byte 0: nothing to read, so nothing that could be a picture.
      if (response.status === 416) return { bytes: new Uint8Array(), size: 0, etag: response.headers.get('etag') ?? undefined };
      if (!response.ok) throw await s3Error('GetObject', response);
      const bytes = new Uint8Array(await response.arrayBuffer()).slice(0, length);
      // A 206 names the total after the slash; a 200 (a range ignored) is the whole object.
      const total = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1];
      return { bytes, size: total === undefined ? bytes.length : Number(total), etag: response.headers.get('etag') ?? undefined };
    },
    async copy({ from, to, ifMatch, contentType, cacheControl }) {
      const response = await send('PUT', to, {
        'x-amz-copy-source': `/${config.bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
        ...(ifMatch ? { 'x-amz-copy-source-if-match': ifMatch } : {}),
        'x-amz-metadata-directive': 'REPLACE',
        'content-type': contentType,
        'cache-control': cacheControl,
      });
      if (response.status === 404 || response.status === 412) return 'gone';
      // S3 may answer a copy 200 and still report an error in the body.
      const body = await response.text();
      if (!response.ok || body.includes('<Error>')) throw new S3CallError('CopyObject', response.status, errorCode(body));
      return 'copied';
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw await s3Error('DeleteObject', response);
    },
  };
}

/** An error answer of S3, with its status where the SDK's own errors keep it (a 503 SlowDown reads as "unavailable"). */
export class S3CallError extends Error {
  override name = 'S3CallError';
  readonly $metadata: { httpStatusCode: number };
  constructor(operation: string, status: number, code: string) {
    super(`${operation} failed: ${status} ${code}`);
    this.$metadata = { httpStatusCode: status };
  }
}

/** S3's answers that ask to try again. */
const RETRIED_STATUSES = new Set([500, 503]);
const RETRY_PAUSE_MS = 50;

/** fetch's failure of a connection refused, reset or closed before the answer (not a timeout). */
const isBrokenConnection = (error: unknown): boolean =>
  ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET'].includes(String((error as { cause?: { code?: unknown } })?.cause?.code));

const errorCode = (body: string) => /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? 'unknown';

async function s3Error(operation: string, response: Response): Promise<Error> {
  return new S3CallError(operation, response.status, errorCode(await response.text().catch(() => '')));
}
