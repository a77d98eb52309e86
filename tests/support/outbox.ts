// Reads the local stack's Cognito outbox (what would have been e-mailed) from a test file, as a
// person reads their mail: the latest invitation or reset code sent to an address. The stack, in
// another process, writes each message the moment the emulator sends it; this waits on the file.
import { readOutbox, sentTo, waitForOutboxMessage, type CognitoMessage } from '#infra/local/cognito-messages.ts';
import { stackInfo } from './stack.ts';

export interface OutboxWait {
  /** Only messages sent at or after this time (ms since epoch). */
  after?: number;
  timeoutMs?: number;
  /** Only invitations (AdminCreateUser, first sending or RESEND). */
  invitation?: boolean;
  /** Only password resets (ForgotPassword). */
  reset?: boolean;
}

/** The latest message sent to `email` that fits `options`; waits up to `timeoutMs` for one. */
export async function waitForCognitoMessage(email: string, options: OutboxWait = {}): Promise<CognitoMessage> {
  const { after = 0, timeoutMs = 20_000 } = options;
  const source = options.invitation ? 'AdminCreateUser' : options.reset ? 'ForgotPassword' : undefined;
  const wanted = sentTo(email);
  const { dataDir } = stackInfo();
  const found = await waitForOutboxMessage(
    dataDir,
    (message) => message.at >= after && wanted(message) && (!source || message.source === source),
    timeoutMs,
  );
  if (found) return found;
  const last = readOutbox(dataDir)
    .slice(-3)
    .map((message) => `${message.source} → ${message.destination ?? message.username}`);
  throw new Error(`No Cognito message to ${email} in the local outbox within ${timeoutMs} ms (last: ${last.join('; ') || 'none'}).`);
}

/** The temporary password or code of the latest message sent to `email` that fits `options`. */
export async function waitForCognitoCode(email: string, options: OutboxWait = {}): Promise<string> {
  return (await waitForCognitoMessage(email, options)).code;
}
