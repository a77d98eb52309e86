// The front door between real SDK clients and fake emulators that record what reached them.
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DeleteItemCommand, DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from './policy.ts';
import { startFrontDoor, type FrontDoorAnswer, type FrontDoorCall, type RunningFrontDoor } from './server.ts';

const REGION = 'us-east-1';
const ACCOUNT = '000000000000';
const TABLE = `arn:aws:dynamodb:${REGION}:${ACCOUNT}:table/Portal`;
const POOL_ID = `${REGION}_pool`;
const POOL = `arn:aws:cognito-idp:${REGION}:${ACCOUNT}:userpool/${POOL_ID}`;

const PRINCIPALS: Record<string, Principal> = {
  AKIDDASHBOARDS: {
    name: 'portal-dashboards',
    roleArn: `arn:aws:iam::${ACCOUNT}:role/DashboardsRole`,
    statements: [
      { Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:DeleteItem'], Resource: [TABLE, `${TABLE}/index/*`] },
      { Effect: 'Deny', Action: 'dynamodb:DeleteItem', Resource: TABLE },
      { Effect: 'Allow', Action: ['s3:GetObject', 's3:PutObject'], Resource: 'arn:aws:s3:::uploads/*' },
      { Effect: 'Allow', Action: 'cognito-idp:AdminGetUser', Resource: POOL },
    ],
  },
  AKIDLISTER: {
    name: 'portal-lister',
    roleArn: `arn:aws:iam::${ACCOUNT}:role/ListerRole`,
    statements: [
      { Effect: 'Allow', Action: 's3:GetObject', Resource: 'arn:aws:s3:::uploads/*' },
      { Effect: 'Allow', Action: 's3:ListBucket', Resource: 'arn:aws:s3:::uploads' },
    ],
  },
};
const credentials = (accessKeyId: string) => ({ accessKeyId, secretAccessKey: 'secret', sessionToken: 'token' });

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
type Reply = { status?: number; headers?: Record<string, string>; body?: string };

/** An emulator stand-in: records every request, answers what `reply` says. */
async function fakeUpstream(reply: (request: Received) => Reply) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      const answer = reply(entry);
      response.writeHead(answer.status ?? 200, answer.headers ?? {});
      response.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, server };
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

const objects = new Map<string, string>([['/uploads/biz/1/logo.png', 'PNG']]);
const dynamodbFake = await fakeUpstream(() => ({
  headers: { 'content-type': 'application/x-amz-json-1.0' },
  body: '{"Item":{"PK":{"S":"BIZ#1"}}}',
}));
const cognitoFake = await fakeUpstream((request) => ({
  headers: { 'content-type': 'application/x-amz-json-1.1' },
  body: String(request.headers['x-amz-target']).endsWith('InitiateAuth')
    ? '{"AuthenticationResult":{"AccessToken":"token"}}'
    : '{"Username":"ana"}',
}));
const s3Fake = await fakeUpstream((request): Reply => {
  const path = request.url.split('?')[0];
  if (request.method === 'PUT') {
    objects.set(path, request.body);
    return { headers: { etag: '"e"' } };
  }
  if (request.method === 'OPTIONS') return { headers: { 'access-control-allow-origin': '*' } };
  const stored = objects.get(path);
  if (stored === undefined)
    return { status: 404, headers: { 'content-type': 'application/xml' }, body: '<Error><Code>NoSuchKey</Code></Error>' };
  return { headers: { 'content-type': 'image/png' }, body: stored };
});
const fakes = [dynamodbFake, cognitoFake, s3Fake];

let frontDoor: RunningFrontDoor;
const calls: FrontDoorCall[] = [];
const answers: { operation: string; answer: FrontDoorAnswer }[] = [];

beforeAll(async () => {
  frontDoor = await startFrontDoor({
    upstreams: { dynamodb: dynamodbFake.url, s3: s3Fake.url, cognito: cognitoFake.url },
    principalOf: (accessKeyId) => PRINCIPALS[accessKeyId],
    account: ACCOUNT,
    region: REGION,
    partitionKeyOf: () => 'PK',
    onCall: (call) => calls.push(call),
    onAnswer: (call, answer) => answers.push({ operation: call.operation, answer }),
  });
});
afterEach(() => {
  calls.length = 0;
  answers.length = 0;
  fakes.forEach((fake) => (fake.received.length = 0));
});
afterAll(async () => {
  await frontDoor.close();
  await Promise.all(fakes.map((fake) => closeServer(fake.server)));
});

