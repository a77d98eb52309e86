// What signing S3 requests needs without the S3 client: SHA-256 in the shape the SDK's signers take,
// the role credentials Lambda puts in the environment, and where an object lives (an emulator's
// path-style URL, or AWS's virtual-hosted one). Used by the presigned PUTs and the object calls.
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import type { AwsCredentialIdentity } from '@smithy/types';

/** SHA-256 and HMAC-SHA-256 from node:crypto, in the shape the SDK's signer takes. */
export class Sha256 {
  private hash: Hash | Hmac;
  private readonly secret?: Uint8Array | string;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.secret = secret === undefined || typeof secret === 'string' ? secret : toBytes(secret);
    this.hash = this.fresh();
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(typeof data === 'string' ? data : toBytes(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
  reset(): void {
    this.hash = this.fresh();
  }
  private fresh(): Hash | Hmac {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', this.secret);
  }
}

const toBytes = (data: ArrayBuffer | ArrayBufferView): Uint8Array =>
  ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);

/** A Lambda always has its role's credentials in the environment (so does the local stack). */
export const credentialsFromEnv =
  (env: NodeJS.ProcessEnv = process.env) =>
  async (): Promise<AwsCredentialIdentity> => {
    const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = env;
    if (!accessKeyId || !secretAccessKey) throw new Error('AWS credentials are not in the environment');
    return { accessKeyId, secretAccessKey, sessionToken };
  };

/** The region Lambda runs in (`AWS_REGION`; the local stack sets it too). */
export function regionFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const region = env.AWS_REGION ?? env.AWS_DEFAULT_REGION;
  if (!region) throw new Error('AWS_REGION is not set');
  return region;
}

/** The S3 endpoint of the environment: the SDK's own AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL (emulators). */
export const s3EndpointFromEnv = (env: NodeJS.ProcessEnv = process.env): string | undefined =>
  env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;

/** An object's URL: path-style on an emulator's endpoint, virtual-hosted on AWS. */
export function s3ObjectUrl(where: { endpoint?: string; region: string; bucket: string }, key: string): URL {
  const path = key.split('/').map(encodeURIComponent).join('/');
  return where.endpoint
    ? new URL(`${where.endpoint.replace(/\/+$/, '')}/${where.bucket}/${path}`)
    : new URL(`https://${where.bucket}.s3.${where.region}.amazonaws.com/${path}`);
}
