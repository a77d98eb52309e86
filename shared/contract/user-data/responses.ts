// The signed-in user's data, loaded once by the SPA.
import * as z from 'zod/mini';
import { ACCESS } from '../../access.ts';
import { email, fileUrl, themeColours } from '../common-responses.ts';

export const userDataResponse = z.strictObject({
  id: z.string(),
  access: z.enum(ACCESS),
  /** Scoped users act inside one business; the platform admin is not. */
  policies: z.strictObject({ scoped: z.boolean() }),
  theme: themeColours,
  logo: fileUrl,
  /** Null for the platform admin. */
  business_name: z.nullable(z.string()),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email,
});
export type UserDataResponse = z.output<typeof userDataResponse>;

export const userDataResponses = { userData: userDataResponse };
