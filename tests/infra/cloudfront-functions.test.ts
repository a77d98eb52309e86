// @vitest-environment node
// The viewer-request functions, run as CloudFront runs them: a global `handler(event)` on the request.
import { describe, expect, it } from 'vitest';
import { SPA_FALLBACK_FUNCTION, STRIP_UPLOADS_PREFIX_FUNCTION } from '#infra/cloudfront-functions.ts';

type Handler = (event: { request: { uri: string } }) => { uri: string };
const load = (code: string): Handler => new Function(`${code}\nreturn handler;`)() as Handler;
const uriAfter = (code: string, uri: string): string => load(code)({ request: { uri } }).uri;

describe('SPA fallback', () => {
  it.each(['/', '/dashboards', '/dashboards/abc123', '/views/user/42', '/businesses/7/panel'])(
    'serves index.html for the client route %s',
    (uri) => {
      expect(uriAfter(SPA_FALLBACK_FUNCTION, uri)).toBe('/index.html');
    },
  );

  it.each(['/index.html', '/config.json', '/assets/index-abc123.js', '/favicon.ico'])('leaves the file %s alone', (uri) => {
    expect(uriAfter(SPA_FALLBACK_FUNCTION, uri)).toBe(uri);
  });

  it.each(['/api/v1/dashboards', '/api/v1/views/1', '/uploads/biz-1/logo'])('never rewrites %s', (uri) => {
    expect(uriAfter(SPA_FALLBACK_FUNCTION, uri)).toBe(uri);
  });
});

describe('uploads prefix', () => {
  it('maps /uploads/<key> to the object key', () => {
    expect(uriAfter(STRIP_UPLOADS_PREFIX_FUNCTION, '/uploads/biz-1/previews/a.png')).toBe('/biz-1/previews/a.png');
  });

  it('leaves other paths alone', () => {
    expect(uriAfter(STRIP_UPLOADS_PREFIX_FUNCTION, '/biz-1/a.png')).toBe('/biz-1/a.png');
  });
});
