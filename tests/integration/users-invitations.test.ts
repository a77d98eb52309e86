// What an invitation tells and whose account it takes, through the local gateway: an address of the
// business's own people is named as such (a deactivated person's too: the SPA offers to reactivate),
// every other address that cannot be invited gets one answer that names no business; invitations are counted per administrator and hour and per business and day,
// refusals included, and past a limit answered 429 in Portuguese, counted nowhere; a confirmed Cognito
// account, or one that has a profile, is never taken over, and no identity ever gets a second profile.
import { TransactWriteCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensurePasswordUser } from '#infra/local/cognito-users.ts';
import { keys } from '#functions/data/keys.ts';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import type { UserRecord } from '#functions/data/records.ts';
import { CREATE_USER_ACTION, createUserActions } from '#functions/data/user-writes.ts';
import { getUserByIdentity } from '#functions/data/users.ts';
import { INVITATION_LIMITS } from '#functions/domain/invitation-limits.ts';
import { callApi, DEMO_PASSWORD, loginAs, stackClients, stackInfo, testTable } from '../support/stack.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { cognitoAccountOf, emailClaimOf, profileOf } from './fixtures/collaborators.ts';
import { invitationCountsOf, presetInvitationCounts } from './fixtures/invitation-counts.ts';
import { seedBusiness, uniquePrefix } from './fixtures/viewer-business.ts';

const biz = uniquePrefix('convites');
const otherBiz = uniquePrefix('convites-outra');
let admin: TestUser;
let secondAdmin: TestUser;
let token: string;

const newEmail = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@exemplo.local`;
const invite = (email: string, as: string = token) =>
  callApi('POST', '/api/v1/users', { token: as, body: { user: { first_name: 'Pessoa', last_name: 'Convidada', email, role_ids: [] } } });
const refusedAddress = { user: { email: [USER_MESSAGES.emailRefused] } };
/** A limit's message with any wait in it (`WAIT` where the message names it). */
const withAnyWait = (message: string) =>
  new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('WAIT', '\\d+ (minutos?|horas?)')}$`);

beforeAll(async () => {
  await Promise.all([
    seedBusiness(testTable(), biz, { dashboards: [], roles: [], userLimit: 0 }),
    seedBusiness(testTable(), otherBiz, { dashboards: [], roles: [] }),
  ]);
  [admin, secondAdmin] = await Promise.all([
    createTestUser({ businessId: biz, access: 'customer_admin', firstName: 'Gestora', lastName: 'Convites' }),
    createTestUser({ businessId: biz, access: 'customer_admin', firstName: 'Segundo', lastName: 'Gestor' }),
  ]);
  token = await loginAs(admin.email);
});

describe('what a refused address tells', () => {
  it('names this business’s own people (a deactivated one as such), and gives every other address one answer that names no business', async () => {
    const [member, gone, foreign] = await Promise.all([
      createTestUser({ businessId: biz, access: 'customer' }),
      createTestUser({ businessId: biz, access: 'customer', disabled: true }),
      createTestUser({ businessId: otherBiz, access: 'customer' }),
    ]);
    // A confirmed account with no profile (as `npm run admin:create` or a hand leaves one) and an address Cognito refuses.
    const inUse = newEmail('em-uso');
    await ensurePasswordUser(stackClients().cognito, stackInfo().resources.userPoolId, { email: inUse, password: DEMO_PASSWORD });

    for (const [email, message] of [
      [member.email, USER_MESSAGES.emailInTeam],
      [gone.email.toUpperCase(), USER_MESSAGES.emailOfDeactivated],
    ]) {
      const answer = await invite(email);
      expect([answer.status, answer.body.errors]).toEqual([422, { user: { email: [message] } }]);
    }
    const others = await Promise.all([foreign.email, 'gestor@outra.local', 'admin@portal.local', inUse].map((email) => invite(email)));
    for (const answer of others) expect([answer.status, answer.body]).toEqual([422, others[0].body]);
    expect(others[0].body.errors).toEqual(refusedAddress);
    expect(JSON.stringify(others[0].body)).not.toMatch(/portal|empresa|plataforma/i);
  });
});

