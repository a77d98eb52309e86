// @vitest-environment node
// Parsing cognito-local's log output, pinned to what cognito-local 5.3 actually prints.
import { describe, expect, it } from 'vitest';
import { CognitoMessageLog } from '#infra/local/cognito-messages.ts';

// Verbatim stdout of cognito-local 5.3.0 after a ForgotPassword call (pino-pretty forces colours).
const FORGOT_PASSWORD_BOX = [
  '[1795275095550] \u001b[32mINFO\u001b[39m: \u001b[36md2ac757b ForgotPassword ╭───────────────────────────────────────────────────────╮',
  '│                                                       │',
  '│   Confirmation Code Delivery                          │',
  '│                                                       │',
  '│   Username:    b94d7ba9-fac7-441c-929a-3b9a9ab8bee8   │',
  '│   Destination: Ana@Example.com                        │',
  '│   Code:        431659                                 │',
  '│                                                       │',
  '╰───────────────────────────────────────────────────────╯\u001b[39m \u001b[90m{"reqId":"d2ac757b","target":"ForgotPassword"}\u001b[39m',
];

const boxFor = (destination: string, code: string, target = 'AdminCreateUser') =>
  FORGOT_PASSWORD_BOX.map((line) => line.replace('Ana@Example.com', destination).replace('431659', code).replace('ForgotPassword', target));

describe('CognitoMessageLog', () => {
  it('reads the code, destination, username and API call out of a message box', () => {
    const log = new CognitoMessageLog();
    FORGOT_PASSWORD_BOX.forEach((line) => log.push(line));
    expect(log.messages()).toEqual([
      {
        at: expect.any(Number),
        target: 'ForgotPassword',
        username: 'b94d7ba9-fac7-441c-929a-3b9a9ab8bee8',
        destination: 'Ana@Example.com',
        code: '431659',
      },
    ]);
    expect(log.lines()).toHaveLength(FORGOT_PASSWORD_BOX.length);
  });

  it('finds the latest code for an e-mail, case-insensitively', async () => {
    const log = new CognitoMessageLog();
    boxFor('ana@example.com', 'Temp!9').forEach((line) => log.push(line));
    boxFor('bia@example.com', '111111', 'ForgotPassword').forEach((line) => log.push(line));
    boxFor('ana@example.com', '222222', 'ForgotPassword').forEach((line) => log.push(line));
    expect(await log.waitForCode('ANA@example.com')).toBe('222222');
    expect(await log.waitForCode('bia@example.com')).toBe('111111');
  });

  it('waits for a message sent after `after`, ignoring older ones', async () => {
    const log = new CognitoMessageLog();
    boxFor('ana@example.com', '111111').forEach((line) => log.push(line));
    const after = Date.now() + 1;
    const waiting = log.waitForCode('ana@example.com', { after, timeoutMs: 2000 });
    setTimeout(() => boxFor('ana@example.com', '333333').forEach((line) => log.push(line)), 20);
    expect(await waiting).toBe('333333');
  });

  it('gives up with a clear error after timeoutMs', async () => {
    const log = new CognitoMessageLog();
    await expect(log.waitForCode('nobody@example.com', { timeoutMs: 50 })).rejects.toThrow(
      'cognito-local sent no code to nobody@example.com within 50 ms.',
    );
  });
});
