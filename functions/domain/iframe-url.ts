// What a dashboard's iframe may show. The contract has already checked the spec's web address pattern
// (so `javascript:`, `data:` and the like never get here); this rule stores it with a scheme and refuses
// what is unsafe to frame: any scheme but http(s), the portal itself (a page that frames the portal can
// trick its user into clicks), and plain http unless the stage allows it (PORTAL_IFRAME_HTTP_ALLOWED, on
// the local stage only: on any other, mixed content and readable traffic).
import { IFRAME_HTTP_ALLOWED_VAR } from '#shared/constants.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { isWebAddress, withScheme } from '#shared/web-address.ts';
import { parseHttpUrl, portalOriginsFromEnv } from '#functions/lib/portal-origins.ts';

export interface IframeUrlRules {
  /** The portal's own origins (the request's `origin` header and the configured ones). */
  portalOrigins: readonly string[];
  /**
   * Plain http may be framed (the local stage): so may the demo report pages the local stack serves
   * over http on their own loopback host, beside the portal's.
   */
  httpAllowed: boolean;
}

/**
 * The host on which the local stack serves its demo report pages, for the seeded dashboards to frame.
 * Not a portal origin, though loopback names count as one host below: a reserved subdomain (no
 * business can claim `reports`), on which the local gateway serves those pages and nothing else.
 */
export const LOCAL_REPORTS_HOST = 'reports.localhost';

export type IframeUrlCheck = { ok: true; url: string } | { ok: false; message: string };

/** The rules from the environment (`PORTAL_ORIGINS`, `PORTAL_IFRAME_HTTP_ALLOWED`) plus the request's own origin. */
export function iframeUrlRulesFromEnv(requestOrigin: string | undefined, env: NodeJS.ProcessEnv = process.env): IframeUrlRules {
  const configured = portalOriginsFromEnv(env);
  return { portalOrigins: requestOrigin ? [requestOrigin, ...configured] : configured, httpAllowed: env[IFRAME_HTTP_ALLOWED_VAR] === 'true' };
}

/** The iframe URL to store (with a scheme), or the message that refuses it. */
export function checkIframeUrl(text: string, rules: IframeUrlRules): IframeUrlCheck {
  // The pattern again, so this rule holds on its own (withScheme would turn `ftp://x` into `https://ftp://x`).
  const stored = isWebAddress(text) ? withScheme(text) : '';
  const url = parseHttpUrl(stored);
  if (!url) return { ok: false, message: MANAGEMENT_MESSAGES.dashboardForm.invalidIframeUrl };
  const isDemoReport = rules.httpAllowed && url.hostname.toLowerCase() === LOCAL_REPORTS_HOST;
  if (!isDemoReport && rules.portalOrigins.some((origin) => isPortalOrigin(url, origin))) {
    return { ok: false, message: MANAGEMENT_MESSAGES.dashboardForm.iframeUrlOwnOrigin };
  }
  if (!rules.httpAllowed && url.protocol !== 'https:') return { ok: false, message: MANAGEMENT_MESSAGES.dashboardForm.iframeUrlNotHttps };
  return { ok: true, url: stored };
}

/**
 * True when the URL is served by the portal at `origin`: the same host or one of its subdomains (the
 * businesses' `<subdomain>.<portal>` addresses) on the same port, whatever the scheme. Loopback names
 * (`localhost`, `*.localhost`, 127.x, ::1) are one host.
 */
export function isPortalOrigin(url: URL, origin: string): boolean {
  const portal = parseUrl(origin);
  if (!portal || !portal.hostname) return false;
  if (effectivePort(url) !== effectivePort(portal)) return false;
  const host = hostOf(url);
  const portalHost = hostOf(portal);
  return host === portalHost || host.endsWith(`.${portalHost}`);
}

function hostOf(url: URL): string {
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const loopback = host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '[::1]';
  return loopback ? 'localhost' : host;
}

const effectivePort = (url: URL): string => url.port || (url.protocol === 'https:' ? '443' : url.protocol === 'http:' ? '80' : '');

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}
