// Races on invitations, many requests at once: an administrator a few invitations short of the hour's
// limit, and a business a few short of the day's, send twelve valid invitations at once: no count ever
// passes its limit and only as many get through as were left; and one Cognito identity never gets two
// profiles, whether eight businesses take over one unused account at once or eight profiles of one
// `sub` are written straight at once. Each test records its figure (tests/support/race-figures.ts).
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ensurePasswordUser } from '#infra/local/cognito-users.ts';
import { keys } from '#functions/data/keys.ts';
import type { UserRecord } from '#functions/data/records.ts';
import { createUserActions } from '#functions/data/user-writes.ts';
import { INVITATION_LIMITS } from '#functions/domain/invitation-limits.ts';
import { recordRace } from '../support/race-figures.ts';
import { callApi, DEMO_PASSWORD, loginAs, stackClients, stackInfo, testTable } from '../support/stack.ts';
import { createTestUser } from '../support/users.ts';
import { invitationCountsOf, presetInvitationCounts } from './fixtures/invitation-counts.ts';
import { seedBusiness, uniquePrefix } from './fixtures/viewer-business.ts';

/** Invitations left under the limit before the race. */
const LEFT = 3;
const AT_ONCE = 12;

const newEmail = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@exemplo.local`;
const invite = (token: string, email: string) =>
  callApi('POST', '/api/v1/users', { token, body: { user: { first_name: 'Corrida', last_name: 'Convite', email, role_ids: [] } } });

/** A business with no user limit and `count` administrators, each logged in. */
async function team(name: string, count: number) {
  const businessId = uniquePrefix(name);
  await seedBusiness(testTable(), businessId, { dashboards: [], roles: [], userLimit: 0 });
  const admins = await Promise.all(Array.from({ length: count }, () => createTestUser({ businessId, access: 'customer_admin' })));
  return { businessId, admins, tokens: await Promise.all(admins.map((admin) => loginAs(admin.email))) };
}

/** The profiles that name an identity (GSI1 `IDENTITY#<sub>`). */
async function profilesOf(sub: string): Promise<number> {
  const { db, tableName } = testTable();
  const index = keys.identityQuery(sub);
  const result = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: index.indexName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': index.partitionKey },
      ExpressionAttributeValues: { ':pk': index.value },
    }),
  );
  return result.Items?.length ?? 0;
}

describe('the invitation limits', () => {
  it(`lets only ${LEFT} of ${AT_ONCE} invitations an administrator sends at once through the hour’s last ${LEFT}`, async () => {
    const { businessId, admins, tokens } = await team('limite-hora', 1);
    await presetInvitationCounts(businessId, admins[0].id, { admin: INVITATION_LIMITS.perAdminPerHour - LEFT });

    const answers = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => invite(tokens[0], newEmail(`hora-${i}`))));

    const passed = answers.filter((answer) => answer.status !== 429);
    const counts = await invitationCountsOf(businessId, admins[0].id);
    const violations = Math.max(0, counts.admin - INVITATION_LIMITS.perAdminPerHour) + Math.max(0, passed.length - LEFT);
    recordRace({ invariant: 'invitation limit', requests: answers.length, violations });
    expect(violations).toBe(0);
    expect(passed.map((answer) => answer.status)).toEqual(Array(LEFT).fill(201));
    expect(counts.admin).toBe(INVITATION_LIMITS.perAdminPerHour);
  });

  it(`lets only ${LEFT} of ${AT_ONCE} invitations three administrators send at once through the business’s last ${LEFT} of the day`, async () => {
    const { businessId, admins, tokens } = await team('limite-dia', 3);
    await presetInvitationCounts(businessId, admins[0].id, { business: INVITATION_LIMITS.perBusinessPerDay - LEFT });

    const answers = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => invite(tokens[i % tokens.length], newEmail(`dia-${i}`))));

    const passed = answers.filter((answer) => answer.status !== 429);
    const { business } = await invitationCountsOf(businessId, admins[0].id);
    const violations = Math.max(0, business - INVITATION_LIMITS.perBusinessPerDay) + Math.max(0, passed.length - LEFT);
    recordRace({ invariant: 'invitation limit', requests: answers.length, violations });
    expect(violations).toBe(0);
    expect(passed.map((answer) => answer.status)).toEqual(Array(LEFT).fill(201));
    expect(business).toBe(INVITATION_LIMITS.perBusinessPerDay);
  });
});

describe('one profile per identity', () => {
  it('makes one profile of an unused account eight businesses invite at once', async () => {
    const teams = await Promise.all(Array.from({ length: 8 }, (_, i) => team(`identidade-${i}`, 1)));
    const email = newEmail('sem-perfil');
    const sub = await ensurePasswordUser(stackClients().cognito, stackInfo().resources.userPoolId, {
      email,
      password: DEMO_PASSWORD,
      permanent: false,
    });

    const answers = await Promise.all(teams.map((one) => invite(one.tokens[0], email)));

    const profiles = await profilesOf(sub);
    const violations = Math.abs(profiles - 1) + Math.abs(answers.filter((answer) => answer.status === 201).length - 1);
    recordRace({ invariant: 'one profile per identity', requests: answers.length, violations });
    expect(violations).toBe(0);
    for (const answer of answers.filter((one) => one.status !== 201)) expect(answer.status).toBe(422);
  });

  it('makes one profile of eight written at once for one identity under eight addresses', async () => {
    const businesses = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const businessId = uniquePrefix(`identidade-direta-${i}`);
        await seedBusiness(testTable(), businessId, { dashboards: [], roles: [] });
        return businessId;
      }),
    );
    const sub = crypto.randomUUID();
    const now = new Date().toISOString();
    const { db, tableName } = testTable();
    const profile = (businessId: string): UserRecord => ({
      type: 'user',
      id: sub,
      businessId,
      access: 'customer',
      firstName: 'Uma',
      lastName: 'Identidade',
      email: newEmail('identidade'),
      roleIds: [],
      disabled: false,
      invitedAt: now,
      createdAt: now,
    });

    // Each write tried again while it only conflicts with another (as the invitation's retryOnConflict does).
    const write = async (businessId: string): Promise<boolean> => {
      const actions = createUserActions(tableName, profile(businessId), { enforceLimit: false });
      for (let attempt = 0; attempt < 8; attempt++) {
        try {
          await db.send(new TransactWriteCommand({ TransactItems: actions }));
          return true;
        } catch (error) {
          if (!/TransactionConflict/.test((error as Error).message)) return false;
        }
      }
      return false;
    };

    const written = await Promise.all(businesses.map(write));

    const profiles = await profilesOf(sub);
    const violations = Math.abs(profiles - 1) + Math.abs(written.filter(Boolean).length - 1);
    recordRace({ invariant: 'one profile per identity', requests: written.length, violations });
    expect(violations).toBe(0);
  });
});
