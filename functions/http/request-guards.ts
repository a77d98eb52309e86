// Checks of the request itself, before its body is read. A body must say it is JSON: an HTML form on
// another site can post `text/plain` or form-encoded bodies without a preflight, never JSON. And the
// session routes (the `auth` resource: /auth/* and /logout) answer only the portal's own pages, so
// another site can neither log a victim into its account nor end the victim's session (login and
// logout CSRF; the spec keeps `GET /logout`, which a cross-site link could otherwise reach).
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Resource } from '#shared/routes.ts';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';
import { HttpError, forbidden } from '#functions/lib/http-error.ts';
import { parseHttpUrl, portalOriginsFromEnv } from '#functions/lib/portal-origins.ts';

type Headers = Record<string, string | undefined>;

/** The resources whose routes start, renew or end a session. */
const SESSION_RESOURCES: readonly Resource[] = ['auth'];

/** `application/json`, alone or with a UTF-8 charset (RFC 8259: JSON between systems is UTF-8). */
export function isJsonContentType(value: string | undefined): boolean {
  if (!value) return false;
  const [type, ...parameters] = value.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return parameters.every((parameter) => parameter === '' || /^charset="?utf-?8"?$/.test(parameter));
}

/** A body is there and does not say it is JSON. An empty body needs no type. */
export function hasUnsupportedBody(headers: Headers, body: string | null | undefined): boolean {
  return body !== undefined && body !== null && body !== '' && !isJsonContentType(headers['content-type']);
}

/**
 * An `Origin` header of one of the portal's pages: a configured origin, or a business's address under
 * it (`<subdomain>.<portal host>`, one DNS label), same scheme and port. `null` (a sandboxed or opaque
 * page) and anything that is not a bare origin are not.
 */
export function isPortalPageOrigin(origin: string, portalOrigins: readonly string[]): boolean {
  const page = parseOrigin(origin);
  if (!page) return false;
  return portalOrigins.some((configured) => {
    const portal = parseOrigin(configured);
    if (!portal || portal.protocol !== page.protocol || portal.port !== page.port) return false;
    const host = page.hostname;
    if (host === portal.hostname) return true;
    const label = host.slice(0, -(portal.hostname.length + 1));
    return host.endsWith(`.${portal.hostname}`) && /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(label);
  });
}

/**
 * The request did not come from the portal's own pages. The SPA calls the API on the very origin it
 * is served from (a business's subdomain included: its config.json names a relative API base), so a
 * browser labels its calls `Sec-Fetch-Site: same-origin`; `cross-site` and `same-site` (another
 * subdomain: locally the demo reports' host) are refused. `none` is the user typing the address.
 * Browsers without Fetch Metadata still send `Origin` on a POST: it must be a portal page's.
 */
export function isForeignRequest(headers: Headers, portalOrigins: readonly string[]): boolean {
  const site = headers['sec-fetch-site']?.trim().toLowerCase();
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = headers.origin;
  return origin !== undefined && !isPortalPageOrigin(origin, portalOrigins);
}

/** The guards as a middy middleware; it runs after the header normaliser (lower-case names). */
export function requestGuards<Event extends APIGatewayProxyEventV2, Result>(
  resource: Resource,
  env: NodeJS.ProcessEnv = process.env,
): middy.MiddlewareObj<Event, Result> {
  const sessionRoutes = SESSION_RESOURCES.includes(resource);
  return {
    before: async ({ event }) => {
      const headers = event.headers ?? {};
      if (sessionRoutes && isForeignRequest(headers, portalOriginsFromEnv(env))) throw forbidden(SERVICE_MESSAGES.crossSite);
      if (hasUnsupportedBody(headers, event.body)) throw new HttpError(415, SERVICE_MESSAGES.unsupportedMediaType);
    },
  };
}

function parseOrigin(text: string): URL | undefined {
  const url = parseHttpUrl(text);
  if (!url) return undefined;
  // A bare origin only: `https://evil.example/https://portal` must not slip through.
  return url.origin === text.trim().toLowerCase().replace(/\/$/, '') ? url : undefined;
}
