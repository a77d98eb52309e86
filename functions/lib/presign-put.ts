// Presigned PUT URLs, without an S3 client: S3's own presigner (the one getSignedUrl uses) signs a
// request built here. The S3 client (its schemas of every S3 shape, endpoint rules, checksums) would
// add some 160 KB to a Lambda that never sends a request to S3.
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import { UPLOADS_BUCKET_VAR } from '#shared/constants.ts';
import { Sha256, credentialsFromEnv, regionFromEnv, s3EndpointFromEnv, s3ObjectUrl } from './s3-signing.ts';

export interface PutToSign {
  bucket: string;
  key: string;
  contentType: string;
  contentLength: number;
  expiresIn: number;
}

/** Signs PUTs of one object each; type and length are signed, so S3 refuses a PUT that differs. */
export type PutSigner = (put: PutToSign) => Promise<string>;

/** The uploads bucket and a signer for it. */
export interface PresignContext {
  bucket: string;
  signPut: PutSigner;
}

let shared: PresignContext | undefined;

/** The process-wide presign context, from the environment (built on first use, no network ever). */
export function presignFromEnv(): PresignContext {
  if (!shared) {
    const bucket = process.env[UPLOADS_BUCKET_VAR];
    if (!bucket) throw new Error(`${UPLOADS_BUCKET_VAR} is not set`);
    shared = { bucket, signPut: putSignerFromEnv() };
  }
  return shared;
}

const SIGNED_HEADERS = new Set(['content-type', 'content-length']);

/**
 * A signer from the environment a Lambda has (region, role credentials) and the SDK's own
 * AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL: an emulator gets path-style URLs, AWS virtual-hosted ones.
 */
export function putSignerFromEnv(env: NodeJS.ProcessEnv = process.env): PutSigner {
  const region = regionFromEnv(env);
  const presigner = new S3RequestPresigner({
    region,
    sha256: Sha256,
    credentials: credentialsFromEnv(env),
  });
  const endpoint = s3EndpointFromEnv(env);

  return async ({ bucket, key, contentType, contentLength, expiresIn }) => {
    const url = s3ObjectUrl({ endpoint, region, bucket }, key);
    const signed = await presigner.presign(
      {
        method: 'PUT',
        protocol: url.protocol,
        hostname: url.hostname,
        port: url.port ? Number(url.port) : undefined,
        path: url.pathname,
        // As getSignedUrl writes it, so the two sign the very same request.
        query: { 'x-id': 'PutObject' },
        headers: { host: url.host, 'content-type': contentType, 'content-length': String(contentLength) },
      },
      { expiresIn, signableHeaders: SIGNED_HEADERS },
    );
    const query = new URLSearchParams(signed.query as Record<string, string>).toString();
    return `${url.origin}${signed.path}?${query}`;
  };
}
