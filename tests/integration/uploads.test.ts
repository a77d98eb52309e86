// POST /uploads through the local gateway, the browser's PUT to the real s3rver (CORS included), and
// claimUpload's checks of what arrived, on the same s3rver.
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOADS, type UploadContentType, type UploadPurpose } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { buildPath } from '#shared/routes.ts';
import { NEW_BUSINESS_OWNER } from '#functions/domain/upload-keys.ts';
import { claimUpload, deleteStoredFile } from '#functions/domain/uploaded-files.ts';
import type { FilesContext } from '#functions/lib/files.ts';
import { stackFiles } from './fixtures/pictures.ts';
import { ValidationError } from '#functions/lib/http-error.ts';
import { callApi, loginAs, stackClients, stackInfo } from '../support/stack.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

interface Upload {
  key: string;
  url: string;
  headers: Record<string, string>;
}

let gestor: string;
let cliente: string;
let admin: string;
let outraGestor: string;
let files: FilesContext;
let portalOrigin: string;

const presign = (token: string, upload: Record<string, unknown>) => callApi('POST', buildPath('createUpload'), { token, body: { upload } });

/** A presigned upload the test expects to get. */
async function presignOk(
  token: string,
  {
    purpose = 'dashboard_preview',
    type = 'image/png',
    size = PNG.length,
    businessId,
  }: { purpose?: UploadPurpose; type?: UploadContentType; size?: number; businessId?: string } = {},
): Promise<Upload> {
  const answer = await presign(token, { purpose, content_type: type, size, business_id: businessId });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.upload as Upload;
}

/** The browser's PUT: the returned headers as they are, plus the page's origin. */
const put = (upload: Upload, body: Buffer, headers: Record<string, string> = {}) =>
  fetch(upload.url, { method: 'PUT', headers: { ...upload.headers, origin: portalOrigin, ...headers }, body: new Uint8Array(body) });

/** A CORS preflight for a PUT with Content-Type from an origin. */
const preflight = (upload: Upload, origin: string) =>
  fetch(upload.url, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
  });

const exists = (key: string) =>
  stackClients()
    .s3.send(new HeadObjectCommand({ Bucket: files.bucket, Key: key }))
    .then(
      () => true,
      () => false,
    );

const claimError = (request: Parameters<typeof claimUpload>[1]) =>
  claimUpload(files, request).then(
    () => undefined,
    (error: unknown) => error,
  );

beforeAll(async () => {
  [gestor, cliente, admin, outraGestor] = await Promise.all(
    ['gestor@demo.local', 'cliente@demo.local', 'admin@portal.local', 'gestor@outra.local'].map((email) => loginAs(email)),
  );
  files = stackFiles();
  portalOrigin = new URL(stackInfo().baseUrl).origin;
});

