// `npm run admin:create` against the suite's stack: the real script in a process of its own, as an
// operator runs it, finding the stack through the outputs file the local stack writes in its data
// directory. Its administrators have addresses of this run's own and are deleted at the end.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { AdminDeleteUserCommand, AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { keys } from '#functions/data/keys.ts';
import { readOutbox, sentTo } from '#infra/local/cognito-messages.ts';
import { ensurePasswordUser } from '#infra/local/cognito-users.ts';
import { findFreePort } from '#infra/local/ports.ts';
import { localOutputsPath, readLocalStackOutputs } from '#infra/ops/stack-outputs.ts';
import { REPO_ROOT } from '#infra/paths.ts';
import { waitForCognitoCode, waitForCognitoMessage } from '../support/outbox.ts';
import { callApi, cookiesOf, DEMO_PASSWORD, stackClients, stackInfo, testTable } from '../support/stack.ts';

const runFile = promisify(execFile);
const SCRIPT = join(REPO_ROOT, 'infra/ops/admin-create.ts');
const run = randomUUID().slice(0, 8);
/** Every address this file creates an account for, deleted at the end. */
const created: string[] = [];
const tempDirs: string[] = [];

/** The script as `npm run admin:create --` starts it, with the stack's data directory (or `dataDir`): exit code and output. */
async function adminCreate(args: string[], dataDir = stackInfo().dataDir): Promise<{ code: number; stdout: string; stderr: string }> {
  return runFile(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORTAL_DATA_DIR: dataDir },
    timeout: 30_000,
  }).then(
    (output) => ({ ...output, code: 0 }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

const person = (email: string) => ['--email', email, '--first-name', 'Paula', '--last-name', 'Plataforma'];

const cognitoUser = (email: string) =>
  stackClients().cognito.send(new AdminGetUserCommand({ UserPoolId: stackInfo().resources.userPoolId, Username: email }));
const subOf = async (email: string) => (await cognitoUser(email)).UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
const storedItem = async (key: Record<string, string>) =>
  (await testTable().db.send(new GetCommand({ TableName: testTable().tableName, Key: key, ConsistentRead: true }))).Item;
const deleteItem = (key: Record<string, string>) => testTable().db.send(new DeleteCommand({ TableName: testTable().tableName, Key: key }));
const invitationsTo = (email: string) => readOutbox(stackInfo().dataDir).filter((message) => sentTo(email)(message)).length;

afterAll(async () => {
  const { cognito } = stackClients();
  for (const email of created) {
    const sub = await subOf(email).catch(() => undefined);
    if (sub) await Promise.all([deleteItem(keys.user(null, sub)), deleteItem(keys.email(email))]);
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: stackInfo().resources.userPoolId, Username: email })).catch(() => undefined);
  }
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe('npm run admin:create: a new platform administrator', () => {
  const email = `admin-${run}@exemplo.local`;
  created.push(email);
  let userId: string;
  let resumedAt: number;

  it('finds the running stack through the outputs file it wrote', async () => {
    const { baseUrl, resources, endpoints, dataDir } = stackInfo();
    expect(await readLocalStackOutputs(dataDir)).toMatchObject({
      PortalUrl: baseUrl,
      UserPoolId: resources.userPoolId,
      UserPoolClientId: resources.userPoolClientId,
      TableName: resources.tableName,
      UploadsBucketName: resources.uploadsBucket,
      Endpoints: endpoints,
    });
  });

  it('invites the Cognito account and writes the profile and its e-mail claim', async () => {
    const sentAt = Date.now();
    // The address as an operator might type it: stored in lower case, as the portal signs in.
    const result = await adminCreate(person(email.toUpperCase()));

    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`Created the platform administrator ${email}`));
    const account = await cognitoUser(email);
    expect(account.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
    userId = (await subOf(email))!;
    const invitation = await waitForCognitoMessage(email, { after: sentAt, invitation: true });
    expect(invitation.subject).toBe('Seu acesso ao portal de dashboards');
    expect(invitation.body).toContain(stackInfo().baseUrl);
    expect(await storedItem(keys.user(null, userId))).toMatchObject({
      PK: 'PLATFORM',
      SK: `USER#${userId}`,
      GSI1PK: `IDENTITY#${userId}`,
      GSI1SK: 'PROFILE',
      id: userId,
      businessId: null,
      access: 'admin',
      email,
      firstName: 'Paula',
      lastName: 'Plataforma',
      roleIds: [],
      disabled: false,
    });
    expect(await storedItem(keys.email(email))).toEqual({ PK: `EMAIL#${email}`, SK: 'EMAIL', type: 'email', userId, businessId: null });
  });

  it('run again, says nothing changed and changes nothing', async () => {
    const before = {
      profile: await storedItem(keys.user(null, userId)),
      claim: await storedItem(keys.email(email)),
      account: await cognitoUser(email),
    };
    const invitations = invitationsTo(email);

    const result = await adminCreate(person(email));

    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/is already the platform administrator .*FORCE_CHANGE_PASSWORD.*nothing changed/);
    const account = await cognitoUser(email);
    expect({ profile: await storedItem(keys.user(null, userId)), claim: await storedItem(keys.email(email)), account }).toEqual({
      ...before,
      account: { ...before.account, $metadata: account.$metadata },
    });
    expect(invitationsTo(email)).toBe(invitations);
  });

  it('resumes a run that died after the Cognito account: the profile and claim again, on the same account', async () => {
    await Promise.all([deleteItem(keys.user(null, userId)), deleteItem(keys.email(email))]);
    resumedAt = Date.now();

    const result = await adminCreate(person(email));

    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/Resumed .*wrote the missing profile and e-mail claim; the invitation was e-mailed again/);
    expect(await subOf(email)).toBe(userId);
    expect(await storedItem(keys.user(null, userId))).toMatchObject({ access: 'admin', email, businessId: null });
    expect(await storedItem(keys.email(email))).toMatchObject({ userId, businessId: null });
  });

  it('lets the new administrator sign in with the invitation, choose a password and act as admin', async () => {
    const temporary = await waitForCognitoCode(email, { after: resumedAt, invitation: true });
    const first = await callApi('POST', '/api/v1/auth/login', { body: { email, password: temporary } });
    expect([first.status, first.body.challenge]).toEqual([200, 'NEW_PASSWORD_REQUIRED']);
    const done = await callApi('POST', '/api/v1/auth/new-password', {
      body: { email, session: first.body.session, newPassword: 'Nova#Senha2026' },
      headers: { cookie: cookiesOf(first.headers) },
    });
    expect(done.status).toBe(200);
    const userData = await callApi('GET', '/api/v1/user_data', { token: done.body.accessToken });
    expect(userData.body).toMatchObject({ id: userId, access: 'admin' });

    // Confirmed now, it is still the platform administrator: nothing to do.
    const again = await adminCreate(person(email));
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/is already the platform administrator .*CONFIRMED.*nothing changed/);
  });
});

