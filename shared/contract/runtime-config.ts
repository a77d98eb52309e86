// `GET /config.json` on the portal's origin: generated from the stack's outputs, read by the SPA at start.
import * as z from 'zod/mini';

export const runtimeConfig = z.strictObject({
  apiBaseUrl: z.string(),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /**
   * Where a business's own portal is: `https://{subdomain}.portal.example.com`, or on a portal with no
   * domain of its own `https://<host>/?empresa={subdomain}` (shared/business-address.ts).
   */
  businessUrl: z.optional(z.string()),
  /** Only where Cognito is not AWS's own. */
  cognitoEndpoint: z.optional(z.string()),
});
export type RuntimeConfig = z.output<typeof runtimeConfig>;
