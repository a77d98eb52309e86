// POST /admin/businesses: a new business and its main contact, invited as its first customer_admin
// with the same invitation as a collaborator's. A read chooses the message, the transaction decides:
//   subdomain claim GetItem ‖ theme GetItem ‖ EMAIL# GetItem → one 422 naming every field refused
//   (subdomain taken, unknown theme, e-mail in use), before anything is created;
//   the logo's upload claimed (pending/_new/ → <businessId>/logos/);
//   Cognito AdminCreateUser (the e-mail with the temporary password, through the pool's CustomMessage
//   trigger), or the take-over of an account a failed invitation left without a profile;
//   ONE TransactWriteItems (createBusinessActions: business, subdomain claim, theme entry, e-mail claim,
//   contact profile, the activity entry in the new business's trail), tried again when it only lost a race;
//   if it is refused: the Cognito account is undone (EMAIL# GetItem, then AdminDeleteUser unless a
//   profile claims it) and the logo deleted, so a refused creation leaves nothing behind.
// DynamoDB calls besides the caller's profile Query (budgets checked by
// tests/integration/admin-businesses-calls.test.ts): 3 reads + 1 transaction → 4 (+1); refused → 5 (+1).
import { randomUUID } from 'node:crypto';
import type { FieldErrors } from '#shared/api-types.ts';
import type { InputOf, ResponseOf } from '#shared/contract/contracts.ts';
import { BUSINESS_MESSAGES as M } from '#shared/platform-messages.ts';
import { CREATE_BUSINESS_ACTION as AT, createBusinessActions } from '#functions/data/business-writes.ts';
import { getBusinessIdBySubdomain, themeNameOf } from '#functions/data/businesses.ts';
import { fullName, type BusinessRecord, type UserRecord } from '#functions/data/records.ts';
import { failedConditionAt, isTransactionCancelled, type TransactAction } from '#functions/data/transact.ts';
import { getEmailClaim, writeTransaction } from '#functions/data/user-changes.ts';
import { createInvitedAccount, resendInvitation, undoInvitedAccount, type Invitation } from '#functions/domain/invited-accounts.ts';
import { businessPortalUrlFromEnv } from '#functions/domain/portal-url.ts';
import { NEW_BUSINESS_OWNER } from '#functions/domain/upload-keys.ts';
import { retryOnConflict } from '#functions/domain/write-retry.ts';
import type { CallerRouteContext, RouteResult } from '#functions/http/http-handler.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import type { FilesContext } from '#functions/lib/files.ts';
import { HttpError, ValidationError } from '#functions/lib/http-error.ts';
import { claimLogo, deleteLogo, LOGO_TAKEN, takeLogoActions } from './logo.ts';
import { businessEntry } from '#functions/domain/activity-business.ts';

type CreateFields = InputOf<'createBusiness'>['body']['business'];

/** Creates the business (201 with its id); nothing of it is left when any step fails. */
export async function createBusiness(
  { caller, input, table, log }: CallerRouteContext<'createBusiness'>,
  files: () => FilesContext,
): Promise<RouteResult<ResponseOf<'createBusiness'>>> {
  const fields = input.body.business;
  const themeName = await requireFreeFields(table, fields);
  const id = randomUUID();
  const logoKey = fields.logo_key ? await claimLogo(files(), id, fields.logo_key, NEW_BUSINESS_OWNER) : null;
  const taken = takeLogoActions(table.tableName, fields.logo_key, logoKey);
  try {
    await createWithContact({ table, caller, log }, { business: businessRecord(id, fields, logoKey), themeName, claims: taken });
  } catch (error) {
    await deleteLogo(files, log, logoKey);
    throw error;
  }
  // The upload the logo was copied from: kept until now, so a failed creation can be sent again with it.
  await deleteLogo(files, log, fields.logo_key);
  return { statusCode: 201, body: { success: true, business: { id } } };
}

/** The checks the contract cannot make, read at once: one 422 names every field refused. Answers the theme's name (for the trail). */
async function requireFreeFields(table: TableContext, fields: CreateFields): Promise<string> {
  const [subdomainOwner, themeName, emailClaim] = await Promise.all([
    getBusinessIdBySubdomain(table, fields.subdomain, { consistent: true }),
    themeNameOf(table, fields.theme_id),
    getEmailClaim(table, fields.main_contact_email),
  ]);
  const errors: FieldErrors = {
    ...(subdomainOwner ? { subdomain: [M.subdomainTaken] } : {}),
    ...(themeName !== undefined ? {} : { theme_id: [M.unknownTheme] }),
    ...(emailClaim ? { main_contact_email: [M.emailTaken] } : {}),
  };
  if (Object.keys(errors).length > 0 || themeName === undefined) throw new ValidationError(errors);
  return themeName;
}

