// The portal's own origins (`PORTAL_ORIGINS`, comma-separated), and the http(s) URL parsing the rules
// built on them share.
import { PORTAL_ORIGINS_VAR } from '#shared/constants.ts';

/** The origins of a comma-separated list, trimmed, empty entries left out. */
export const splitOrigins = (list: string | undefined): string[] =>
  (list ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

/** The configured portal origins of this function's environment. */
export const portalOriginsFromEnv = (env: NodeJS.ProcessEnv = process.env): string[] => splitOrigins(env[PORTAL_ORIGINS_VAR]);

/** `text` as a URL when it is one with an http or https scheme. */
export function parseHttpUrl(text: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
}
