import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';

/**
 * The address of a business's portal: its subdomain in front of the platform's host, the one the admin
 * is on (`https://acme.portal.example.com`, `http://acme.localhost:5173` locally).
 */
export function portalAddress(subdomain: string, where: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const label = subdomain.trim().toLowerCase() || BUSINESS_MESSAGES.subdomainExample;
  return `${where.protocol}//${label}.${where.host}`;
}
