// @vitest-environment node
// The functions' table client asks DynamoDB for the capacity of every data call (ReturnConsumedCapacity),
// so what each call is billed can be read from its answer (the cost benchmark sums it).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';

let server: Server | undefined;

afterEach(async () => {
  vi.unstubAllEnvs();
  vi.resetModules();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** A stand-in for DynamoDB that records each request's operation and body and answers an empty result. */
async function fakeDynamoDb(): Promise<{ endpoint: string; seen: { operation: string; body: Record<string, unknown> }[] }> {
  const seen: { operation: string; body: Record<string, unknown> }[] = [];
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        operation: String(request.headers['x-amz-target']).split('.')[1],
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      });
      response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe('tableFromEnv()', () => {
  it('asks for ReturnConsumedCapacity TOTAL on data calls, and only on them', async () => {
    const { endpoint, seen } = await fakeDynamoDb();
    vi.stubEnv('AWS_REGION', 'us-east-1');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'local');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local');
    vi.stubEnv('AWS_ENDPOINT_URL', undefined);
    vi.stubEnv('AWS_ENDPOINT_URL_DYNAMODB', endpoint);
    vi.stubEnv('PORTAL_TABLE_NAME', 'portal');
    // A fresh module: the client is built once per instance, as in a Lambda.
    const { tableFromEnv } = await import('./dynamo.ts');
    const { db, tableName } = tableFromEnv();

    await db.send(new GetCommand({ TableName: tableName, Key: { PK: 'a', SK: 'b' } }));
    await db.send(new TransactWriteCommand({ TransactItems: [{ Delete: { TableName: tableName, Key: { PK: 'a', SK: 'b' } } }] }));
    await db.send(new DescribeTableCommand({ TableName: tableName }));

    expect(seen.map(({ operation, body }) => [operation, body.ReturnConsumedCapacity])).toEqual([
      ['GetItem', 'TOTAL'],
      ['TransactWriteItems', 'TOTAL'],
      ['DescribeTable', undefined],
    ]);
    // The call's own input is untouched (the Key is marshalled as the document client always does).
    expect(seen[0].body.Key).toEqual({ PK: { S: 'a' }, SK: { S: 'b' } });
  });
});
