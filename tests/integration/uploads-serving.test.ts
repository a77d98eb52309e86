// How the local gateway serves /uploads/* (as CloudFront does on AWS): one object per key, never a
// listing of the bucket nor a path out of it; the seeded pictures under random names like every
// stored one; and a file that could only ever be shown as the picture it claims to be.
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '#shared/routes.ts';
import { callApi, loginAs, stackClients, stackInfo } from '../support/stack.ts';
import { PNG_BYTES } from './fixtures/pictures.ts';
import { rawRequest, SECURITY_HEADER_NAMES } from './fixtures/raw-http.ts';

const RANDOM_NAME = /[0-9a-f]{32}\.png$/;
const bucket = () => stackInfo().resources.uploadsBucket;
/** Objects this file stores straight into the bucket, as a lax S3 (s3rver checks no signed type) would keep them. */
const planted = { html: 'zz-serving-test/page.html', svg: 'zz-serving-test/picture.svg', png: 'zz-serving-test/picture.png' };

let logo: string;
let preview: string;

beforeAll(async () => {
  const s3 = stackClients().s3;
  await Promise.all([
    s3.send(
      new PutObjectCommand({ Bucket: bucket(), Key: planted.html, Body: '<script>alert(document.domain)</script>', ContentType: 'text/html' }),
    ),
    s3.send(
      new PutObjectCommand({
        Bucket: bucket(),
        Key: planted.svg,
        Body: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ContentType: 'image/svg+xml',
      }),
    ),
    s3.send(new PutObjectCommand({ Bucket: bucket(), Key: planted.png, Body: PNG_BYTES, ContentType: 'image/png' })),
  ]);
  const branding = await callApi('GET', buildPath('branding'), { query: { subdomain: 'demo' } });
  logo = branding.body.logo as string;
  const token = await loginAs('cliente@demo.local');
  preview = (await callApi('GET', buildPath('listDashboards'), { token })).body.dashboards[0].preview_pic as string;
});

afterAll(async () => {
  await Promise.all(Object.values(planted).map((Key) => stackClients().s3.send(new DeleteObjectCommand({ Bucket: bucket(), Key }))));
});

describe('the seeded pictures', () => {
  it('have random names under their business, like every stored picture', async () => {
    expect(logo).toMatch(new RegExp(`^/uploads/biz-demo/logos/${RANDOM_NAME.source}`));
    expect(preview).toMatch(new RegExp(`^/uploads/biz-demo/previews/${RANDOM_NAME.source}`));
    for (const guessable of ['/uploads/biz-demo/logos/logo.png', '/uploads/biz-demo/previews/dash-funil-comercial.png']) {
      expect((await rawRequest({ path: guessable })).status).toBe(404);
    }
  });
});

describe('one object per key', () => {
  it('never lists the bucket, nor a folder of it', async () => {
    for (const path of [
      '/uploads/',
      '/uploads//',
      '/uploads/biz-demo/',
      '/uploads/biz-demo/logos/',
      '/uploads/zz-serving-test/',
      '/uploads/?list-type=2',
    ]) {
      const answer = await rawRequest({ path });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.body).not.toMatch(/ListBucketResult|<Key>|biz-demo|zz-serving-test/);
    }
  });

  it('refuses dot segments, encoded or not, and backslashes', async () => {
    const logoKey = logo.slice('/uploads/'.length);
    for (const path of [
      `/uploads/../uploads/${logoKey}`,
      `/uploads/biz-demo/logos/../logos/${logoKey.split('/').pop()}`,
      `/uploads/%2e%2e/uploads/${logoKey}`,
      `/uploads/biz-demo%2F..%2F${logoKey}`,
      `/uploads/./${logoKey}`,
      `/uploads/biz-demo\\logos\\${logoKey.split('/').pop()}`,
      `/uploads/biz-demo%5Clogos%5C${logoKey.split('/').pop()}`,
      '/uploads/%2e%2e',
      '/uploads/%zz',
    ]) {
      const answer = await rawRequest({ path });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      for (const name of SECURITY_HEADER_NAMES) expect(answer.headers[name], `${path} ${name}`).toBeDefined();
    }
  });

  it('serves the key itself, percent-encoded or not', async () => {
    expect((await rawRequest({ path: logo })).status).toBe(200);
    expect((await rawRequest({ path: logo.replaceAll('/', '%2F').replace('%2Fuploads%2F', '/uploads/') })).status).toBe(200);
  });
});

describe('what a served file may do', () => {
  it('a picture of an accepted type is shown inline, sniffing off, no script, no frame', async () => {
    const answer = await rawRequest({ path: logo });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['content-disposition']).toBe('inline');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const csp = answer.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).not.toContain('script-src');
  });

  it('anything else is an opaque download: HTML and SVG never render on the portal’s origin', async () => {
    for (const key of [planted.html, planted.svg]) {
      const answer = await rawRequest({ path: `/uploads/${key}` });
      expect({ key, status: answer.status, type: answer.headers['content-type'], disposition: answer.headers['content-disposition'] }).toEqual({
        key,
        status: 200,
        type: 'application/octet-stream',
        disposition: 'attachment',
      });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toContain('sandbox');
    }
    expect((await rawRequest({ path: `/uploads/${planted.png}` })).headers['content-disposition']).toBe('inline');
  });

  it('is read only', async () => {
    for (const method of ['PUT', 'POST', 'DELETE']) {
      expect((await rawRequest({ method, path: `/uploads/${planted.png}`, body: 'x' })).status).toBe(405);
    }
    expect((await rawRequest({ path: `/uploads/${planted.png}` })).status).toBe(200);
  });
});
