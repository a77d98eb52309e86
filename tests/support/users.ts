// Creates extra portal users for tests (Cognito user with a permanent password + stored profile),
// so tests that change a user never touch the demo accounts others rely on.
import { randomUUID } from 'node:crypto';
import { AdminCreateUserCommand, AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Access } from '../../shared/access.ts';
import { emailItem, userItem } from '../../functions/data/items.ts';
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
}): Promise<TestUser> {
  const email = options.email ?? `teste-${randomUUID().slice(0, 8)}@exemplo.local`;
  const { cognito } = stackClients();
  const { userPoolId } = stackInfo().resources;
  const created = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: DEMO_PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  if (!options.invited) {
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: DEMO_PASSWORD, Permanent: true }));
  }
  const id = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!id) throw new Error('Cognito returned no sub');
  const { db, tableName } = testTable();
  const now = new Date().toISOString();
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: userItem({
        type: 'user', id, businessId: options.businessId, access: options.access,
        firstName: options.firstName ?? 'Pessoa', lastName: options.lastName ?? 'de Teste', email,
        roleIds: options.roleIds ?? [], disabled: false, createdAt: now, invitedAt: now,
      }),
    }),
  );
  await db.send(new PutCommand({ TableName: tableName, Item: emailItem(email, id, options.businessId) }));
  return { id, email, password: DEMO_PASSWORD };
}
