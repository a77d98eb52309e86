// Reads the local stack's Cognito outbox (what would have been e-mailed) from a test file, as a
// person reads their mail: the latest invitation or reset code sent to an address.
import { readOutbox } from '#infra/local/cognito-messages.ts';
import { stackInfo } from './stack.ts';

/** The latest code or temporary password sent to `email` at or after `after` (ms); waits up to `timeoutMs`. */
export async function waitForCognitoCode(email: string, options: { after?: number; timeoutMs?: number } = {}): Promise<string> {
  const { after = 0, timeoutMs = 20_000 } = options;
  const wanted = email.trim().toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readOutbox(stackInfo().dataDir).findLast(
      (message) => message.at >= after && (message.destination?.toLowerCase() === wanted || message.username?.toLowerCase() === wanted),
    );
    if (found) return found.code;
    if (Date.now() > deadline) throw new Error(`No Cognito message to ${email} in the local outbox within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
