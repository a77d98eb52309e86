// Public branding of a business reached through its subdomain: name, colours and logo only.
import * as z from 'zod/mini';
import type { BrandingResponse } from '../api-types.ts';
import { responds } from './route-contract.ts';

export const brandingContracts = {
  branding: {
    query: z.object({ subdomain: z.string().check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/)) }),
    response: responds<BrandingResponse>(),
  },
};
