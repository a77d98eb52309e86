// Reads the local stack's Cognito outbox (what would have been e-mailed) from a test file, as a
// person reads their mail: the latest invitation or reset code sent to an address.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readOutbox } from '#infra/local/cognito-messages.ts';
import { stackInfo } from './stack.ts';

/**
 * An invited account's temporary password (`Password`) or a pending reset code (`ConfirmationCode`) as
 * cognito-local stores it (its database file under the stack's data directory). The emulator's printed
 * message is what the outbox keeps; under a heavily loaded machine its log has been seen to arrive late,
 * so an invitation's or a reset's wait falls back to this.
 */
function storedSecret(email: string, field: 'Password' | 'ConfirmationCode'): string | undefined {
  const { dataDir, resources } = stackInfo();
  const path = join(dataDir, 'cognito', '.cognito', 'db', `${resources.userPoolId}.json`);
  if (!existsSync(path)) return undefined;
  const users = (JSON.parse(readFileSync(path, 'utf8')) as { Users?: Record<string, StoredUser> }).Users ?? {};
  const user = Object.values(users).find((candidate) =>
    candidate.Attributes?.some((a) => a.Name === 'email' && a.Value?.toLowerCase() === email),
  );
  return user?.[field];
}

interface StoredUser {
  Password?: string;
  ConfirmationCode?: string;
  Attributes?: { Name: string; Value?: string }[];
}

/** The latest code or temporary password sent to `email` at or after `after` (ms); waits up to `timeoutMs`. */
export async function waitForCognitoCode(
  email: string,
  options: { after?: number; timeoutMs?: number; invitation?: boolean; reset?: boolean } = {},
): Promise<string> {
  const { after = 0, timeoutMs = 20_000 } = options;
  const wanted = email.trim().toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readOutbox(stackInfo().dataDir).findLast(
      (message) => message.at >= after && (message.destination?.toLowerCase() === wanted || message.username?.toLowerCase() === wanted),
    );
    if (found) return found.code;
    const field = options.invitation ? 'Password' : options.reset ? 'ConfirmationCode' : undefined;
    const stored = field && Date.now() > deadline - timeoutMs / 2 ? storedSecret(wanted, field) : undefined;
    if (stored) return stored;
    if (Date.now() > deadline) {
      const last = readOutbox(stackInfo().dataDir)
        .slice(-3)
        .map((message) => `${message.target ?? '?'} → ${message.destination ?? message.username}`);
      throw new Error(`No Cognito message to ${email} in the local outbox within ${timeoutMs} ms (last: ${last.join('; ') || 'none'}).`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
