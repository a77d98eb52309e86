import { UPLOADS_BASE_URL_VAR } from '#shared/constants.ts';

/**
 * Where an uploaded file (logo, preview) is served: CloudFront's `/uploads/*` behaviour on AWS,
 * the local gateway's `/uploads/*` locally. Same origin as the portal by default.
 */
export function publicFileUrl(key: string | null | undefined): string | null {
  if (!key) return null;
  const base = (process.env[UPLOADS_BASE_URL_VAR] ?? '/uploads').replace(/\/+$/, '');
  return `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
}
