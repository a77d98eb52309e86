import middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { Resource } from '#shared/routes.ts';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';
import { HttpError } from '#functions/lib/http-error.ts';
import { portalOriginsFromEnv } from '#functions/lib/portal-origins.ts';
import { hasUnsupportedBody, isForeignRequest, isJsonContentType, isPortalPageOrigin, requestGuards } from './request-guards.ts';

const PORTAL = ['http://localhost:3000'];

describe('isJsonContentType', () => {
  it.each(['application/json', 'Application/JSON', 'application/json; charset=utf-8', 'application/json;charset="UTF-8"'])('takes %s', (value) =>
    expect(isJsonContentType(value)).toBe(true),
  );

  it.each([
    undefined,
    '',
    'text/plain',
    'text/plain; charset=utf-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonp',
    'text/json',
    'application/json; charset=latin1',
    'application/json; boundary=x',
  ])('refuses %s', (value) => expect(isJsonContentType(value)).toBe(false));
});

describe('hasUnsupportedBody', () => {
  it('needs no type for an empty body, and JSON for any other', () => {
    expect(hasUnsupportedBody({}, undefined)).toBe(false);
    expect(hasUnsupportedBody({ 'content-type': 'text/plain' }, '')).toBe(false);
    expect(hasUnsupportedBody({}, '{"email":"a@b.c"}')).toBe(true);
    expect(hasUnsupportedBody({ 'content-type': 'text/plain' }, '{"email":"a@b.c"}')).toBe(true);
    expect(hasUnsupportedBody({ 'content-type': 'application/json' }, '{"email":"a@b.c"}')).toBe(false);
  });
});

describe('isPortalPageOrigin', () => {
  it('takes the portal and its businesses’ subdomains, same scheme and port', () => {
    expect(isPortalPageOrigin('http://localhost:3000', PORTAL)).toBe(true);
    expect(isPortalPageOrigin('http://demo.localhost:3000', PORTAL)).toBe(true);
    expect(isPortalPageOrigin('https://demo.portal.example.com', ['https://portal.example.com'])).toBe(true);
  });

  it.each([
    'https://evil.example',
    'null',
    'http://localhost:3001',
    'https://localhost:3000',
    'http://a.b.localhost:3000',
    'http://localhost:3000.evil.example',
    'http://evillocalhost:3000',
    'http://localhost:3000/path',
    'not an origin',
  ])('refuses %s', (origin) => expect(isPortalPageOrigin(origin, PORTAL)).toBe(false));

  it('refuses every origin when none is configured', () => {
    expect(isPortalPageOrigin('http://localhost:3000', [])).toBe(false);
  });
});

describe('isForeignRequest', () => {
  it('lets the portal’s own pages, a typed address and clients without browser headers through', () => {
    expect(isForeignRequest({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' }, PORTAL)).toBe(false);
    expect(isForeignRequest({ 'sec-fetch-site': 'same-origin', origin: 'http://demo.localhost:3000' }, PORTAL)).toBe(false);
    expect(isForeignRequest({ 'sec-fetch-site': 'none' }, PORTAL)).toBe(false);
    expect(isForeignRequest({}, PORTAL)).toBe(false);
  });

  it('refuses cross-site and same-site requests, and a foreign Origin without Fetch Metadata', () => {
    expect(isForeignRequest({ 'sec-fetch-site': 'cross-site' }, PORTAL)).toBe(true);
    expect(isForeignRequest({ 'sec-fetch-site': 'Cross-Site' }, PORTAL)).toBe(true);
    expect(isForeignRequest({ 'sec-fetch-site': 'same-site', origin: 'http://reports.localhost:3000' }, PORTAL)).toBe(true);
    expect(isForeignRequest({ origin: 'https://evil.example' }, PORTAL)).toBe(true);
    expect(isForeignRequest({ origin: 'null' }, PORTAL)).toBe(true);
  });
});

describe('portalOriginsFromEnv', () => {
  it('splits PORTAL_ORIGINS', () => {
    expect(portalOriginsFromEnv({ PORTAL_ORIGINS: ' https://a.example, ,https://b.example ' })).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(portalOriginsFromEnv({})).toEqual([]);
  });
});

describe('requestGuards', () => {
  const env = { PORTAL_ORIGINS: 'http://localhost:3000' };
  const run = (resource: Resource, headers: Record<string, string>, body?: string) =>
    middy<APIGatewayProxyEventV2, string>()
      .use(requestGuards(resource, env))
      .handler(async () => 'ran')({ headers, body } as APIGatewayProxyEventV2, {} as never)
      .then(
        (result) => result,
        (error: HttpError) => `${error.statusCode} ${error.message}`,
      );

  it('answers 415 to a body that is not JSON, on any route', async () => {
    expect(await run('dashboards', { 'content-type': 'text/plain' }, '{}')).toBe(`415 ${SERVICE_MESSAGES.unsupportedMediaType}`);
    expect(await run('dashboards', { 'content-type': 'application/json' }, '{}')).toBe('ran');
    expect(await run('dashboards', {})).toBe('ran');
  });

  it('answers 403 to a foreign request on the session routes only', async () => {
    expect(await run('auth', { 'sec-fetch-site': 'cross-site' })).toBe(`403 ${SERVICE_MESSAGES.crossSite}`);
    expect(await run('auth', { origin: 'https://evil.example', 'content-type': 'application/json' }, '{}')).toBe(
      `403 ${SERVICE_MESSAGES.crossSite}`,
    );
    expect(await run('auth', { origin: 'http://localhost:3000', 'content-type': 'application/json' }, '{}')).toBe('ran');
    expect(await run('dashboards', { 'sec-fetch-site': 'cross-site' })).toBe('ran');
  });
});
