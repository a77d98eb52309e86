// The platform administrator, created or finished from what stands: its Cognito account (invited by
// e-mail, as the portal invites everyone), then its profile (`PLATFORM`/`USER#<sub>`, with the claim of
// its identity, `IDENTITY#<sub>`) and its e-mail claim in ONE transaction conditioned on neither existing,
// so two runs at once cannot write two profiles, nor a run one beside a business's profile of that account.
// Each run reads the state first and writes only what is missing; what belongs to someone else is refused.
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  type AdminGetUserCommandOutput,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '#functions/data/keys.ts';
import type { UserRecord } from '#functions/data/records.ts';
import { isTransactionCancelled } from '#functions/data/transact.ts';
import { getEmailClaim, writeTransaction, type EmailClaim } from '#functions/data/user-changes.ts';
import { getUserByIdentity } from '#functions/data/users.ts';
import { CREATE_USER_ACTION, createUserActions } from '#functions/data/user-writes.ts';
import { invitationRequest, subOf } from '#functions/domain/invitation-request.ts';
import { retryOnConflict } from '#functions/domain/write-retry.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';

export interface AdminTargets {
  table: TableContext;
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
  /** Linked from the invitation e-mail. */
  portalUrl: string;
}

export interface PlatformAdmin {
  email: string;
  firstName: string;
  lastName: string;
}

/** The Cognito account under an e-mail address, as far as this tool cares. */
export interface AccountState {
  sub: string;
  status: string;
  enabled: boolean;
}

/** What stands for an e-mail address before a run writes anything. */
export interface AdminState {
  claim: EmailClaim | undefined;
  account: AccountState | undefined;
  /** Whether `PLATFORM`/`USER#<sub>` exists for the claim's (else the account's) user id. */
  platformProfile: boolean;
  /** The business whose profile the account's `sub` has, if any (a profile that is not the platform's). */
  businessProfile: string | undefined;
}

export type AdminPlan =
  | { action: 'refuse'; reason: string }
  | { action: 'none'; userId: string; status: string }
  | { action: 'invite' }
  | { action: 'write'; userId: string; profile: boolean; claim: boolean; resendInvitation: boolean };

/** What a run of this tool should do about `email`, from what stands (pure: the whole decision). */
export function planPlatformAdmin(email: string, state: AdminState): AdminPlan {
  const { claim, account } = state;
  const refuse = (reason: string): AdminPlan => ({ action: 'refuse', reason });
  if (claim?.businessId) {
    return refuse(`${email} belongs to a user of business ${claim.businessId}; a platform administrator needs an address of its own.`);
  }
  if (state.businessProfile) return refuse(`the Cognito account of ${email} has a profile in business ${state.businessProfile}.`);
  if (claim) {
    if (!account) {
      return refuse(`${email} is claimed by platform user ${claim.userId}, but it has no Cognito account; restore the account first.`);
    }
    if (account.sub !== claim.userId) {
      return refuse(`${email} is claimed by platform user ${claim.userId}, but its Cognito account is ${account.sub}; fix this by hand.`);
    }
    if (state.platformProfile) return { action: 'none', userId: account.sub, status: account.status };
    return { action: 'write', userId: account.sub, profile: true, claim: false, resendInvitation: false };
  }
  if (!account) return { action: 'invite' };
  // The profile stands and only its claim is missing: it is this administrator whatever its state.
  if (state.platformProfile) return { action: 'write', userId: account.sub, profile: false, claim: true, resendInvitation: false };
  if (account.status !== 'FORCE_CHANGE_PASSWORD') {
    return refuse(`${email} is a Cognito account already in use (${account.status}) with no platform profile; it is not taken over.`);
  }
  if (!account.enabled) return refuse(`the Cognito account of ${email} is disabled; enable it or remove it first.`);
  // An invited account nobody claims: what a run that died before its transaction left behind.
  return { action: 'write', userId: account.sub, profile: true, claim: true, resendInvitation: true };
}

export type AdminOutcome =
  | { kind: 'created'; userId: string }
  /** `invitation`: 'resent', 'not needed', or the name of the error that kept Cognito from sending it. */
  | { kind: 'resumed'; userId: string; wrote: ('profile' | 'claim')[]; invitation: string }
  | { kind: 'unchanged'; userId: string; status: string }
  | { kind: 'refused'; reason: string };

/** Reads are taken again after a lost race (another run wrote first), this many times at most. */
const ATTEMPTS = 3;

