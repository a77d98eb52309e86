// The Lambda's own presigning must sign exactly what the SDK's getSignedUrl signs with an S3 client.
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { putSignerFromEnv } from './presign-put.ts';

const CREDENTIALS = {
  AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG',
  AWS_SESSION_TOKEN: 'token/with+odd=chars',
};
const put = {
  bucket: 'portal-uploads',
  key: 'pending/biz-demo/dashboard_preview/0123abcd.png',
  contentType: 'image/png',
  contentLength: 1234,
  expiresIn: 300,
};

/** The SDK's own presigned URL, from an S3 client configured as the functions configure theirs. */
async function sdkUrl(region: string, endpoint?: string): Promise<string> {
  const s3 = new S3Client({
    region,
    endpoint,
    forcePathStyle: Boolean(endpoint),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    credentials: {
      accessKeyId: CREDENTIALS.AWS_ACCESS_KEY_ID,
      secretAccessKey: CREDENTIALS.AWS_SECRET_ACCESS_KEY,
      sessionToken: CREDENTIALS.AWS_SESSION_TOKEN,
    },
  });
  const command = new PutObjectCommand({ Bucket: put.bucket, Key: put.key, ContentType: put.contentType, ContentLength: put.contentLength });
  return getSignedUrl(s3, command, { expiresIn: put.expiresIn, signableHeaders: new Set(['content-type', 'content-length']) });
}

/** A URL with its query parameters in one order: the signature covers the set, not the order. */
const normalised = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}?${[...parsed.searchParams]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')}`;
};

// The SDK's client reads endpoints from the environment too; a run that also starts the local stack
// sets them (to the emulators) in this process, so they are cleared for the reference URLs here.
const ENDPOINT_VARIABLES = ['AWS_ENDPOINT_URL', 'AWS_ENDPOINT_URL_S3'];
let savedEndpoints: Record<string, string | undefined> = {};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T14:03:00.000Z'));
  savedEndpoints = Object.fromEntries(ENDPOINT_VARIABLES.map((name) => [name, process.env[name]]));
  for (const name of ENDPOINT_VARIABLES) delete process.env[name];
});
afterEach(() => {
  vi.useRealTimers();
  for (const [name, value] of Object.entries(savedEndpoints)) if (value !== undefined) process.env[name] = value;
});

describe('putSignerFromEnv', () => {
  it('signs a virtual-hosted URL on AWS exactly as getSignedUrl does, type and length included', async () => {
    const url = await putSignerFromEnv({ ...CREDENTIALS, AWS_REGION: 'sa-east-1' })(put);

    expect(normalised(url)).toBe(normalised(await sdkUrl('sa-east-1')));
    expect(new URL(url).host).toBe('portal-uploads.s3.sa-east-1.amazonaws.com');
    expect(new URL(url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('300');
  });

  it('signs a path-style URL on an emulator named by AWS_ENDPOINT_URL_S3, as getSignedUrl does', async () => {
    const url = await putSignerFromEnv({ ...CREDENTIALS, AWS_REGION: 'us-east-1', AWS_ENDPOINT_URL_S3: 'http://localhost:4569' })(put);

    expect(normalised(url)).toBe(normalised(await sdkUrl('us-east-1', 'http://localhost:4569')));
    expect(url.startsWith(`http://localhost:4569/portal-uploads/${put.key}?`)).toBe(true);
  });

  it('puts no checksum of an empty body in the URL', async () => {
    expect(await putSignerFromEnv({ ...CREDENTIALS, AWS_REGION: 'sa-east-1' })(put)).not.toMatch(/checksum/i);
  });
});
