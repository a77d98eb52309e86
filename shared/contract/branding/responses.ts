// Public branding of a business reached through its subdomain: name, colours and logo only.
import * as z from 'zod/mini';
import { fileUrl, themeColours } from '../common-responses.ts';

export const brandingResponse = z.strictObject({ name: z.string(), theme: themeColours, logo: fileUrl });
export type BrandingResponse = z.output<typeof brandingResponse>;

export const brandingResponses = { branding: brandingResponse };
