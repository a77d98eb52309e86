// @vitest-environment node
// The messages of the Cognito emulator as a person would receive them: the invitation written by the
// pool's CustomMessage trigger (called through a Lambda Invoke endpoint), the pool's templates where the
// trigger writes nothing, an invitation sent again (RESEND), each one handed over the moment it is sent.
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  ConfirmForgotPasswordCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  type CreateUserPoolCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { appendFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#functions/cognito-messages/handler.ts';
import { COGNITO_MESSAGES } from '#infra/constructs/portal-auth.ts';
import { createLocalClients, type LocalAwsClients } from '#infra/local/aws-clients.ts';
import {
  appendToOutbox,
  CognitoMessageLog,
  cognitoMessageFrom,
  htmlAsText,
  messageAsText,
  outboxPath,
  readOutbox,
  waitForOutboxMessage,
  type CognitoMessage,
} from '#infra/local/cognito-messages.ts';
import { startEmulators, type RunningEmulators } from '#infra/local/emulators.ts';
import { findFreePort } from '#infra/local/ports.ts';
import { tempDir } from '../support/temp-dir.ts';

const message = (fields: Partial<CognitoMessage>): CognitoMessage => ({ at: Date.now(), source: 'AdminCreateUser', code: '111111', ...fields });

describe('CognitoMessageLog', () => {
  it('finds the latest message to an e-mail, case-insensitively, by address or username', async () => {
    const log = new CognitoMessageLog();
    log.add(message({ destination: 'ana@example.com', code: 'Temp!9' }));
    log.add(message({ destination: 'bia@example.com', code: '111111', source: 'ForgotPassword' }));
    log.add(message({ destination: 'Ana@Example.com', code: '222222', source: 'ForgotPassword' }));
    log.add(message({ username: 'b94d7ba9', code: '333333' }));
    expect(await log.waitForCode('ANA@example.com')).toBe('222222');
    expect(await log.waitForCode('bia@example.com')).toBe('111111');
    expect((await log.waitForMessage('b94d7ba9')).code).toBe('333333');
  });

  it('waits for a message sent after `after`, ignoring older ones', async () => {
    const log = new CognitoMessageLog();
    log.add(message({ destination: 'ana@example.com', at: 1 }));
    const waiting = log.waitForCode('ana@example.com', { after: 2, timeoutMs: 2000 });
    log.add(message({ destination: 'ana@example.com', code: '444444', at: 3 }));
    expect(await waiting).toBe('444444');
  });

  it('gives up with a clear error after timeoutMs', async () => {
    const log = new CognitoMessageLog();
    await expect(log.waitForCode('nobody@example.com', { timeoutMs: 50 })).rejects.toThrow(
      'cognito-local sent no message to nobody@example.com within 50 ms.',
    );
  });

  it('takes only the messages the emulator posts', () => {
    const sent = message({ destination: 'ana@example.com', subject: 'Assunto', body: 'Olá' });
    expect(cognitoMessageFrom({ type: 'cognito-message', message: sent })).toEqual(sent);
    expect(cognitoMessageFrom({ type: 'other', message: sent })).toBeUndefined();
    expect(cognitoMessageFrom({ type: 'cognito-message', message: { destination: 'x' } })).toBeUndefined();
    expect(cognitoMessageFrom(undefined)).toBeUndefined();
  });
});

describe('the terminal text of a message', () => {
  it('strips tags, breaks lines at <br>, names a link by its address, decodes entities', () => {
    expect(htmlAsText('Olá!<br><br>De <strong>Pão &amp; Cia</strong>.<br/>Portal: <a href="http://x.localhost">http://x.localhost</a>')).toBe(
      'Olá!\n\nDe Pão & Cia.\nPortal: http://x.localhost',
    );
    expect(htmlAsText('<p>Um</p><p><a href="http://x">aqui</a></p>')).toBe('Um\n\naqui (http://x)');
  });

  it('says to whom, why and the subject, then the body indented', () => {
    const text = messageAsText(message({ destination: 'ana@example.com', subject: 'Seu acesso', body: 'Olá!<br>Senha: 1' }));
    expect(text).toBe('Cognito message to ana@example.com (AdminCreateUser): Seu acesso\n    Olá!\n    Senha: 1');
  });
});

describe('the outbox file', () => {
  it('leaves out a line still being written', () => {
    const dataDir = tempDir('portal-outbox');
    appendToOutbox(dataDir, message({ code: '1' }));
    appendFileSync(outboxPath(dataDir), '{"at":1,"sou');
    expect(readOutbox(dataDir).map((each) => each.code)).toEqual(['1']);
  });

  it('wakes a waiting reader when a matching message is appended, and answers undefined after the timeout', async () => {
    const dataDir = tempDir('portal-outbox');
    const waiting = waitForOutboxMessage(dataDir, (each) => each.destination === 'ana@example.com', 5000);
    appendToOutbox(dataDir, message({ destination: 'bia@example.com', code: '1' }));
    appendToOutbox(dataDir, message({ destination: 'ana@example.com', code: '2' }));
    expect((await waiting)?.code).toBe('2');
    expect(await waitForOutboxMessage(dataDir, (each) => each.code === 'none', 50)).toBeUndefined();
  });
});

// ---- Against cognito-local ----

const TRIGGER_NAME = 'portal-test-custom-messages';
const BUSINESS = { businessName: 'Padaria Pão & Cia', portalUrl: 'http://padaria.localhost:3000' };
/** A message arrives as it is sent: well within this after the call that sent it answered. */
const PROMPTLY_MS = 1000;

/** A stand-in for the local Lambda Invoke API: runs the trigger's handler in this process. */
async function startFakeLambda(invocations: { functionName: string; triggerSource: string }[]): Promise<Server> {
  const server = createServer((request, response) => {
    const match = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) return void response.writeHead(404).end();
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const event = JSON.parse(body) as CustomMessageTriggerEvent;
      invocations.push({ functionName: decodeURIComponent(match[1]), triggerSource: event.triggerSource });
      void handler(event).then(
        (result) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result)),
        (error: Error) => response.writeHead(200, { 'x-amz-function-error': 'Unhandled' }).end(JSON.stringify({ errorMessage: error.message })),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

let dataDir: string;
let emulators: RunningEmulators;
let clients: LocalAwsClients;
let lambda: Server;
const invocations: { functionName: string; triggerSource: string }[] = [];
const terminal: string[] = [];

beforeAll(async () => {
  dataDir = tempDir('portal-cognito-messages');
  lambda = await startFakeLambda(invocations);
  emulators = await startEmulators({
    dataDir,
    ports: { dynamodb: await findFreePort(), s3: await findFreePort(), cognito: await findFreePort() },
    inMemory: true,
    log: (line) => terminal.push(line),
    cognito: {
      lambdaEndpoint: `http://127.0.0.1:${(lambda.address() as AddressInfo).port}`,
      triggers: { CustomMessage: TRIGGER_NAME },
      templates: {
        invitation: { subject: COGNITO_MESSAGES.invitationSubject, body: COGNITO_MESSAGES.invitationBody },
        verification: { subject: COGNITO_MESSAGES.verificationSubject, body: COGNITO_MESSAGES.verificationBody },
      },
    },
  });
  clients = createLocalClients(emulators.endpoints);
}, 60_000);

afterAll(async () => {
  clients?.destroy();
  await emulators?.stop();
  await new Promise((resolve) => lambda?.close(resolve));
}, 30_000);

/** A pool whose usernames are e-mail addresses, as the portal's, and its app client. */
async function createPool(extra: Partial<CreateUserPoolCommandInput> = {}) {
  const { UserPool } = await clients.cognito.send(new CreateUserPoolCommand({ PoolName: 'messages', UsernameAttributes: ['email'], ...extra }));
  const { UserPoolClient } = await clients.cognito.send(
    new CreateUserPoolClientCommand({ UserPoolId: UserPool!.Id!, ClientName: 'spa', ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'] }),
  );
  return { UserPoolId: UserPool!.Id!, ClientId: UserPoolClient!.ClientId! };
}

const invite = (UserPoolId: string, email: string, extra: { MessageAction?: 'RESEND'; TemporaryPassword?: string } = {}) =>
  clients.cognito.send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username: email,
      ...(extra.MessageAction ? {} : { UserAttributes: [{ Name: 'email', Value: email }] }),
      DesiredDeliveryMediums: ['EMAIL'],
      ClientMetadata: BUSINESS,
      ...extra,
    }),
  );

/** The message the call just made sent to `email`, which must already be on its way. */
async function sentNow(email: string, after: number): Promise<CognitoMessage> {
  const answeredAt = Date.now();
  const sent = await emulators.cognitoMessages.waitForMessage(email, { after, timeoutMs: PROMPTLY_MS });
  expect(sent.at).toBeLessThanOrEqual(answeredAt);
  expect(readOutbox(dataDir)).toContainEqual(sent);
  return sent;
}

const signIn = (ClientId: string, email: string, password: string) =>
  clients.cognito.send(
    new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );

describe('messages of the Cognito emulator', () => {
  let pool: { UserPoolId: string; ClientId: string };
  const email = 'ana.souza@example.com';
  let firstPassword: string;

  it('sends the invitation the CustomMessage trigger writes, with the business, its portal and the temporary password', async () => {
    pool = await createPool();
    const invitedAt = Date.now();
    const { User } = await invite(pool.UserPoolId, email);
    const sent = await sentNow(email, invitedAt);

    firstPassword = sent.code;
    expect(sent).toMatchObject({ source: 'AdminCreateUser', destination: email, username: User!.Username });
    expect(sent.subject).toBe('Seu acesso ao portal de dashboards de Padaria Pão & Cia');
    expect(sent.body).toContain('<strong>Padaria Pão &amp; Cia</strong>');
    expect(sent.body).toContain(`<a href="${BUSINESS.portalUrl}">${BUSINESS.portalUrl}</a>`);
    expect(sent.body).toContain(`Usuário: ${User!.Username}<br>Senha temporária: ${firstPassword}<br>`);
    expect(sent.body).not.toMatch(/\{####\}|\{username\}/);
    expect(invocations).toEqual([{ functionName: TRIGGER_NAME, triggerSource: 'CustomMessage_AdminCreateUser' }]);
    // The terminal shows it as text, in Portuguese as sent.
    expect(terminal).toContain(
      `Cognito message to ${email} (AdminCreateUser): Seu acesso ao portal de dashboards de Padaria Pão & Cia\n` +
        [
          'Olá!',
          '',
          'Você foi convidado para o portal de dashboards de Padaria Pão & Cia.',
          `Endereço do portal: ${BUSINESS.portalUrl}`,
          '',
          `Usuário: ${User!.Username}`,
          `Senha temporária: ${firstPassword}`,
          '',
          'No primeiro acesso você vai definir uma nova senha. A senha temporária vale por 7 dias.',
        ]
          .map((line) => `    ${line}`.trimEnd())
          .join('\n'),
    );
    expect((await signIn(pool.ClientId, email, firstPassword)).ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  });

  it('sends the invitation again with a new temporary password (RESEND); only the new one signs in', async () => {
    const resentAt = Date.now();
    const { User } = await invite(pool.UserPoolId, email, { MessageAction: 'RESEND' });
    const sent = await sentNow(email, resentAt);

    expect(User?.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
    expect(sent.source).toBe('AdminCreateUser');
    expect(sent.code).not.toBe(firstPassword);
    expect(sent.body).toContain(`Senha temporária: ${sent.code}<br>`);
    expect(invocations.at(-1)).toEqual({ functionName: TRIGGER_NAME, triggerSource: 'CustomMessage_AdminCreateUser' });
    await expect(signIn(pool.ClientId, email, firstPassword)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect((await signIn(pool.ClientId, email, sent.code)).ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  });

  it("sends a forgotten password's code in the pool's template when the trigger writes nothing", async () => {
    await clients.cognito.send(
      new AdminSetUserPasswordCommand({ UserPoolId: pool.UserPoolId, Username: email, Password: 'Primeira-Senha-2024', Permanent: true }),
    );
    const askedAt = Date.now();
    await clients.cognito.send(new ForgotPasswordCommand({ ClientId: pool.ClientId, Username: email }));
    const sent = await sentNow(email, askedAt);

    expect(sent.code).toMatch(/^\d{6}$/);
    expect(sent).toMatchObject({
      source: 'ForgotPassword',
      destination: email,
      subject: COGNITO_MESSAGES.verificationSubject,
      body: COGNITO_MESSAGES.verificationBody.replace('{####}', sent.code),
    });
    expect(invocations.at(-1)).toEqual({ functionName: TRIGGER_NAME, triggerSource: 'CustomMessage_ForgotPassword' });
    await clients.cognito.send(
      new ConfirmForgotPasswordCommand({
        ClientId: pool.ClientId,
        Username: email,
        ConfirmationCode: sent.code,
        Password: 'Segunda-Senha-2024',
      }),
    );
    expect((await signIn(pool.ClientId, email, 'Segunda-Senha-2024')).AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it('refuses RESEND to a user who chose a password, and to no such user, as Cognito does', async () => {
    const before = emulators.cognitoMessages.messages().length;
    await expect(invite(pool.UserPoolId, email, { MessageAction: 'RESEND' })).rejects.toMatchObject({
      name: 'UnsupportedUserStateException',
    });
    await expect(invite(pool.UserPoolId, 'ninguem@example.com', { MessageAction: 'RESEND' })).rejects.toMatchObject({
      name: 'UserNotFoundException',
    });
    expect(emulators.cognitoMessages.messages()).toHaveLength(before);
  });

  it("prefers a pool's own templates and fills every placeholder, whatever the password holds", async () => {
    const own = await createPool({
      VerificationMessageTemplate: {
        EmailSubject: 'Código do portal',
        EmailMessage: 'Código {####}; de novo: {####}. Conta {username} ({username}).',
      },
    });
    const other = 'bia.lima@example.com';
    // `$&` is a pattern to String.replace, and a placeholder inside a password must stay as typed.
    const TemporaryPassword = 'Tmp$&{username}9';
    const invitedAt = Date.now();
    const { User } = await invite(own.UserPoolId, other, { TemporaryPassword });
    expect((await sentNow(other, invitedAt)).body).toContain(`Usuário: ${User!.Username}<br>Senha temporária: ${TemporaryPassword}<br>`);

    await clients.cognito.send(
      new AdminSetUserPasswordCommand({ UserPoolId: own.UserPoolId, Username: other, Password: 'Primeira-Senha-2024', Permanent: true }),
    );
    const askedAt = Date.now();
    await clients.cognito.send(new ForgotPasswordCommand({ ClientId: own.ClientId, Username: other }));
    const sent = await sentNow(other, askedAt);
    expect(sent.subject).toBe('Código do portal');
    expect(sent.body).toBe(`Código ${sent.code}; de novo: ${sent.code}. Conta ${User!.Username} (${User!.Username}).`);
  });
});
