// Public branding of a business reached through its subdomain: name, colours and logo only.
import * as z from 'zod/mini';
import type { BrandingResponse } from '../api-types.ts';
import { SUBDOMAIN_LABEL } from '../business-of-page.ts';
import { BUSINESS_MESSAGES } from '../platform-messages.ts';
import { responds } from './route-contract.ts';

export const brandingContracts = {
  branding: {
    // Missing or malformed, the same Portuguese message as the business form's (never the schema's own).
    query: z.object({
      subdomain: z
        .string({ error: BUSINESS_MESSAGES.invalidSubdomain })
        .check(z.trim(), z.toLowerCase(), z.regex(SUBDOMAIN_LABEL, { error: BUSINESS_MESSAGES.invalidSubdomain })),
    }),
    response: responds<BrandingResponse>(),
  },
};
