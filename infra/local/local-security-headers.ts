// The headers CloudFront adds on AWS, built from the same module (infra/security-headers.ts), with
// the local origins allowed where the local stack needs them (demo reports on http://reports.localhost).
import { contentSecurityPolicy, CUSTOM_SECURITY_HEADERS, securityHeaders, UPLOADS_CONTENT_SECURITY_POLICY } from '../security-headers.ts';

const LOCAL_REPORT_ORIGINS = ['http://localhost:*', 'http://*.localhost:*'];

/** Headers of the portal's pages and API answers; `uploadsOrigin` is the S3 emulator the SPA PUTs pictures to. */
export const portalHeaders = (uploadsOrigin: string): Record<string, string> =>
  securityHeaders(contentSecurityPolicy({ connectSrc: [uploadsOrigin], frameSrc: ['https:', ...LOCAL_REPORT_ORIGINS] }));

/** Headers of uploaded files: never able to run script on the portal's origin. */
export const uploadHeaders = (): Record<string, string> => securityHeaders(UPLOADS_CONTENT_SECURITY_POLICY);

/** The demo report pages stand for an external BI tool: their own policy, framable by the local portal. */
export const demoReportHeaders = (): Record<string, string> => ({
  'Content-Security-Policy': `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; frame-ancestors ${LOCAL_REPORT_ORIGINS.join(' ')}`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  ...CUSTOM_SECURITY_HEADERS,
});
