// PATCH /admin/businesses/{business_id}: everything but the main contact (locked once created: a
// contact field sent changed is refused, sent back as it is is accepted).
//   business GetItem (consistent; 404 when missing) → 422 contactLocked on each contact field changed;
//   a new logo's upload claimed (pending/<businessId>/ → <businessId>/logos/);
//   ONE TransactWriteItems (updateBusinessActions), tried again when it only lost a race: the business
//   (fields, list entry) conditioned on the subdomain, theme and logo it read (changed meanwhile → 409
//   busy) with its activity entry (the business's trail); a new subdomain claimed (taken → 422) and the old one freed; a theme change moves the
//   business's entry between the two themes' maps (new theme gone → 422), a rename renames it;
//   then the replaced logo is deleted; a refused write deletes the new one instead. A theme change also
//   reads the two themes' names, for the trail (one BatchGetItem).
// The user limit may go below the active users: it only blocks new invitations.
// DynamoDB calls besides the caller's profile Query (budgets checked by
// tests/integration/admin-businesses-calls.test.ts): GetItem + TransactWriteItems → 2 (+1); with a new
// theme, + BatchGetItem → 3 (+1).
import { onlyDigits } from '#shared/brazilian-formats.ts';
import type { FieldErrors, SuccessResponse } from '#shared/api-types.ts';
import type { InputOf } from '#shared/contract/contracts.ts';
import { BUSINESS_MESSAGES as M } from '#shared/platform-messages.ts';
import { updateBusinessActions, type UpdatePositions } from '#functions/data/business-writes.ts';
import { getBusiness, themeNamesOf } from '#functions/data/businesses.ts';
import type { BusinessRecord } from '#functions/data/records.ts';
import { failedConditionAt, isTransactionCancelled } from '#functions/data/transact.ts';
import { writeTransaction } from '#functions/data/user-changes.ts';
import { retryOnConflict } from '#functions/domain/write-retry.ts';
import type { CallerRouteContext, RouteResult } from '#functions/http/http-handler.ts';
import type { FilesContext } from '#functions/lib/files.ts';
import { HttpError, notFound, ValidationError } from '#functions/lib/http-error.ts';
import { businessEntry } from '#functions/domain/activity-business.ts';
import { claimLogo, deleteLogo, LOGO_TAKEN, takeLogoActions } from './logo.ts';

type UpdateFields = InputOf<'updateBusiness'>['body']['business'];

/** Saves the business's new fields; 200 `{ success: true }`. */
export async function updateBusiness(
  { caller, input, table, log }: CallerRouteContext<'updateBusiness'>,
  files: () => FilesContext,
): Promise<RouteResult<SuccessResponse>> {
  const businessId = input.params.business_id;
  const fields = input.body.business;
  const business = await getBusiness(table, businessId, { consistent: true });
  if (!business) throw notFound(M.notFound);
  requireSameContact(business, fields);

  // Read before the logo is claimed: a failure here leaves nothing to clean up.
  const themes =
    fields.theme_id === business.themeId ? new Map<string, string>() : await themeNamesOf(table, [business.themeId, fields.theme_id]);
  const logoKey = fields.logo_key ? await claimLogo(files(), businessId, fields.logo_key) : undefined;
  const changes = {
    name: fields.name,
    cnpj: fields.cnpj,
    subdomain: fields.subdomain,
    serviceDescription: fields.service_description,
    pricingCents: fields.pricing,
    userLimit: fields.user_count,
    themeId: fields.theme_id,
    logoKey,
  };
  const entry = businessEntry(caller, business, { ...business, ...changes, logoKey: logoKey ?? business.logoKey }, themes);
  const { actions, at } = updateBusinessActions(table.tableName, business, changes, entry);
  // The new logo's upload, taken once: last, after every position a refusal is read at.
  const taken = takeLogoActions(table.tableName, fields.logo_key, logoKey);
  try {
    await retryOnConflict(() => writeTransaction(table, [...actions, ...taken]));
  } catch (error) {
    await deleteLogo(files, log, logoKey);
    throw refusalOf(error, at, taken.length > 0 ? actions.length : undefined);
  }
  // The old logo and the upload the new one was copied from.
  if (logoKey) await Promise.all([deleteLogo(files, log, business.logoKey), deleteLogo(files, log, fields.logo_key)]);
  return { body: { success: true } };
}

/** Refuses (422 contactLocked, per field) a contact field sent with another value than the stored one. */
function requireSameContact(business: BusinessRecord, fields: UpdateFields): void {
  const sent = {
    main_contact_email: fields.main_contact_email,
    main_contact_first_name: fields.main_contact_first_name,
    main_contact_last_name: fields.main_contact_last_name,
    main_contact_phone_number: fields.main_contact_phone_number,
  };
  // Compared as the contract normalises what is sent: e-mail lower-case, phone as digits, names trimmed.
  const stored: typeof sent = {
    main_contact_email: business.mainContactEmail.trim().toLowerCase(),
    main_contact_first_name: business.mainContactFirstName.trim(),
    main_contact_last_name: business.mainContactLastName.trim(),
    main_contact_phone_number: onlyDigits(business.mainContactPhoneNumber),
  };
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(sent)) {
    if (value !== undefined && value !== stored[field as keyof typeof sent]) errors[field] = [M.contactLocked];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** The answer to a refused transaction, from the conditions that failed; `logoAt`: the new logo's claim. */
function refusalOf(error: unknown, at: UpdatePositions, logoAt?: number): unknown {
  if (!isTransactionCancelled(error)) return error;
  const failed = (index: number | undefined) => index !== undefined && failedConditionAt(error, index);
  // The business changed meanwhile (its subdomain, theme or logo): what else failed was judged on a stale read.
  if (failed(at.business)) return new HttpError(409, M.busy);
  // The new logo's upload taken by another save meanwhile.
  if (failed(logoAt)) return new ValidationError(LOGO_TAKEN);
  const errors: FieldErrors = {
    ...(failed(at.newSubdomain) ? { subdomain: [M.subdomainTaken] } : {}),
    // The new theme deleted meanwhile (a rename on the same theme never fails: a worn theme stays).
    ...(failed(at.theme) && at.oldTheme !== undefined ? { theme_id: [M.unknownTheme] } : {}),
  };
  if (Object.keys(errors).length > 0) return new ValidationError(errors);
  // Only lost races (or an old claim or theme entry not as the business names it).
  return new HttpError(409, M.busy);
}