/** Creates the platform administrator, or finishes one a run left half done; refuses an address someone else holds. */
export async function ensurePlatformAdmin(targets: AdminTargets, admin: PlatformAdmin): Promise<AdminOutcome> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const plan = planPlatformAdmin(admin.email, await readAdminState(targets, admin.email));
    if (plan.action === 'refuse') return { kind: 'refused', reason: plan.reason };
    if (plan.action === 'none') return { kind: 'unchanged', userId: plan.userId, status: plan.status };
    if (plan.action === 'invite') {
      const userId = await inviteAccount(targets, admin);
      // Another run created the account first: read again and finish it.
      if (!userId) continue;
      if (await writeProfile(targets, admin, userId, { profile: true, claim: true })) return { kind: 'created', userId };
      continue;
    }
    if (!(await writeProfile(targets, admin, plan.userId, plan))) continue;
    const invitation = plan.resendInvitation ? await resendInvitation(targets, admin) : 'not needed';
    const wrote = [...(plan.profile ? ['profile' as const] : []), ...(plan.claim ? ['claim' as const] : [])];
    return { kind: 'resumed', userId: plan.userId, wrote, invitation };
  }
  throw new Error(`${admin.email} kept changing while this ran (another run at the same time?); run it again.`);
}

async function readAdminState(targets: AdminTargets, email: string): Promise<AdminState> {
  const [claim, account] = await Promise.all([getEmailClaim(targets.table, email), getAccount(targets, email)]);
  const userId = claim?.userId ?? account?.sub;
  if (!userId) return { claim, account, platformProfile: false, businessProfile: undefined };
  const [platformProfile, identity] = await Promise.all([
    targets.table.db.send(new GetCommand({ TableName: targets.table.tableName, Key: keys.user(null, userId), ConsistentRead: true })),
    account ? getUserByIdentity(targets.table, account.sub) : undefined,
  ]);
  return { claim, account, platformProfile: Boolean(platformProfile.Item), businessProfile: identity?.businessId ?? undefined };
}

async function getAccount(targets: AdminTargets, email: string): Promise<AccountState | undefined> {
  let user: AdminGetUserCommandOutput;
  try {
    user = await targets.cognito.send(new AdminGetUserCommand({ UserPoolId: targets.userPoolId, Username: email }));
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return undefined;
    throw error;
  }
  return { sub: subOf(user.UserAttributes), status: user.UserStatus ?? 'UNKNOWN', enabled: user.Enabled !== false };
}

/**
 * The invitation, the portal's own request (functions/domain/invitation-request.ts) sent with the
 * operator's client; the pool's CustomMessage trigger writes the Portuguese e-mail, naming no business.
 * Undefined when the account exists already.
 */
async function inviteAccount(targets: AdminTargets, admin: PlatformAdmin): Promise<string | undefined> {
  try {
    const created = await targets.cognito.send(
      new AdminCreateUserCommand(invitationRequest(targets.userPoolId, admin, { portalUrl: targets.portalUrl })),
    );
    return subOf(created.User?.Attributes);
  } catch (error) {
    if ((error as Error).name === 'UsernameExistsException') return undefined;
    throw error;
  }
}

/**
 * A new temporary password by e-mail for an invited account taken over (the first one may be lost or
 * expired): 'resent', or the error's name. The profile is written by then, so a failure is told, not thrown.
 */
async function resendInvitation(targets: AdminTargets, admin: PlatformAdmin): Promise<string> {
  try {
    await targets.cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: targets.userPoolId,
        Username: admin.email,
        MessageAction: 'RESEND',
        DesiredDeliveryMediums: ['EMAIL'],
        ClientMetadata: { portalUrl: targets.portalUrl },
      }),
    );
    return 'resent';
  } catch (error) {
    return (error as Error).name || 'Error';
  }
}

/**
 * The missing parts of profile and claim in one transaction (the product's createUserActions, each Put
 * conditioned on `attribute_not_exists`; the profile with its identity claim, which a profile of the same
 * account elsewhere refuses); false when a condition refused it: another run wrote first.
 */
async function writeProfile(
  targets: AdminTargets,
  admin: PlatformAdmin,
  userId: string,
  parts: { profile: boolean; claim: boolean },
): Promise<boolean> {
  const now = new Date().toISOString();
  const user: UserRecord = {
    type: 'user',
    id: userId,
    businessId: null,
    access: 'admin',
    firstName: admin.firstName,
    lastName: admin.lastName,
    email: admin.email,
    roleIds: [],
    disabled: false,
    invitedBy: null,
    invitedByName: null,
    invitedAt: now,
    createdAt: now,
  };
  const actions = createUserActions(targets.table.tableName, user, { enforceLimit: false });
  const wanted = [
    ...(parts.profile ? [actions[CREATE_USER_ACTION.user], actions[CREATE_USER_ACTION.identity]] : []),
    ...(parts.claim ? [actions[CREATE_USER_ACTION.email]] : []),
  ];
  try {
    await retryOnConflict(() => writeTransaction(targets.table, wanted));
    return true;
  } catch (error) {
    if (isTransactionCancelled(error)) return false;
    throw error;
  }
}
