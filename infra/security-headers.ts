// Security headers of the portal's origin. CloudFront's response headers policy and the local gateway
// (infra/local) both build theirs from here, so the two origins send the same policy.
import { UPLOADS } from '#shared/constants.ts';

export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

export interface CspSources {
  /** Origins the SPA may call besides its own: Cognito, the uploads bucket (presigned PUT). */
  connectSrc?: readonly string[];
  /** Origins the embedded reports may come from; any HTTPS origin by default (Power BI, Metabase...). */
  frameSrc?: readonly string[];
}

/**
 * CSP of the SPA. Reports are framed (`frame-src`), but the portal itself must not be framed by
 * anyone (`frame-ancestors 'none'`); X-Frame-Options is left unset because CSP already says that.
 */
export function contentSecurityPolicy({ connectSrc = [], frameSrc = ['https:'] }: CspSources = {}): string {
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    // Chakra UI (emotion) injects style elements at run time.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: and blob: for inline icons and the live preview of a picked image file.
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['connect-src', ["'self'", ...connectSrc]],
    ['frame-src', frameSrc],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * CSP of user-uploaded files (previews, logos) served under `/uploads/`. They share the portal's origin,
 * so a file opened directly must not be able to run script there, whatever its content turns out to be.
 */
export const UPLOADS_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** Cognito's API origin in a region (the SPA's login calls go through /api, this covers direct SDK calls). */
export const cognitoOrigin = (region: string): string => `https://cognito-idp.${region}.amazonaws.com`;

/**
 * Browser features no page of the portal uses, switched off for it and every frame it embeds.
 * Fullscreen is left alone: the viewer puts a report in full screen, and a report may ask for it.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Headers CloudFront's security headers behaviour has no field for, so its policy sends them as
 * custom headers. COOP: a page the portal opens (or that opens it) gets no handle on its window.
 */
export const CUSTOM_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * How an uploaded file is offered: `inline` only for the picture types the portal accepts (with
 * `nosniff`, a browser never reads them as anything else), `attachment` for anything else, so a file
 * that is not one of them is downloaded, never rendered on the portal's origin.
 */
export function uploadContentDisposition(contentType: string | undefined): 'inline' | 'attachment' {
  const type = contentType?.split(';')[0].trim().toLowerCase();
  return type && (UPLOADS.contentTypes as readonly string[]).includes(type) ? 'inline' : 'attachment';
}

/**
 * On AWS, CloudFront cannot choose a disposition by type; the bucket holds only pictures of the
 * accepted types, and any object that names no disposition of its own is offered as a download.
 */
export const UPLOADS_DEFAULT_DISPOSITION = 'attachment';

/** Header name to value, for a server that sets headers itself (the local gateway). */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
    'Content-Security-Policy': csp,
    ...CUSTOM_SECURITY_HEADERS,
  };
}
