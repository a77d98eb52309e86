// Creates extra portal users for tests (Cognito user with a permanent password + stored profile),
// so tests that change a user never touch the demo accounts others rely on.
import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ensurePasswordUser } from '#infra/local/cognito-users.ts';
import type { Access } from '#shared/access.ts';
import type { UserRecord } from '#functions/data/records.ts';
import { createUserActions, deactivateUserActions } from '#functions/data/user-writes.ts';
import { DEMO_PASSWORD, stackClients, stackInfo, testTable } from './stack.ts';

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

export async function createTestUser(options: {
  businessId: string | null;
  access: Access;
  roleIds?: string[];
  firstName?: string;
  lastName?: string;
  email?: string;
  /** Leave the Cognito user in FORCE_CHANGE_PASSWORD (an invited user who never signed in). */
  invited?: boolean;
  /** Deactivate the user once created, as the deactivation does (out of its roles, the admins and the list, into the inactive list). */
  disabled?: boolean;
}): Promise<TestUser> {
  const email = options.email ?? `teste-${randomUUID().slice(0, 8)}@exemplo.local`;
  const { cognito } = stackClients();
  const { userPoolId } = stackInfo().resources;
  const id = await ensurePasswordUser(cognito, userPoolId, { email, password: DEMO_PASSWORD, permanent: !options.invited });
  const { tableName } = testTable();
  const now = new Date().toISOString();
  const user: UserRecord = {
    type: 'user',
    id,
    businessId: options.businessId,
    access: options.access,
    firstName: options.firstName ?? 'Pessoa',
    lastName: options.lastName ?? 'de Teste',
    email,
    roleIds: options.roleIds ?? [],
    disabled: false,
    createdAt: now,
    invitedAt: now,
    // As the invitation writes it: pending until the first password.
    ...(options.invited ? { invitationPending: true, invitationSentAt: now } : {}),
  };
  // The profile, its e-mail claim, its seat and both sides of its memberships in one transaction, as
  // the invitation writes them (without the user limit: tests choose their businesses' sizes).
  await sendRetryingConflicts(new TransactWriteCommand({ TransactItems: createUserActions(tableName, user, { enforceLimit: false }) }));
  if (options.disabled) {
    const actions = deactivateUserActions(tableName, { ...user, businessId: options.businessId! }, new Set(user.roleIds), now);
    await sendRetryingConflicts(new TransactWriteCommand({ TransactItems: actions }));
  }
  return { id, email, password: DEMO_PASSWORD };
}

/** Users created at once join the same roles and business: retry a transaction that conflicted with another. */
async function sendRetryingConflicts(write: TransactWriteCommand) {
  const { db } = testTable();
  for (let attempt = 0; ; attempt++) {
    try {
      await db.send(write);
      return;
    } catch (error) {
      const conflict = (error as Error).name === 'TransactionCanceledException' && /TransactionConflict/.test((error as Error).message);
      if (!conflict || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
    }
  }
}
