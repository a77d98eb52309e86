// A step that was no failure is given back, even among steps sent at once: while Cognito is unreachable
// (here a closed port in front of this file's in-process handlers) sign-ins answer 503, or 429 for those
// sent beside a fifth one still in flight, and afterwards the pair holds no failure and no wait, so the
// owner signs in as soon as Cognito is back.
import { createServer } from 'node:net';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '#functions/data/keys.ts';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';
import { testTable } from '../support/stack.ts';
import { callAuth, freshAddress, useHandlerEnvironment } from './fixtures/auth-calls.ts';

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  useHandlerEnvironment();
  process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER = `http://127.0.0.1:${await closedPort()}`;
});
// The next test file shares this process: its handlers go back to the stack's own Cognito.
afterAll(useHandlerEnvironment);

describe('sign-ins while Cognito is unreachable', () => {
  it('count nothing, however many are sent at once', async () => {
    const email = 'gestor@demo.local';
    const address = freshAddress();
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => callAuth('authLogin', { body: { email, password: 'Portal#2026' }, sourceIp: address })),
      );
      for (const answer of answers) {
        expect([503, 429]).toContain(answer.status);
        if (answer.status === 503) expect(answer.body.error).toBe(SERVICE_MESSAGES.unavailable);
      }
    }
    const { db, tableName } = testTable();
    const pair = (await db.send(new GetCommand({ TableName: tableName, Key: keys.attemptPair('login', email, address) }))).Item;
    expect({ count: pair?.count, waitUntil: pair?.waitUntil }).toEqual({ count: 0, waitUntil: 0 });
    expect((await db.send(new GetCommand({ TableName: tableName, Key: keys.attempts('login', 'address', address) }))).Item?.count).toBe(0);
  });
});