describe('POST /uploads', () => {
  it('presigns a PUT of the declared type and length, under the business’s pending prefix, for a few minutes', async () => {
    const upload = await presignOk(gestor, { type: 'image/webp', size: 1234 });

    expect(upload.key).toMatch(/^pending\/biz-demo\/dashboard_preview\/[0-9a-f]{32}\.webp$/);
    expect(upload.headers).toEqual({ 'Content-Type': 'image/webp', 'Content-Length': '1234' });
    const url = new URL(upload.url);
    expect(url.pathname).toBe(`/${files.bucket}/${upload.key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(UPLOADS.urlSeconds));
    // s3rver checks no signature, so what is signed is checked here: S3 holds the browser to both headers.
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(expect.arrayContaining(['content-length', 'content-type']));
    expect(upload.url).not.toMatch(/checksum/i);
    expect((await presignOk(gestor, { type: 'image/webp', size: 1234 })).key).not.toBe(upload.key);
  });

  it.each([
    ['an SVG', { content_type: 'image/svg+xml' }, 'content_type', [MANAGEMENT_MESSAGES.uploads.unsupportedType]],
    [
      'a preview over 2 MiB',
      { size: UPLOADS.maxBytes.dashboard_preview + 1 },
      'size',
      [MANAGEMENT_MESSAGES.uploads.tooLarge(UPLOADS.maxBytes.dashboard_preview)],
    ],
    [
      'a logo over 512 KiB',
      { purpose: 'business_logo', size: UPLOADS.maxBytes.business_logo + 1 },
      'size',
      [MANAGEMENT_MESSAGES.uploads.tooLarge(UPLOADS.maxBytes.business_logo)],
    ],
    ['an empty file', { size: 0 }, 'size', [expect.any(String)]],
    ['an unknown purpose', { purpose: 'avatar' }, 'purpose', [expect.any(String)]],
  ])('refuses %s with a 422 naming the field', async (_, change, field, messages) => {
    const answer = await presign(gestor, { purpose: 'dashboard_preview', content_type: 'image/png', size: 100, ...change });

    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ success: false, errors: { [field]: messages } });
  });

  it('refuses a customer with a 403', async () => {
    const answer = await presign(cliente, { purpose: 'dashboard_preview', content_type: 'image/png', size: 100 });

    expect({ status: answer.status, body: answer.body }).toEqual({ status: 403, body: { error: MESSAGES.errors.forbidden } });
  });

  it('answers a customer_admin naming another business exactly like an unknown one; their own is fine', async () => {
    const notFound = { status: 404, body: { error: MESSAGES.errors.businessNotFound } };
    for (const businessId of ['biz-outra', 'nao-existe']) {
      const answer = await presign(gestor, { purpose: 'dashboard_preview', content_type: 'image/png', size: 100, business_id: businessId });
      expect({ businessId, status: answer.status, body: answer.body }).toEqual({ businessId, ...notFound });
    }
    expect((await presignOk(gestor, { businessId: 'biz-demo' })).key).toMatch(/^pending\/biz-demo\//);
  });

  it('lets the platform admin upload for an existing business it names', async () => {
    const logo = { purpose: 'business_logo', content_type: 'image/png', size: 100 };
    const missing = await presign(admin, { ...logo, purpose: 'dashboard_preview' });
    const unknown = await presign(admin, { ...logo, business_id: 'nao-existe' });

    expect({ status: missing.status, body: missing.body }).toEqual({
      status: 422,
      body: { success: false, errors: { business_id: [MANAGEMENT_MESSAGES.uploads.businessRequired] } },
    });
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 404, body: { error: MESSAGES.errors.businessNotFound } });
    expect((await presignOk(admin, { purpose: 'business_logo', businessId: 'biz-demo' })).key).toMatch(
      /^pending\/biz-demo\/business_logo\/[0-9a-f]{32}\.png$/,
    );
  });

  it('lets the platform admin upload the logo of a business not created yet, under the reserved owner `_new`', async () => {
    const upload = await presignOk(admin, { purpose: 'business_logo' });
    const forTenant = await presignOk(gestor, { purpose: 'business_logo' });

    expect(upload.key).toMatch(/^pending\/_new\/business_logo\/[0-9a-f]{32}\.png$/);
    // Anyone else uploads for their own business, named or not.
    expect(forTenant.key).toMatch(/^pending\/biz-demo\/business_logo\//);
  });
});

describe('browser upload and claim', () => {
  it('PUTs from the portal’s origin, claims the file to a fresh key and serves it as a PNG', async () => {
    const upload = await presignOk(gestor);

    const allowed = await preflight(upload, portalOrigin);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(allowed.headers.get('access-control-allow-headers')).toBe('content-type');
    expect((await preflight(upload, `http://demo.localhost:${new URL(portalOrigin).port}`)).status).toBe(200);
    for (const origin of ['http://evil.example', 'http://localhost:1', `http://127.0.0.1:${new URL(portalOrigin).port}`]) {
      const refused = await preflight(upload, origin);
      expect({ origin, status: refused.status, allow: refused.headers.get('access-control-allow-origin') }).toEqual({
        origin,
        status: 403,
        allow: null,
      });
    }
    const uploaded = await put(upload, PNG);
    expect(uploaded.status).toBe(200);
    expect(uploaded.headers.get('access-control-allow-origin')).toBe(portalOrigin);

    const finalKey = await claimUpload(files, { businessId: 'biz-demo', key: upload.key, purpose: 'dashboard_preview', field: 'preview_key' });

    expect(finalKey).toMatch(/^biz-demo\/previews\/[0-9a-f]{32}\.png$/);
    expect(finalKey.slice(-36)).not.toBe(upload.key.slice(-36));
    // A copy: the upload stays until the record that names the copy is written.
    expect(await exists(upload.key)).toBe(true);
    const stored = await stackClients().s3.send(new GetObjectCommand({ Bucket: files.bucket, Key: finalKey }));
    expect(stored.ContentType).toBe('image/png');
    expect(stored.CacheControl).toMatch(/max-age=\d{6,}/);
    const served = await fetch(new URL(`/uploads/${finalKey}`, stackInfo().baseUrl));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('stores a file by the type its bytes say, whatever label it came with', async () => {
    const upload = await presignOk(admin, { purpose: 'business_logo', type: 'image/webp', businessId: 'biz-demo' });
    await put(upload, PNG);

    const finalKey = await claimUpload(files, { businessId: 'biz-demo', key: upload.key, purpose: 'business_logo', field: 'logo_key' });

    expect(finalKey).toMatch(/^biz-demo\/logos\/[0-9a-f]{32}\.png$/);
    expect((await stackClients().s3.send(new HeadObjectCommand({ Bucket: files.bucket, Key: finalKey }))).ContentType).toBe('image/png');
  });

  const refusal = (message: string, field = 'preview_key') =>
    expect.objectContaining({ name: 'ValidationError', statusCode: 422, fieldErrors: { [field]: [message] } });

  it('refuses other bytes under a PNG label', async () => {
    const upload = await presignOk(gestor, { size: SVG.length });
    expect((await put(upload, SVG)).status).toBe(200);

    const error = await claimError({ businessId: 'biz-demo', key: upload.key, purpose: 'dashboard_preview', field: 'preview_key' });

    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toEqual(refusal(MANAGEMENT_MESSAGES.uploads.wrongContent));
  });

  it('refuses an object over the purpose’s limit, even one that declared a small size', async () => {
    const upload = await presignOk(gestor, { purpose: 'business_logo', size: PNG.length });
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOADS.maxBytes.business_logo)]);
    // s3rver holds the PUT to neither the signed length nor the signed type.
    expect((await put(upload, big, { 'Content-Length': String(big.length) })).status).toBe(200);

    const error = await claimError({ businessId: 'biz-demo', key: upload.key, purpose: 'business_logo', field: 'logo_key' });

    expect(error).toEqual(refusal(MANAGEMENT_MESSAGES.uploads.tooLarge(UPLOADS.maxBytes.business_logo), 'logo_key'));
  });

  it('refuses another business’s key without touching it, and keys that were never uploaded or made up', async () => {
    const foreign = await presignOk(outraGestor);
    await put(foreign, PNG);
    const neverUploaded = await presignOk(gestor);
    const keys = [
      foreign.key,
      neverUploaded.key,
      'pending/biz-demo/dashboard_preview/0123456789abcdef0123456789abcdef.png',
      `pending/biz-demo/dashboard_preview/../../../${foreign.key}`,
      'biz-demo/previews/logo.png',
    ];

    for (const key of keys) {
      const error = await claimError({ businessId: 'biz-demo', key, purpose: 'dashboard_preview', field: 'dashboard.preview_key' });
      expect({ key, error }).toEqual({
        key,
        error: expect.objectContaining({
          statusCode: 422,
          fieldErrors: { dashboard: { preview_key: [MANAGEMENT_MESSAGES.uploads.notUploaded] } },
        }),
      });
    }
    expect(await exists(foreign.key)).toBe(true);
  });

  it('claims a `_new` logo only for its explicit pending owner, into the new business’s folder', async () => {
    const upload = await presignOk(admin, { purpose: 'business_logo' });
    await put(upload, PNG);
    const request = { businessId: 'biz-nova', key: upload.key, purpose: 'business_logo', field: 'logo_key' } as const;

    expect(await claimError(request)).toEqual(refusal(MANAGEMENT_MESSAGES.uploads.notUploaded, 'logo_key'));
    expect(await exists(upload.key)).toBe(true);
    const finalKey = await claimUpload(files, { ...request, pendingOwner: NEW_BUSINESS_OWNER });

    expect(finalKey).toMatch(/^biz-nova\/logos\/[0-9a-f]{32}\.png$/);
    // The upload stays until the record naming the copy is written (its caller deletes it then).
    expect(await exists(upload.key)).toBe(true);
    await files.delete(finalKey);
  });

  it('claims an upload again until the save that took it deletes it, then refuses it', async () => {
    const upload = await presignOk(gestor);
    await put(upload, PNG);
    const request = { businessId: 'biz-demo', key: upload.key, purpose: 'dashboard_preview', field: 'preview_key' } as const;
    const first = await claimUpload(files, request);
    // A save that failed after its claim is sent again with the same upload: a copy of its own.
    const second = await claimUpload(files, request);
    expect(second).not.toBe(first);
    await deleteStoredFile(files, upload.key);

    expect(await claimError(request)).toEqual(refusal(MANAGEMENT_MESSAGES.uploads.notUploaded));
    expect([await exists(first), await exists(second)]).toEqual([true, true]);
  });
});
