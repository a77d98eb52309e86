// "Reenviar convite", through the local gateway: a person who never signed in gets a new temporary
// password by e-mail (read from the local stack's outbox), which signs in while the previous one no
// longer does; the invitation stays pending until the first password, and is recorded in the trail and
// counted under the invitation limits; a person who signed in is refused with its 422 (a stale pending
// flag cleared); a deactivated person, another business's and an unknown id are the same 404.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '#shared/insights-api-types.ts';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { keys } from '#functions/data/keys.ts';
import { INVITATION_LIMITS } from '#functions/domain/invitation-limits.ts';
import { waitForCognitoCode } from '../support/outbox.ts';
import { callApi, cookiesOf, DEMO_PASSWORD, loginAs, testTable } from '../support/stack.ts';
import { createTestUser } from '../support/users.ts';
import { profileOf } from './fixtures/collaborators.ts';
import { invitationCountsOf, presetInvitationCounts } from './fixtures/invitation-counts.ts';
import { seedBusiness, uniquePrefix } from './fixtures/viewer-business.ts';

const resend = (token: string, id: string) => callApi('POST', `/api/v1/users/${id}/invitation`, { token });
const notPending = { success: false, errors: { user: [USER_MESSAGES.invitationNotPending] } };

async function team(name: string) {
  const businessId = uniquePrefix(name);
  await seedBusiness(testTable(), businessId, { dashboards: [], roles: [], userLimit: 10 });
  const admin = await createTestUser({ businessId, access: 'customer_admin', firstName: 'Chefe', lastName: 'Convites' });
  return { businessId, admin, token: await loginAs(admin.email) };
}

describe('POST /users/{id}/invitation', () => {
  it('e-mails a new temporary password that signs in where the old one no longer does, and records it', async () => {
    const { businessId, admin, token } = await team('reenvio');
    // Invited with the demo password as its temporary one (FORCE_CHANGE_PASSWORD), never signed in.
    const invited = await createTestUser({ businessId, access: 'customer', invited: true, firstName: 'Nina', lastName: 'Pendente' });
    const listed = async () =>
      (await callApi('GET', '/api/v1/users', { token, query: { name: 'nina' } })).body.users[0] as Record<string, unknown>;
    const before = await listed();
    expect(before.invitation_pending).toBe(true);
    const counted = await invitationCountsOf(businessId, admin.id);
    const sentAt = Date.now();

    const answer = await resend(token, invited.id);

    expect([answer.status, answer.body]).toEqual([200, { success: true }]);
    const temporaryPassword = await waitForCognitoCode(invited.email, { after: sentAt, invitation: true });
    expect(temporaryPassword).not.toBe(DEMO_PASSWORD);
    const old = await callApi('POST', '/api/v1/auth/login', { body: { email: invited.email, password: DEMO_PASSWORD } });
    expect(old.status).toBe(401);
    const after = await listed();
    expect(after.invitation_pending).toBe(true);
    expect(Date.parse(after.invitation_sent_at as string)).toBeGreaterThan(Date.parse(before.invitation_sent_at as string));
    expect(await invitationCountsOf(businessId, admin.id)).toEqual({ business: counted.business + 1, admin: counted.admin + 1 });
    const trail = await callApi('GET', '/api/v1/activity', { token, query: { kind: 'user' } });
    expect((trail.body.entries as ActivityEntry[]).find((entry) => entry.action === 'invitation_resent')).toMatchObject({
      actor: { id: admin.id, name: 'Chefe Convites' },
      entity: { kind: 'user', id: invited.id, name: 'Nina Pendente' },
      changes: [{ field: 'email', from: null, to: invited.email }],
    });

    // The new password leads to the first-password step, which ends the pending invitation.
    const first = await callApi('POST', '/api/v1/auth/login', { body: { email: invited.email, password: temporaryPassword } });
    expect([first.status, first.body.challenge]).toEqual([200, 'NEW_PASSWORD_REQUIRED']);
    const done = await callApi('POST', '/api/v1/auth/new-password', {
      body: { email: invited.email, session: first.body.session, newPassword: 'Nova#Senha2026' },
      headers: { cookie: cookiesOf(first.headers) },
    });
    expect(done.status).toBe(200);
    expect((await listed()).invitation_pending).toBe(false);

    // Signed in now: nothing to send again.
    const refused = await resend(token, invited.id);
    expect([refused.status, refused.body]).toEqual([422, notPending]);
  });

  it('refuses a person who signed in, clearing a pending flag left behind, and counts nothing', async () => {
    const { businessId, admin, token } = await team('reenvio-entrou');
    // A flag the first-password step did not clear (a failure it only logged).
    const member = await createTestUser({ businessId, access: 'customer' });
    const { db, tableName } = testTable();
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(businessId, member.id),
        UpdateExpression: 'SET invitationPending = :true',
        ExpressionAttributeValues: { ':true': true },
      }),
    );
    const counted = await invitationCountsOf(businessId, admin.id);

    const answer = await resend(token, member.id);

    expect([answer.status, answer.body]).toEqual([422, notPending]);
    expect((await profileOf(businessId, member.id))?.invitationPending).toBe(false);
    expect(await invitationCountsOf(businessId, admin.id)).toEqual(counted);
  });

  it('answers a deactivated person, another business’s and an unknown id with the same 404, and is held by the invitation limits', async () => {
    const [{ businessId, admin, token }, other] = await Promise.all([team('reenvio-404'), team('reenvio-outra')]);
    const [gone, foreign, waiting] = await Promise.all([
      createTestUser({ businessId, access: 'customer', invited: true, disabled: true }),
      createTestUser({ businessId: other.businessId, access: 'customer', invited: true }),
      createTestUser({ businessId, access: 'customer', invited: true }),
    ]);

    for (const id of [gone.id, foreign.id, 'ninguem']) {
      const answer = await resend(token, id);
      expect([answer.status, answer.body]).toEqual([404, { error: USER_MESSAGES.notFound }]);
    }
    expect((await callApi('POST', `/api/v1/users/${waiting.id}/invitation`)).status).toBe(401);

    await presetInvitationCounts(businessId, admin.id, { admin: INVITATION_LIMITS.perAdminPerHour });
    const over = await resend(token, waiting.id);
    expect(over.status).toBe(429);
    expect(over.body.error).toMatch(/^Você já enviou 100 convites nesta hora/);
  });
});
