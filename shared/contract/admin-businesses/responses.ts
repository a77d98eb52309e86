// The client businesses (admin): the list, the form's data, the writes and the panel's users tab.
import * as z from 'zod/mini';
import { count, createdId, email, fileUrl, instant, namedItem, pagination, successResponse, themeColourFields } from '../common-responses.ts';
import { recentUsage } from '../insights/responses.ts';
import { invitationState } from '../users/responses.ts';

/** Money travels as a decimal string with two places: `"1234.56"` (stored as integer cents). */
export const moneyString = z.string().check(z.regex(/^\d+\.\d{2}$/));
export type MoneyString = z.output<typeof moneyString>;

export const businessListItem = z.strictObject({
  id: z.string(),
  name: z.string(),
  main_contact_name: z.string(),
  /** Active users (seats taken). */
  current_user_count: count,
  /** The user limit (0: no limit). */
  user_count: count,
  dashboard_count: count,
  /** Ticket mensal. */
  pricing: moneyString,
  /** Active users and views of the last 30 days (INSIGHTS.recentDays), from the daily usage counters. */
  recent_usage: recentUsage,
});
export type BusinessListItem = z.output<typeof businessListItem>;

export const businessListResponse = z.strictObject({ businesses: z.array(businessListItem) });
export type BusinessListResponse = z.output<typeof businessListResponse>;

/** A theme a business may wear, with its colours for the select's swatches. */
export const themeOption = z.strictObject({ id: z.string(), name: z.string(), ...themeColourFields });
export type ThemeOption = z.output<typeof themeOption>;

export const businessNewResponse = z.strictObject({ themes: z.array(themeOption) });
export type BusinessNewResponse = z.output<typeof businessNewResponse>;

/** Every field of the business form (spec section 3), as the edit mode shows it. */
export const businessFields = z.strictObject({
  id: z.string(),
  name: z.string(),
  /** Masked: 99.999.999/9999-99. */
  cnpj: z.string().check(z.regex(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/)),
  subdomain: z.string(),
  main_contact_email: email,
  main_contact_first_name: z.string(),
  main_contact_last_name: z.string(),
  /** Masked: (99) 99999-9999, or (99) 9999-9999 for a landline. */
  main_contact_phone_number: z.string().check(z.regex(/^\(\d{2}\) \d{4,5}-\d{4}$/)),
  service_description: z.string(),
  pricing: moneyString,
  user_count: count,
  theme_id: z.string(),
  logo_pic: fileUrl,
});
export type BusinessFields = z.output<typeof businessFields>;

export const businessEditResponse = z.strictObject({ business: businessFields, themes: z.array(themeOption) });
export type BusinessEditResponse = z.output<typeof businessEditResponse>;

export const createBusinessResponse = z.strictObject({ success: z.literal(true), business: createdId });
export type CreateBusinessResponse = z.output<typeof createBusinessResponse>;

/** The panel's users tab: who the business's users are, read-only. */
export const businessUserItem = z.strictObject({
  id: z.string(),
  name: z.string(),
  email,
  customer_admin: z.boolean(),
  /** The main contact's is the business's creation; null when not recorded. */
  invited_at: z.nullable(instant),
  ...invitationState,
  /** When the person was deactivated (the `status=inactive` list); null for an active one. */
  deactivated_at: z.nullable(instant),
});
export type BusinessUserItem = z.output<typeof businessUserItem>;

export const businessUserListResponse = z.strictObject({ business: namedItem, users: z.array(businessUserItem), pagination });
export type BusinessUserListResponse = z.output<typeof businessUserListResponse>;

export const adminBusinessesResponses = {
  listBusinesses: businessListResponse,
  newBusiness: businessNewResponse,
  editBusiness: businessEditResponse,
  createBusiness: createBusinessResponse,
  updateBusiness: successResponse,
  listBusinessUsers: businessUserListResponse,
  reactivateBusinessUser: successResponse,
  resendBusinessUserInvitation: successResponse,
};