describe('npm run admin:create: two runs at once', () => {
  it('make one administrator: one account, one profile, one claim', async () => {
    const email = `dupla-${run}@exemplo.local`;
    created.push(email);

    const results = await Promise.all([adminCreate(person(email)), adminCreate(person(email))]);

    for (const result of results) expect(result.code, result.stderr).toBe(0);
    expect(results.filter((result) => /Created the platform administrator/.test(result.stdout))).toHaveLength(1);
    const userId = await subOf(email);
    const { db, tableName } = testTable();
    const platformUsers = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :user)',
        FilterExpression: 'email = :email',
        ExpressionAttributeValues: { ':pk': 'PLATFORM', ':user': 'USER#', ':email': email },
        ConsistentRead: true,
      }),
    );
    expect(platformUsers.Items?.map((item) => item.id)).toEqual([userId]);
    expect(await storedItem(keys.email(email))).toMatchObject({ userId, businessId: null });
  });
});

describe('npm run admin:create: refusals', () => {
  it.concurrent('refuses the address of a business’s user and leaves its claim alone', async ({ expect }) => {
    const claim = await storedItem(keys.email('gestor@demo.local'));

    const result = await adminCreate(person('gestor@demo.local'));

    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Refused: gestor@demo\.local belongs to a user of business biz-demo/m);
    expect(await storedItem(keys.email('gestor@demo.local'))).toEqual(claim);
  });

  it.concurrent('refuses a confirmed Cognito account that has no platform profile, writing nothing', async ({ expect }) => {
    const email = `confirmada-${run}@exemplo.local`;
    created.push(email);
    const sub = await ensurePasswordUser(stackClients().cognito, stackInfo().resources.userPoolId, { email, password: DEMO_PASSWORD });

    const result = await adminCreate(person(email));

    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Refused: .*already in use \(CONFIRMED\) with no platform profile/m);
    expect(await storedItem(keys.email(email))).toBeUndefined();
    expect(await storedItem(keys.user(null, sub))).toBeUndefined();
  });

  it.concurrent('prints the usage and exits 2 on bad arguments, before reaching any stack', async ({ expect }) => {
    const results = await Promise.all([
      adminCreate(['--email', 'not-an-address', '--first-name', 'Ana', '--last-name', 'Souza'], '/nonexistent'),
      adminCreate([...person(`x-${run}@exemplo.local`), '--stage', 'staging'], '/nonexistent'),
    ]);

    for (const result of results) {
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/^admin:create: /);
      expect(result.stderr).toContain('Usage: npm run admin:create -- --email <e-mail> --first-name <name> --last-name <name>');
    }
  });

  it.concurrent('asks for npm start when the local stack left no outputs or no longer answers', async ({ expect }) => {
    const empty = mkdtempSync(join(tmpdir(), 'admin-create-'));
    const stale = mkdtempSync(join(tmpdir(), 'admin-create-'));
    tempDirs.push(empty, stale);
    // A stack that died without removing its file: its gateway's port answers no more.
    const outputs = await readLocalStackOutputs(stackInfo().dataDir);
    writeFileSync(localOutputsPath(stale), JSON.stringify({ ...outputs, PortalUrl: `http://127.0.0.1:${await findFreePort()}` }));

    const [none, dead] = await Promise.all([
      adminCreate(person(`y-${run}@exemplo.local`), empty),
      adminCreate(person(`y-${run}@exemplo.local`), stale),
    ]);

    for (const result of [none, dead]) {
      expect(result.code).toBe(1);
      expect(result.stderr.trim().split('\n')).toEqual([expect.stringContaining('start the local stack with npm start first')]);
    }
    expect(dead.stderr).toMatch(/does not answer at http:\/\/127\.0\.0\.1:/);
  });
});
