// What cognito-local would have e-mailed, read back from its log.
//
// cognito-local logs each message as a boxen box through pino-pretty (colours forced on), e.g.
//   [1795275095550] INFO: d2ac757b ForgotPassword ╭────────────╮
//   │   Confirmation Code Delivery                      │
//   │   Username:    b94d7ba9-fac7-441c-929a-3b9a9ab8bee8   │
//   │   Destination: ana@example.com                    │
//   │   Code:        431659                             │
//   ╰────────────╯ {"reqId":"d2ac757b","target":"ForgotPassword"}
// `Username` is the user's sub (the pool uses e-mail as username), `Destination` the e-mail address,
// and `Code` is either the code (ForgotPassword) or the temporary password (AdminCreateUser).
// The parser strips colours and box borders and reads the `Key: value` lines.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The local stack's outbox: every message cognito-local would have e-mailed (invitations with their
 * temporary password, reset codes), one JSON line each, in the stack's data directory. Developers open
 * it to read an invitation; the tests read it as a person reads their mail.
 */
export const outboxPath = (dataDir: string): string => join(dataDir, 'cognito-outbox.jsonl');

export function appendToOutbox(dataDir: string, message: CognitoMessage): void {
  appendFileSync(outboxPath(dataDir), `${JSON.stringify(message)}\n`);
}

/** The messages in an outbox (none before the first one is sent). */
export function readOutbox(dataDir: string): CognitoMessage[] {
  if (!existsSync(outboxPath(dataDir))) return [];
  return readFileSync(outboxPath(dataDir), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CognitoMessage);
}

export interface CognitoMessage {
  /** When this process read it (ms since epoch). */
  at: number;
  /** The API call that sent it (AdminCreateUser, ForgotPassword...), when the log said so. */
  target?: string;
  username?: string;
  destination?: string;
  code: string;
}

// eslint-disable-next-line no-control-regex -- the emulator colours its log: ESC [ … m sequences are stripped.
const ANSI = /\x1b\[[0-9;]*[A-Za-z]/g;
const BOX_TOP = /(\S+)\s+(\w+)\s+╭/; // "<reqId> <target> ╭──"
const FIELD = /^(Username|Destination|Code):\s*(.*)$/;

export class CognitoMessageLog {
  private readonly raw: string[] = [];
  private readonly parsed: CognitoMessage[] = [];
  private pending: { target?: string; username?: string; destination?: string } | undefined;
  private readonly waiters = new Set<() => void>();

  /** Feeds one line of cognito-local's output. */
  push(line: string): CognitoMessage | undefined {
    this.raw.push(line);
    if (this.raw.length > 2000) this.raw.shift();
    const plain = line.replace(ANSI, '');
    const top = BOX_TOP.exec(plain);
    if (top) this.pending = { target: top[2] };
    const text = plain.replace(/[│╭╮╰╯─]/g, '').trim();
    if (text === 'Confirmation Code Delivery') this.pending ??= {};
    const field = FIELD.exec(text);
    if (!field || !this.pending) return undefined;
    const [, key, value] = field;
    if (key === 'Username') this.pending.username = value;
    if (key === 'Destination') this.pending.destination = value;
    if (key !== 'Code') return undefined;
    const message: CognitoMessage = { at: Date.now(), ...this.pending, code: value };
    this.pending = undefined;
    this.parsed.push(message);
    for (const wake of this.waiters) wake();
    return message;
  }

  /** Raw output lines (colours included), for debugging. */
  lines(): string[] {
    return [...this.raw];
  }

  messages(): CognitoMessage[] {
    return [...this.parsed];
  }

  /**
   * The latest code or temporary password sent to `email` (matched case-insensitively against the
   * destination or username) at or after `after` (ms since epoch); waits up to `timeoutMs` for one.
   */
  waitForCode(email: string, options: { after?: number; timeoutMs?: number } = {}): Promise<string> {
    const { after = 0, timeoutMs = 5000 } = options;
    const wanted = email.trim().toLowerCase();
    const find = () =>
      this.parsed.findLast((m) => m.at >= after && (m.destination?.toLowerCase() === wanted || m.username?.toLowerCase() === wanted))?.code;
    const found = find();
    if (found !== undefined) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const wake = () => {
        const code = find();
        if (code === undefined) return;
        this.waiters.delete(wake);
        clearTimeout(timer);
        resolve(code);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(wake);
        reject(new Error(`cognito-local sent no code to ${email} within ${timeoutMs} ms.`));
      }, timeoutMs);
      this.waiters.add(wake);
    });
  }
}
