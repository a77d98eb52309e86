// Beside the matrix's rule that another business's id answers like an unknown one: an invitation of
// another business's address answers, byte for byte, like one of the platform admin's address and one of
// a Cognito account in use that no profile claims, for each business's customer_admin; only the caller's
// own people are named as such. Nothing is created by any of these invitations.
import { beforeAll, describe, expect, it } from 'vitest';
import { ensurePasswordUser } from '#infra/local/cognito-users.ts';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { callApi, DEMO_PASSWORD, stackClients, stackInfo } from '../support/stack.ts';
import { ACCOUNT, openSession, type Session } from './callers.ts';
import { tag } from './throwaways.ts';

let session: Session;
const inUse = `em-uso-${tag()}@exemplo.local`;

beforeAll(async () => {
  session = await openSession(['customer', 'customerAdmin', 'otherAdmin']);
  await ensurePasswordUser(stackClients().cognito, stackInfo().resources.userPoolId, { email: inUse, password: DEMO_PASSWORD });
});

const invite = (token: string | undefined, email: string) =>
  callApi('POST', '/api/v1/users', { token, body: { user: { first_name: 'Sondagem', last_name: 'Endereço', email, role_ids: [] } } });

describe('an invitation tells no business where an address is used', () => {
  it.each([
    ['customerAdmin', ACCOUNT.otherAdmin, ACCOUNT.customer],
    ['otherAdmin', ACCOUNT.customerAdmin, 'gestor@outra.local'],
  ] as const)('%s: another business’s address answers like the platform’s and an account in use', async (caller, foreign, own) => {
    const token = session.token(caller);
    const [foreignAnswer, platformAnswer, inUseAnswer, ownAnswer] = await Promise.all(
      [foreign, ACCOUNT.admin, inUse, own].map((email) => invite(token, email)),
    );

    expect([foreignAnswer.status, foreignAnswer.body.errors]).toEqual([422, { user: { email: [USER_MESSAGES.emailRefused] } }]);
    expect(JSON.stringify([platformAnswer.status, platformAnswer.body])).toBe(JSON.stringify([foreignAnswer.status, foreignAnswer.body]));
    expect(JSON.stringify([inUseAnswer.status, inUseAnswer.body])).toBe(JSON.stringify([foreignAnswer.status, foreignAnswer.body]));
    expect([ownAnswer.status, ownAnswer.body.errors]).toEqual([422, { user: { email: [USER_MESSAGES.emailInTeam] } }]);
  });
});
