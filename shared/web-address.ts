// The spec's web address rule for a dashboard's iframe URL: an optional http/https scheme, a domain
// (or localhost) or an IPv4 address, an optional port, then path, query and fragment. The SPA's URL
// modal and the API check the same rule; the API also normalises and refuses what is unsafe to frame.

const WEB_ADDRESS =
  /^(?:https?:\/\/)?(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}|localhost|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

/** Longest iframe URL accepted. */
export const WEB_ADDRESS_MAX_LENGTH = 2048;

/** True when the text is a web address by the spec's pattern (with or without http/https). */
export function isWebAddress(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= WEB_ADDRESS_MAX_LENGTH && WEB_ADDRESS.test(trimmed);
}

/** The address with a scheme: `https://` is added when none was typed. Assumes `isWebAddress`. */
export function withScheme(text: string): string {
  const trimmed = text.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
