// Budget: the DynamoDB calls of a login under the attempt limits (docs/data-model.md, #4): a success 6
// (the address's window and the pair counted before Cognito, given back after, the caller's profile) and
// the trail's Put; a failure 3 (nothing given back) and the e-mail claim's GetItem of the trail; a step
// refused by a held pair 3, Cognito never asked.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildHandler } from '#functions/auth/handler.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { invokeRecorded } from '../support/recording-table.ts';
import { createTestUser } from '../support/users.ts';
import { freshAddress, useHandlerEnvironment } from './fixtures/auth-calls.ts';

beforeAll(() => useHandlerEnvironment());

const login = (email: string, password: string, sourceIp: string) =>
  invokeRecorded((table: TableContext) => buildHandler({ table: () => table }), 'authLogin', { body: { email, password }, sourceIp });

describe('DynamoDB calls of a login', () => {
  it('are 6 and the trail’s Put for a success, 3 and the claim’s read for a wrong password, 3 for a step the pair holds', async () => {
    const user = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
    const address = freshAddress();

    const success = await login(user.email, user.password, address);
    expect(success.status).toBe(200);
    expect([...success.reads].sort()).toEqual(
      [
        'UpdateItemCommand',
        'QueryCommand',
        'UpdateItemCommand',
        'UpdateItemCommand',
        'UpdateItemCommand',
        'QueryCommand:GSI1',
        'PutItemCommand',
      ].sort(),
    );

    // A wrong password for an e-mail of nobody: the counters, and the claim's GetItem (no trail entry).
    const failure = await login(`ninguem-${user.id.slice(0, 8)}@exemplo.local`, 'Errada#1', freshAddress());
    expect(failure.status).toBe(401);
    expect([...failure.reads].sort()).toEqual(['GetItemCommand', 'QueryCommand', 'UpdateItemCommand', 'UpdateItemCommand'].sort());

    const other = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
    for (let i = 0; i < 5; i++) await login(other.email, `Errada#${i}`, address);
    const held = await login(other.email, other.password, address);
    expect(held.status).toBe(429);
    expect([...held.reads].sort()).toEqual(['QueryCommand', 'UpdateItemCommand', 'UpdateItemCommand'].sort());
  });
});
