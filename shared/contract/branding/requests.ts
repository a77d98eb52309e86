// Public branding of a business reached through its subdomain: name, colours and logo only.
import * as z from 'zod/mini';
import { SUBDOMAIN_LABEL } from '../../business-of-page.ts';
import { BUSINESS_MESSAGES } from '../../platform-messages.ts';

export const brandingContracts = {
  branding: {
    // Absent or empty (a host with no business of its own): the portal's own look. Malformed: the
    // business form's Portuguese message, never the schema's own.
    query: z.object({
      subdomain: z.optional(
        z.string({ error: BUSINESS_MESSAGES.invalidSubdomain }).check(
          z.trim(),
          z.toLowerCase(),
          z.refine((value) => value === '' || SUBDOMAIN_LABEL.test(value), { error: BUSINESS_MESSAGES.invalidSubdomain }),
        ),
      ),
    }),
  },
};
