// @vitest-environment node
// The local emulators as `npm start` uses them: start, provision, use each service, stop cleanly.
import {
  AdminCreateUserCommand,
  ConfirmForgotPasswordCommand,
  DescribeUserPoolClientCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { execFileSync } from 'node:child_process';
import net from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalClients, type LocalAwsClients } from '#infra/local/aws-clients.ts';
import { EmulatorError, JAVA_MISSING_MESSAGE, startEmulators, type EmulatorPorts, type RunningEmulators } from '#infra/local/emulators.ts';
import { findFreePort, PortInUseError } from '#infra/local/ports.ts';
import { LOCAL_NAMES, provision, type LocalResources } from '#infra/local/provision.ts';

const freePorts = async (): Promise<EmulatorPorts> => ({
  dynamodb: await findFreePort(),
  s3: await findFreePort(),
  cognito: await findFreePort(),
});

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Our emulators still running with this port on their command line (pgrep -f). */
const processesOnPort = (port: number): string => {
  try {
    return execFileSync('pgrep', ['-af', `DynamoDBLocal.*-port ${port}( |$)`], { encoding: 'utf8' });
  } catch {
    return ''; // pgrep exits 1 when nothing matches
  }
};

let dataDir: string;
let ports: EmulatorPorts;
let emulators: RunningEmulators;
let clients: LocalAwsClients;
let resources: LocalResources;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-emulators-'));
  ports = await freePorts();
  emulators = await startEmulators({ dataDir, ports, inMemory: true });
  clients = createLocalClients(emulators.endpoints);
}, 60_000);

afterAll(async () => {
  clients?.destroy();
  await emulators?.stop();
  await rm(dataDir, { recursive: true, force: true });
}, 30_000);

describe('local emulators', () => {
  it('provisions the table, bucket, user pool and client, and a second run creates nothing new', async () => {
    resources = await provision(emulators.endpoints);
    expect(await provision(emulators.endpoints)).toEqual(resources);
    expect(resources).toMatchObject({ region: 'us-east-1', tableName: LOCAL_NAMES.tableName, uploadsBucket: 'portal-uploads' });

    const pools = await clients.cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    expect(pools.UserPools?.filter((pool) => pool.Name === 'portal-local')).toHaveLength(1);
    const appClients = await clients.cognito.send(new ListUserPoolClientsCommand({ UserPoolId: resources.userPoolId, MaxResults: 60 }));
    expect(appClients.UserPoolClients).toHaveLength(1);
    const { UserPoolClient } = await clients.cognito.send(
      new DescribeUserPoolClientCommand({ UserPoolId: resources.userPoolId, ClientId: resources.userPoolClientId }),
    );
    expect(UserPoolClient).toMatchObject({ AccessTokenValidity: 15, IdTokenValidity: 15, RefreshTokenValidity: 30 });

    const { Table } = await clients.dynamodb.send(new DescribeTableCommand({ TableName: resources.tableName }));
    expect(Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
    const directory = Table?.GlobalSecondaryIndexes?.find((index) => index.IndexName === 'Directory');
    expect(directory?.Projection).toEqual({ ProjectionType: 'INCLUDE', NonKeyAttributes: ['name'] });
  });

  it('stores and reads a DynamoDB item', async () => {
    const Item = { PK: { S: 'BUSINESS#b1' }, SK: { S: 'PROFILE' }, name: { S: 'Acme' } };
    await clients.dynamodb.send(new PutItemCommand({ TableName: resources.tableName, Item }));
    const got = await clients.dynamodb.send(new GetItemCommand({ TableName: resources.tableName, Key: { PK: Item.PK, SK: Item.SK } }));
    expect(got.Item).toEqual(Item);
  });

  it('stores and reads an S3 object', async () => {
    const Bucket = resources.uploadsBucket;
    await clients.s3.send(new PutObjectCommand({ Bucket, Key: 'b1/logo.png', Body: 'png bytes', ContentType: 'image/png' }));
    const got = await clients.s3.send(new GetObjectCommand({ Bucket, Key: 'b1/logo.png' }));
    expect(got.ContentType).toBe('image/png');
    expect(await got.Body?.transformToString()).toBe('png bytes');
  });

  it('invites a user, asks for a new password at first login, and delivers a forgot-password code', async () => {
    const email = 'ana.souza@example.com';
    const ClientId = resources.userPoolClientId;
    const invitedAt = Date.now();
    await clients.cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: resources.userPoolId,
        Username: email,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
        DesiredDeliveryMediums: ['EMAIL'],
      }),
    );
    const temporaryPassword = await emulators.cognitoMessages.waitForCode(email, { after: invitedAt });

    const login = await clients.cognito.send(
      new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: temporaryPassword } }),
    );
    expect(login.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const answered = await clients.cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: login.Session,
        ChallengeResponses: { USERNAME: email, NEW_PASSWORD: 'Primeira-Senha-2024' },
      }),
    );
    const idToken = answered.AuthenticationResult?.IdToken ?? '';
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString());
    expect(claims.iss).toBe(`http://localhost:${ports.cognito}/${resources.userPoolId}`);

    const askedAt = Date.now();
    await clients.cognito.send(new ForgotPasswordCommand({ ClientId, Username: email }));
    const code = await emulators.cognitoMessages.waitForCode(email, { after: askedAt });
    expect(code).toMatch(/^\d{6}$/);
    expect(code).not.toBe(temporaryPassword);
    await clients.cognito.send(
      new ConfirmForgotPasswordCommand({ ClientId, Username: email, ConfirmationCode: code, Password: 'Segunda-Senha-2024' }),
    );
    const relogin = await clients.cognito.send(
      new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'Segunda-Senha-2024' } }),
    );
    expect(relogin.AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it('refuses a taken port with a one-line message', async () => {
    const taken = net.createServer();
    const port = await findFreePort();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      const attempt = startEmulators({ dataDir, ports: { ...(await freePorts()), dynamodb: port }, inMemory: true });
      await expect(attempt).rejects.toThrow(PortInUseError);
      await expect(attempt).rejects.toThrow(
        `Port ${port} (DynamoDB Local) is already in use. Stop what uses it or set DYNAMODB_PORT to another port.`,
      );
    } finally {
      taken.close();
    }
  });

  it('says Java 17+ is needed when java is missing, and leaves nothing running', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    const otherDir = await mkdtemp(join(tmpdir(), 'portal-emulators-nojava-'));
    const otherPorts = await freePorts();
    try {
      const attempt = startEmulators({ dataDir: otherDir, ports: otherPorts, inMemory: true });
      await expect(attempt).rejects.toThrow(EmulatorError);
      await expect(attempt).rejects.toThrow(JAVA_MISSING_MESSAGE);
      expect(JAVA_MISSING_MESSAGE).not.toContain('\n');
    } finally {
      process.env.PATH = path;
      await rm(otherDir, { recursive: true, force: true });
    }
    // The s3 and cognito emulators it had started are gone: their ports are free again.
    for (const port of [otherPorts.s3, otherPorts.cognito]) {
      const probe = net.createServer();
      await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(port, '127.0.0.1', resolve));
      probe.close();
    }
  }, 30_000);

  it('stop() ends every emulator process', async () => {
    const { pids } = emulators;
    expect(Object.values(pids).every(isAlive)).toBe(true);
    expect(processesOnPort(ports.dynamodb)).not.toBe('');
    await emulators.stop();
    expect(Object.values(pids).filter(isAlive)).toEqual([]);
    expect(processesOnPort(ports.dynamodb)).toBe('');
  }, 20_000);
});
