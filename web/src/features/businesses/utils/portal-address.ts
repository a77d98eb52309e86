import { businessAddress, queryAddressPattern } from '#shared/business-address.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { getRuntimeConfig } from '#web/lib/runtime-config.ts';

/**
 * The address of a business's portal as the deploy builds it (config.json's `businessUrl`:
 * `https://acme.portal.example.com`, or `https://<host>/?empresa=acme` without a domain); the example
 * subdomain until a valid one is typed.
 */
export function portalAddress(
  subdomain: string,
  pattern: string = getRuntimeConfig().businessUrl ?? queryAddressPattern(window.location.origin),
): string {
  return businessAddress(pattern, subdomain) ?? businessAddress(pattern, BUSINESS_MESSAGES.subdomainExample) ?? pattern;
}
