// @vitest-environment node
// Which failures answer the 503 "temporarily unavailable": real errors of the SDK and of fetch against
// a closed port, a silent server and one that hangs up, next to service answers that are not outages;
// then the HTTP handler's answer when a route's DynamoDB is unreachable.
import { ListTablesCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { authContracts } from '#shared/contract/auth/requests.ts';
import { MESSAGES } from '#shared/messages.ts';
import { ROUTES, routeKey, routesOfResource } from '#shared/routes.ts';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';
import { createDocumentClient, type TableContext } from '#functions/lib/dynamo.ts';
import { S3CallError } from '#functions/lib/files.ts';
import { HttpError } from '#functions/lib/http-error.ts';
import { SDK_CLIENT_LIMITS } from '#functions/lib/service-limits.ts';
import { createHttpHandler, type ImplementationsOf, type RouteContext } from './http-handler.ts';
import { isServiceUnavailable, SERVICE_UNAVAILABLE } from './service-errors.ts';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const servers: net.Server[] = [];

/** A TCP server on a free port that does `onSocket` with every connection. */
async function serverThat(onSocket: (socket: net.Socket) => void): Promise<string> {
  const server = net.createServer(onSocket);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
}

let closedPort: string;
let silent: string;
let hangingUp: string;
const held: net.Socket[] = [];

beforeAll(async () => {
  // A port that was free a moment ago and nobody listens on now.
  closedPort = await serverThat(() => {});
  await new Promise((resolve) => servers.pop()!.close(resolve));
  silent = await serverThat((socket) => void held.push(socket));
  hangingUp = await serverThat((socket) => socket.once('data', () => socket.destroy()));
});

afterAll(async () => {
  held.forEach((socket) => socket.destroy());
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

const caught = async (work: () => Promise<unknown>): Promise<unknown> => {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
};

const dynamodbAt = (endpoint: string, requestTimeout = 200) =>
  new DynamoDBClient({
    region: 'us-east-1',
    credentials,
    endpoint,
    maxAttempts: 1,
    requestHandler: { connectionTimeout: 200, requestTimeout, throwOnRequestTimeout: true },
  });

describe('isServiceUnavailable', () => {
  it('holds for the SDK: a refused connection, a request that times out, a socket hung up', async () => {
    for (const endpoint of [closedPort, silent, hangingUp]) {
      const client = dynamodbAt(endpoint);
      const error = await caught(() => client.send(new ListTablesCommand({})));
      client.destroy();
      expect(isServiceUnavailable(error), `${endpoint}: ${String(error)}`).toBe(true);
    }
  });

  it('holds for fetch: a refused connection, a timeout, a connection closed before the answer', async () => {
    const errors = [
      await caught(() => fetch(closedPort)),
      await caught(() => fetch(silent, { signal: AbortSignal.timeout(100) })),
      await caught(() => fetch(hangingUp)),
    ];
    expect(errors.map((error) => isServiceUnavailable(error))).toEqual([true, true, true]);
  });

  it('holds for throttling and a 503 from a service', () => {
    for (const name of ['ThrottlingException', 'ProvisionedThroughputExceededException', 'TooManyRequestsException', 'ServiceUnavailable']) {
      expect(isServiceUnavailable(Object.assign(new Error('x'), { name })), name).toBe(true);
    }
    expect(isServiceUnavailable(Object.assign(new Error('x'), { $metadata: { httpStatusCode: 503 } }))).toBe(true);
    expect(isServiceUnavailable(new S3CallError('GetObject', 503, 'SlowDown'))).toBe(true);
  });

  it('does not hold for answers that are not outages, nor for bugs', () => {
    const notOutages = [
      Object.assign(new Error('The conditional request failed'), {
        name: 'ConditionalCheckFailedException',
        $metadata: { httpStatusCode: 400 },
      }),
      Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException' }),
      Object.assign(new Error('x'), { name: 'NotAuthorizedException' }),
      new S3CallError('CopyObject', 403, 'AccessDenied'),
      new HttpError(404, 'Não encontrado.'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new Error('PORTAL_TABLE_NAME is not set'),
      undefined,
      null,
      'ECONNREFUSED',
    ];
    expect(notOutages.filter((error) => isServiceUnavailable(error))).toEqual([]);
  });
});

describe('the HTTP handler', () => {
  // A handler of the auth resource (public routes: no caller to load) whose every route reads the
  // table, or fails as a bug would; the table is a real DynamoDB client aimed at a closed port.
  const handlerWhoseRoutes = (work: (table: TableContext) => Promise<unknown>) => {
    const db = createDocumentClient(new DynamoDBClient({ ...SDK_CLIENT_LIMITS, region: 'us-east-1', credentials, endpoint: closedPort }));
    const route = async ({ table }: RouteContext) => ({ body: await work(table) });
    const implementations = Object.fromEntries(routesOfResource('auth').map((id) => [id, route]));
    return createHttpHandler('auth', authContracts, implementations as unknown as ImplementationsOf<'auth'>, {
      table: () => ({ db, tableName: 'portal' }),
    });
  };
  // The event API Gateway hands the function (only what the handler reads).
  const loginEvent = () =>
    ({
      version: '2.0',
      routeKey: routeKey(ROUTES.authLogin),
      rawPath: ROUTES.authLogin.path,
      headers: { 'content-type': 'application/json', host: 'localhost', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ email: 'ana@exemplo.com.br', password: 'Senha!123' }),
      isBase64Encoded: false,
      requestContext: { requestId: 'faults', http: { method: 'POST', path: ROUTES.authLogin.path, sourceIp: '127.0.0.1' } },
    }) as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;

  it('answers the Portuguese 503 within a few seconds when DynamoDB is unreachable, without a stack or the SDK message', async () => {
    const handler = handlerWhoseRoutes(({ db, tableName }) => db.send(new GetCommand({ TableName: tableName, Key: { PK: 'a', SK: 'b' } })));
    const started = performance.now();
    const answer = await handler(loginEvent(), {} as never);
    const seconds = (performance.now() - started) / 1000;

    expect(answer.statusCode).toBe(503);
    expect(JSON.parse(answer.body as string)).toEqual({ error: SERVICE_MESSAGES.unavailable });
    expect(answer.headers?.['retry-after']).toBe(SERVICE_UNAVAILABLE.headers['retry-after']);
    expect(answer.body).not.toMatch(/ECONNREFUSED|at |Error/);
    expect(seconds).toBeLessThan(3);
  });

  it('still answers a bug with the generic 500', async () => {
    const handler = handlerWhoseRoutes(async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'id')");
    });
    const answer = await handler(loginEvent(), {} as never);
    expect(answer.statusCode).toBe(500);
    expect(JSON.parse(answer.body as string)).toEqual({ error: MESSAGES.errors.internal });
  });
});