describe('how many invitations', () => {
  it('counts every invitation an administrator sends, refused ones too, and answers the one past the hour’s limit with a 429 that counts nowhere', async () => {
    await presetInvitationCounts(biz, admin.id, { admin: INVITATION_LIMITS.perAdminPerHour - 2 });
    const before = await invitationCountsOf(biz, admin.id);

    const counted = await invite('gestor@outra.local');
    expect(counted.status).toBe(422);
    const last = await invite(newEmail('ultimo'));
    expect(last.status).toBe(201);
    const email = newEmail('demais');
    const over = await invite(email);

    expect(over.status).toBe(429);
    expect(over.body.error).toMatch(withAnyWait(USER_MESSAGES.tooManyInvitationsByYou(INVITATION_LIMITS.perAdminPerHour, 'WAIT')));
    const after = await invitationCountsOf(biz, admin.id);
    expect(after).toEqual({ admin: INVITATION_LIMITS.perAdminPerHour, business: before.business + 2 });
    expect(await emailClaimOf(email)).toBeUndefined();
    // Another administrator of the business has an hour of their own.
    expect((await invite(newEmail('outro-gestor'), await loginAs(secondAdmin.email))).status).toBe(201);
  });

  it('answers every administrator of a business past the day’s limit with a 429 naming the business’s limit', async () => {
    const team = uniquePrefix('convites-dia');
    await seedBusiness(testTable(), team, { dashboards: [], roles: [] });
    const [first, second] = await Promise.all([
      createTestUser({ businessId: team, access: 'customer_admin' }),
      createTestUser({ businessId: team, access: 'customer_admin' }),
    ]);
    await presetInvitationCounts(team, first.id, { business: INVITATION_LIMITS.perBusinessPerDay });

    for (const who of [first, second]) {
      const answer = await invite(newEmail('dia'), await loginAs(who.email));
      expect(answer.status).toBe(429);
      expect(answer.body.error).toMatch(withAnyWait(USER_MESSAGES.tooManyInvitationsByBusiness(INVITATION_LIMITS.perBusinessPerDay, 'WAIT')));
    }
    expect((await invitationCountsOf(team, second.id)).business).toBe(INVITATION_LIMITS.perBusinessPerDay);
  });

  it('counts nothing for a body the contract refuses (the fuzzing’s invitations never reach a limit)', async () => {
    const before = await invitationCountsOf(biz, secondAdmin.id);
    const secondToken = await loginAs(secondAdmin.email);
    const answer = await callApi('POST', '/api/v1/users', {
      token: secondToken,
      body: { user: { first_name: 'A', last_name: 'B', email: 'sem-arroba' } },
    });
    expect(answer.status).toBe(422);
    expect(await invitationCountsOf(biz, secondAdmin.id)).toEqual(before);
  });
});

describe('whose account an invitation takes', () => {
  // An administrator of their own: the one above used up the hour.
  let own: string;
  beforeAll(async () => {
    own = await loginAs((await createTestUser({ businessId: biz, access: 'customer_admin' })).email);
  });

  it('never takes over a confirmed account without a profile: 422, no profile, no claim', async () => {
    const email = newEmail('confirmada');
    const sub = await ensurePasswordUser(stackClients().cognito, stackInfo().resources.userPoolId, { email, password: DEMO_PASSWORD });

    const answer = await invite(email, own);

    expect([answer.status, answer.body.errors]).toEqual([422, refusedAddress]);
    expect(await profileOf(biz, sub)).toBeUndefined();
    expect(await emailClaimOf(email)).toBeUndefined();
    // The account is left as it was: still its owner's, with the password they chose.
    expect((await cognitoAccountOf(email))?.UserStatus).toBe('CONFIRMED');
  });

  it('never writes a second profile for an account that has one without its e-mail claim', async () => {
    const elsewhere = await createTestUser({ businessId: otherBiz, access: 'customer', invited: true });
    const { db, tableName } = testTable();
    await db.send(new DeleteCommand({ TableName: tableName, Key: keys.email(elsewhere.email) }));

    const answer = await invite(elsewhere.email, own);

    expect([answer.status, answer.body.errors]).toEqual([422, refusedAddress]);
    expect(await profileOf(biz, elsewhere.id)).toBeUndefined();
    expect((await getUserByIdentity(testTable(), elsewhere.id))?.businessId).toBe(otherBiz);
  });

  it('refuses, in the profile’s own transaction, a second profile of one identity (IDENTITY#<sub> claimed once)', async () => {
    const user = await createTestUser({ businessId: otherBiz, access: 'customer' });
    const { db, tableName } = testTable();
    const now = new Date().toISOString();
    const again: UserRecord = {
      type: 'user',
      id: user.id,
      businessId: biz,
      access: 'customer',
      firstName: 'Mesma',
      lastName: 'Identidade',
      email: newEmail('outro-endereco'),
      roleIds: [],
      disabled: false,
      invitedAt: now,
      createdAt: now,
    };

    const refused = await db
      .send(new TransactWriteCommand({ TransactItems: createUserActions(tableName, again, { enforceLimit: false }) }))
      .then(
        () => undefined,
        (error: { CancellationReasons?: Array<{ Code?: string }> }) => error.CancellationReasons?.map((reason) => reason.Code),
      );

    expect(refused?.[CREATE_USER_ACTION.identity]).toBe('ConditionalCheckFailed');
    expect(await profileOf(biz, user.id)).toBeUndefined();
    expect(await emailClaimOf(again.email)).toBeUndefined();
  });
});
