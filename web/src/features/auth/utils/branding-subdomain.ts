/**
 * The business subdomain of a host name, if any: the first label of `demo.localhost` (two or more
 * labels under localhost) or of `demo.portal.example.com` (three or more labels elsewhere).
 * `www` and IP addresses are not subdomains.
 */
export function brandingSubdomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (/^[\d.]+$/.test(host) || host.includes(':')) return null;
  const labels = host.split('.');
  const minLabels = labels.at(-1) === 'localhost' ? 2 : 3;
  if (labels.length < minLabels) return null;
  const [first] = labels;
  return first && first !== 'www' ? first : null;
}