/** The business as the form describes it; its main contact fills its only seat and `admins` entry later. */
function businessRecord(id: string, fields: CreateFields, logoKey: string | null): BusinessRecord {
  return {
    type: 'business',
    id,
    name: fields.name,
    subdomain: fields.subdomain,
    cnpj: fields.cnpj,
    mainContactEmail: fields.main_contact_email,
    mainContactFirstName: fields.main_contact_first_name,
    mainContactLastName: fields.main_contact_last_name,
    mainContactPhoneNumber: fields.main_contact_phone_number,
    serviceDescription: fields.service_description,
    pricingCents: fields.pricing,
    userLimit: fields.user_count,
    themeId: fields.theme_id,
    logoKey,
    admins: {},
    activeUserCount: 1,
    dashboardCount: 0,
    rolesVersion: 0,
    createdAt: new Date().toISOString(),
  };
}

/** What a creation writes: the business, its theme's name (for the trail) and what it takes once. */
interface NewBusiness {
  business: BusinessRecord;
  themeName: string;
  /** The logo's upload, taken once (last in the transaction). */
  claims: TransactAction[];
}

/**
 * Invites the main contact (Cognito), then writes the business and the contact's profile in one
 * transaction, with `claims` last.
 */
async function createWithContact(
  { table, caller, log }: Pick<CallerRouteContext, 'table' | 'caller' | 'log'>,
  { business, themeName, claims }: NewBusiness,
): Promise<void> {
  const invitation: Invitation = {
    email: business.mainContactEmail,
    firstName: business.mainContactFirstName,
    lastName: business.mainContactLastName,
    businessName: business.name,
    portalUrl: businessPortalUrlFromEnv(business.subdomain),
  };
  const account = await createInvitedAccount(table, invitation, { field: 'main_contact_email', invalid: M.invalidEmail, taken: M.emailTaken });
  const contact: UserRecord = {
    type: 'user',
    id: account.sub,
    businessId: business.id,
    access: 'customer_admin',
    firstName: business.mainContactFirstName,
    lastName: business.mainContactLastName,
    email: business.mainContactEmail,
    roleIds: [],
    disabled: false,
    invitedBy: caller.userId,
    invitedByName: fullName(caller.profile),
    invitedAt: business.createdAt,
    invitationPending: true,
    invitationSentAt: business.createdAt,
    createdAt: business.createdAt,
  };
  const created = { ...business, admins: { [contact.id]: fullName(contact) } };
  const actions = [
    ...createBusinessActions(table.tableName, created, contact, businessEntry(caller, null, created, new Map([[business.themeId, themeName]]))),
    ...claims,
  ];
  try {
    await retryOnConflict(() => writeTransaction(table, actions));
  } catch (error) {
    if (account.created) await undoInvitedAccount(table, contact, log);
    throw refusalOf(error, claims.length > 0 ? actions.length - claims.length : undefined);
  }
  if (!account.created) {
    log.info('business creation finished an account left without a profile', { userId: contact.id });
    await resendInvitation(invitation, log);
  }
}

/** The answer to a refused transaction, from the conditions that failed (every one named); `logoAt`: the logo's claim. */
function refusalOf(error: unknown, logoAt?: number): unknown {
  if (!isTransactionCancelled(error)) return error;
  const errors: FieldErrors = {
    // The logo's upload taken by another save meanwhile.
    ...(logoAt !== undefined && failedConditionAt(error, logoAt) ? LOGO_TAKEN : {}),
    ...(failedConditionAt(error, AT.subdomain) ? { subdomain: [M.subdomainTaken] } : {}),
    // The theme deleted between the check and the write.
    ...(failedConditionAt(error, AT.theme) ? { theme_id: [M.unknownTheme] } : {}),
    // The e-mail, or the same Cognito account taken over by a request running at once (its profile or identity claim).
    ...(failedConditionAt(error, AT.email) || failedConditionAt(error, AT.contact) || failedConditionAt(error, AT.identity)
      ? { main_contact_email: [M.emailTaken] }
      : {}),
  };
  if (Object.keys(errors).length > 0) return new ValidationError(errors);
  // Only lost races (or an id taken, which 128 random bits make unheard of).
  return new HttpError(409, M.busy);
}