const dynamodb = (accessKeyId: string) =>
  new DynamoDBClient({ endpoint: frontDoor.endpoints.dynamodb, region: REGION, credentials: credentials(accessKeyId), maxAttempts: 1 });
const cognito = (accessKeyId: string) =>
  new CognitoIdentityProviderClient({
    endpoint: frontDoor.endpoints.cognito,
    region: REGION,
    credentials: credentials(accessKeyId),
    maxAttempts: 1,
  });
const s3 = (accessKeyId: string) =>
  new S3Client({
    endpoint: frontDoor.endpoints.s3,
    region: REGION,
    credentials: credentials(accessKeyId),
    forcePathStyle: true,
    maxAttempts: 1,
  });

const key = { PK: { S: 'BIZ#1' }, SK: { S: 'PROFILE' } };

describe('DynamoDB through the front door', () => {
  it('passes an allowed call on unchanged and brings the emulator’s answer back', async () => {
    const answer = await dynamodb('AKIDDASHBOARDS').send(new GetItemCommand({ TableName: 'Portal', Key: key }));

    expect(answer.Item).toEqual({ PK: { S: 'BIZ#1' } });
    expect(dynamodbFake.received).toHaveLength(1);
    const [received] = dynamodbFake.received;
    expect(received.headers['x-amz-target']).toBe('DynamoDB_20120810.GetItem');
    expect(received.headers.authorization).toContain('Credential=AKIDDASHBOARDS/');
    expect(received.headers.host).toBe(new URL(dynamodbFake.url).host);
    expect(JSON.parse(received.body)).toEqual({ TableName: 'Portal', Key: key });
    expect(calls).toEqual([
      {
        service: 'dynamodb',
        operation: 'GetItem',
        principal: 'portal-dashboards',
        authorizations: [{ action: 'dynamodb:GetItem', resource: TABLE, context: { 'dynamodb:LeadingKeys': ['BIZ#1'] } }],
        allowed: true,
      },
    ]);
  });

  it('hands each DynamoDB and Cognito answer to onAnswer as the caller got it, never an S3 body', async () => {
    await dynamodb('AKIDDASHBOARDS').send(new GetItemCommand({ TableName: 'Portal', Key: key }));
    await cognito('AKIDDASHBOARDS').send(new AdminGetUserCommand({ UserPoolId: POOL_ID, Username: 'ana' }));
    await s3('AKIDDASHBOARDS').send(new GetObjectCommand({ Bucket: 'uploads', Key: 'biz/1/logo.png' }));

    expect(answers).toEqual([
      { operation: 'GetItem', answer: { status: 200, body: '{"Item":{"PK":{"S":"BIZ#1"}}}' } },
      { operation: 'AdminGetUser', answer: { status: 200, body: '{"Username":"ana"}' } },
    ]);
  });

  it('refuses a call no statement allows with AccessDeniedException (HTTP 400), never reaching the emulator', async () => {
    const refused = dynamodb('AKIDDASHBOARDS').send(new PutItemCommand({ TableName: 'Portal', Item: key }));

    await expect(refused).rejects.toMatchObject({
      name: 'AccessDeniedException',
      $metadata: { httpStatusCode: 400 },
      message:
        `User: arn:aws:sts::${ACCOUNT}:assumed-role/DashboardsRole/portal-dashboards is not authorized to perform: dynamodb:PutItem ` +
        `on resource: ${TABLE} because no identity-based policy allows the dynamodb:PutItem action`,
    });
    expect(dynamodbFake.received).toEqual([]);
    expect(calls).toMatchObject([{ operation: 'PutItem', principal: 'portal-dashboards', allowed: false }]);
  });

  it('names an explicit deny as such', async () => {
    const refused = dynamodb('AKIDDASHBOARDS').send(new DeleteItemCommand({ TableName: 'Portal', Key: key }));

    await expect(refused).rejects.toMatchObject({
      name: 'AccessDeniedException',
      message: expect.stringMatching(/with an explicit deny in an identity-based policy$/),
    });
    expect(dynamodbFake.received).toEqual([]);
  });

  it('refuses a key no principal has as an invalid security token', async () => {
    const refused = dynamodb('AKIDNOBODY').send(new GetItemCommand({ TableName: 'Portal', Key: key }));

    await expect(refused).rejects.toMatchObject({ name: 'UnrecognizedClientException', $metadata: { httpStatusCode: 400 } });
    expect(dynamodbFake.received).toEqual([]);
    expect(calls).toEqual([expect.objectContaining({ operation: 'GetItem', allowed: false })]);
    expect(calls[0]).not.toHaveProperty('principal');
  });
});

