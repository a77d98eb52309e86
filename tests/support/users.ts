// Creates extra portal users for tests (Cognito user with a permanent password + stored profile),
// so tests that change a user never touch the demo accounts others rely on.
import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ensurePasswordUser } from '#infra/local/cognito-users.ts';
import type { Access } from '#shared/access.ts';
import { emailItem, userItem } from '#functions/data/items.ts';
import type { UserRecord } from '#functions/data/records.ts';
import { newMembershipActions } from '#functions/data/users.ts';
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
  /** Store the profile as disabled (still a member of its roles). */
  disabled?: boolean;
}): Promise<TestUser> {
  const email = options.email ?? `teste-${randomUUID().slice(0, 8)}@exemplo.local`;
  const { cognito } = stackClients();
  const { userPoolId } = stackInfo().resources;
  const id = await ensurePasswordUser(cognito, userPoolId, { email, password: DEMO_PASSWORD, permanent: !options.invited });
  const { db, tableName } = testTable();
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
    disabled: options.disabled ?? false,
    createdAt: now,
    invitedAt: now,
  };
  // The profile, its e-mail claim and both sides of its memberships (roles' userIds, the business's
  // adminUserIds) in one transaction, as the user forms will write them.
  const write = new TransactWriteCommand({
    TransactItems: [
      { Put: { TableName: tableName, Item: userItem(user) } },
      { Put: { TableName: tableName, Item: emailItem(email, id, options.businessId) } },
      ...newMembershipActions(tableName, user),
    ],
  });
  // Test files run in parallel and may add members to the same role at once: retry a conflict.
  for (let attempt = 0; ; attempt++) {
    try {
      await db.send(write);
      break;
    } catch (error) {
      const conflict = (error as Error).name === 'TransactionCanceledException' && /TransactionConflict/.test((error as Error).message);
      if (!conflict || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
    }
  }
  return { id, email, password: DEMO_PASSWORD };
}
