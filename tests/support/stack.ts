// Helpers for tests that talk to the running local stack: its addresses, a table client on its
// DynamoDB Local, real tokens from its Cognito emulator, and plain HTTP calls through the gateway.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { createLocalClients, LOCAL_CREDENTIALS, LOCAL_REGION, type LocalAwsClients } from '#infra/local/aws-clients.ts';
import { DEMO_PASSWORD } from '#infra/local/seed/demo-data.ts';
import { createDocumentClient, type TableContext } from '#functions/lib/dynamo.ts';
import { ENV } from '#shared/constants.ts';
import { keys } from '#functions/data/keys.ts';
import type { StackInfo } from './stack-info.ts';

export { DEMO_PASSWORD };

export function stackInfo(): StackInfo {
  return inject('stack');
}

/**
 * The environment a handler called in this process needs to reach the stack's emulators, as the
 * gateway's handlers do: the local region and credentials, the Cognito emulator and pool, the portal's origin.
 */
export function useStackEnvironment(): void {
  const { endpoints, resources, baseUrl } = stackInfo();
  Object.assign(process.env, {
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: endpoints.cognito,
    [ENV.userPoolId]: resources.userPoolId,
    [ENV.userPoolClientId]: resources.userPoolClientId,
    [ENV.portalOrigins]: baseUrl,
  });
}

let clients: LocalAwsClients | undefined;
/** SDK clients on the stack's emulators (one set per test file). */
export function stackClients(): LocalAwsClients {
  clients ??= createLocalClients(stackInfo().endpoints);
  return clients;
}

let table: TableContext | undefined;
export function testTable(): TableContext {
  table ??= { db: createDocumentClient(stackClients().dynamodb), tableName: stackInfo().resources.tableName };
  return table;
}

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export async function callApi<T = any>(
  method: string,
  path: string,
  options: {
    token?: string;
    query?: Record<string, string>;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
    /** Another gateway than the suite's (a mutated assembly's). */
    baseUrl?: string;
  } = {},
): Promise<ApiAnswer<T>> {
  const url = new URL(path, options.baseUrl ?? stackInfo().baseUrl);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** The cookies an answer set, as the browser sends them back (`name=value; name=value`). */
export const cookiesOf = (headers: Headers): string =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** A real access token for a user, through the portal's own login endpoint. */
export async function loginAs(email: string, password: string = DEMO_PASSWORD): Promise<string> {
  const answer = await callApi('POST', '/api/v1/auth/login', { body: { email, password } });
  if (answer.status !== 200 || !answer.body?.accessToken) {
    throw new Error(`login of ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.accessToken as string;
}

/** The user id (Cognito sub) behind an e-mail address. */
export async function userIdOf(email: string): Promise<string> {
  const { db, tableName } = testTable();
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.email(email) }));
  if (!result.Item) throw new Error(`no user ${email}`);
  return result.Item.userId as string;
}