describe('Cognito through the front door', () => {
  it('passes an allowed admin call and refuses another with AccessDeniedException', async () => {
    const client = cognito('AKIDDASHBOARDS');

    await expect(client.send(new AdminGetUserCommand({ UserPoolId: POOL_ID, Username: 'ana' }))).resolves.toMatchObject({ Username: 'ana' });
    await expect(client.send(new AdminDeleteUserCommand({ UserPoolId: POOL_ID, Username: 'ana' }))).rejects.toMatchObject({
      name: 'AccessDeniedException',
      $metadata: { httpStatusCode: 403 },
      message: expect.stringContaining(`cognito-idp:AdminDeleteUser on resource: ${POOL}`),
    });
    expect(cognitoFake.received.map((request) => request.headers['x-amz-target'])).toEqual(['AWSCognitoIdentityProviderService.AdminGetUser']);
    expect(calls.map(({ operation, allowed }) => [operation, allowed])).toEqual([
      ['AdminGetUser', true],
      ['AdminDeleteUser', false],
    ]);
  });

  it('lets a public operation through unchecked (the SDK does not even sign it)', async () => {
    const answer = await cognito('AKIDNOBODY').send(
      new InitiateAuthCommand({ ClientId: 'client', AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'ana', PASSWORD: 'p' } }),
    );

    expect(answer.AuthenticationResult?.AccessToken).toBe('token');
    expect(cognitoFake.received).toHaveLength(1);
    expect(calls).toEqual([{ service: 'cognito-idp', operation: 'InitiateAuth', authorizations: [], allowed: true }]);
  });
});

describe('S3 through the front door', () => {
  it('takes a presigned PUT of an allowed signer to the emulator, body and all', async () => {
    const url = await getSignedUrl(
      s3('AKIDDASHBOARDS'),
      new PutObjectCommand({ Bucket: 'uploads', Key: 'tmp/new.png', ContentType: 'image/png' }),
    );

    const response = await fetch(url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: 'NEW' });

    expect(response.status).toBe(200);
    expect(objects.get('/uploads/tmp/new.png')).toBe('NEW');
    expect(calls).toMatchObject([{ service: 's3', operation: 'PutObject', principal: 'portal-dashboards', allowed: true }]);
  });

  it('refuses a presigned PUT of a signer without PutObject with 403 AccessDenied', async () => {
    const url = await getSignedUrl(s3('AKIDLISTER'), new PutObjectCommand({ Bucket: 'uploads', Key: 'tmp/other.png' }));

    const response = await fetch(url, { method: 'PUT', body: 'X' });

    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toBe('application/xml');
    const body = await response.text();
    expect(body).toContain('<Code>AccessDenied</Code>');
    expect(body).toContain(
      `User: arn:aws:sts::${ACCOUNT}:assumed-role/ListerRole/portal-lister is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::uploads/tmp/other.png" because no identity-based policy allows the s3:PutObject action`,
    );
    expect(s3Fake.received).toEqual([]);
  });

  it('answers a missing object 403 to who may not list the bucket and 404 to who may', async () => {
    const missing = { Bucket: 'uploads', Key: 'biz/1/gone.png' };

    await expect(s3('AKIDDASHBOARDS').send(new HeadObjectCommand(missing))).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    await expect(s3('AKIDLISTER').send(new HeadObjectCommand(missing))).rejects.toMatchObject({
      name: 'NotFound',
      $metadata: { httpStatusCode: 404 },
    });
    const denied = await fetch(await getSignedUrl(s3('AKIDDASHBOARDS'), new GetObjectCommand(missing)));
    expect(denied.status).toBe(403);
    expect(await denied.text()).toContain('s3:ListBucket on resource: "arn:aws:s3:::uploads"');
    const notFound = await fetch(await getSignedUrl(s3('AKIDLISTER'), new GetObjectCommand(missing)));
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain('NoSuchKey');
  });

  it('brings an existing object back to an allowed signer', async () => {
    const answer = await s3('AKIDLISTER').send(new GetObjectCommand({ Bucket: 'uploads', Key: 'biz/1/logo.png' }));

    expect(await answer.Body?.transformToString()).toBe('PNG');
    expect(s3Fake.received.map(({ method, url }) => `${method} ${url.split('?')[0]}`)).toEqual(['GET /uploads/biz/1/logo.png']);
  });

  it('refuses an unsigned read and an unknown key, and passes a CORS preflight unchecked', async () => {
    const object = `${frontDoor.endpoints.s3}/uploads/biz/1/logo.png`;

    const unsigned = await fetch(object);
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toContain('<Code>AccessDenied</Code>');
    const unknown = await fetch(await getSignedUrl(s3('AKIDNOBODY'), new GetObjectCommand({ Bucket: 'uploads', Key: 'biz/1/logo.png' })));
    expect(unknown.status).toBe(403);
    expect(await unknown.text()).toContain(
      '<Code>InvalidAccessKeyId</Code><Message>The AWS Access Key Id you provided does not exist in our records.</Message><AWSAccessKeyId>AKIDNOBODY</AWSAccessKeyId>',
    );
    expect(s3Fake.received).toEqual([]);

    const preflight = await fetch(object, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'PUT' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(s3Fake.received.map(({ method }) => method)).toEqual(['OPTIONS']);
  });
});

/** A PUT that waits for 100-continue before its body, as SDKs send large uploads: the status, and whether the body went. */
function putExpectingContinue(url: string, body: string): Promise<{ status: number; bodySent: boolean }> {
  return new Promise((resolve, reject) => {
    let bodySent = false;
    const put = httpRequest(url, { method: 'PUT', headers: { expect: '100-continue', 'content-length': String(body.length) } });
    put.on('continue', () => {
      bodySent = true;
      put.end(body);
    });
    put.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bodySent }));
    });
    put.on('error', reject);
    put.flushHeaders();
  });
}

describe('an upload that waits for 100-continue', () => {
  it('is refused before its body is sent, or let through and then sent', async () => {
    const refused = await putExpectingContinue(`${frontDoor.endpoints.s3}/uploads/tmp/unsigned.png`, 'X');
    expect(refused).toEqual({ status: 403, bodySent: false });

    const url = await getSignedUrl(s3('AKIDDASHBOARDS'), new PutObjectCommand({ Bucket: 'uploads', Key: 'tmp/big.png' }));
    const allowed = await putExpectingContinue(url, 'BIG');
    expect(allowed).toEqual({ status: 200, bodySent: true });
    expect(objects.get('/uploads/tmp/big.png')).toBe('BIG');
  });
});

describe('a condition operator the front door does not know', () => {
  it('is read deny-safe and logged once', async () => {
    const lines: string[] = [];
    const strict = await startFrontDoor({
      upstreams: { dynamodb: dynamodbFake.url, s3: s3Fake.url, cognito: cognitoFake.url },
      principalOf: () => ({
        name: 'portal-odd',
        roleArn: `arn:aws:iam::${ACCOUNT}:role/OddRole`,
        statements: [
          { Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: TABLE, Condition: { DateLessThan: { 'aws:CurrentTime': '2999-01-01' } } },
        ],
      }),
      account: ACCOUNT,
      region: REGION,
      log: (line) => lines.push(line),
    });
    try {
      const client = new DynamoDBClient({
        endpoint: strict.endpoints.dynamodb,
        region: REGION,
        credentials: credentials('AKIDODD'),
        maxAttempts: 1,
      });
      for (let attempt = 0; attempt < 2; attempt++) {
        await expect(client.send(new GetItemCommand({ TableName: 'Portal', Key: key }))).rejects.toMatchObject({
          name: 'AccessDeniedException',
        });
      }
      expect(lines).toEqual([expect.stringContaining('DateLessThan')]);
    } finally {
      await strict.close();
    }
  });
});

describe('an emulator that cannot be reached', () => {
  it('breaks the caller’s connection rather than answering in the service’s name', async () => {
    const closed = await fakeUpstream(() => ({}));
    await closeServer(closed.server);
    const broken = await startFrontDoor({
      upstreams: { dynamodb: closed.url, s3: closed.url, cognito: closed.url },
      principalOf: (accessKeyId) => PRINCIPALS[accessKeyId],
      account: ACCOUNT,
      region: REGION,
    });
    try {
      const client = new DynamoDBClient({
        endpoint: broken.endpoints.dynamodb,
        region: REGION,
        credentials: credentials('AKIDDASHBOARDS'),
        maxAttempts: 1,
      });
      const error = await client.send(new GetItemCommand({ TableName: 'Portal', Key: key })).catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(Error);
      expect((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode).toBeUndefined();
      expect((error as { code?: string }).code).toBe('ECONNRESET');
    } finally {
      await broken.close();
    }
  });
});
