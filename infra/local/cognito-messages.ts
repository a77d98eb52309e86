// What the Cognito emulator sends: each message as a person would receive it (subject and body, in
// Portuguese), handed over by its process (cognito-child.cjs) over the IPC channel the moment it is
// sent. The local stack keeps them in memory (CognitoMessageLog), in its outbox file and in the terminal.
import { appendFileSync, existsSync, readFileSync, watch } from 'node:fs';
import { join } from 'node:path';

export interface CognitoMessage {
  /** When the emulator sent it (ms since epoch). */
  at: number;
  /** The API call that sent it. */
  source: 'AdminCreateUser' | 'ForgotPassword' | (string & {});
  /** The user's username (their `sub` in a pool whose usernames are e-mail addresses). */
  username?: string;
  /** The e-mail address (or phone number) it went to. */
  destination?: string;
  /** The temporary password (AdminCreateUser) or the code (ForgotPassword) it carries. */
  code: string;
  subject?: string;
  /** The HTML (or text) as sent, placeholders filled in. */
  body?: string;
}

/** The envelope cognito-child.cjs posts a message in. */
const MESSAGE_TYPE = 'cognito-message';

/** The message in something the emulator's process posted, or undefined for anything else. */
export function cognitoMessageFrom(posted: unknown): CognitoMessage | undefined {
  const { type, message } = (posted ?? {}) as { type?: unknown; message?: Partial<CognitoMessage> };
  if (type !== MESSAGE_TYPE || typeof message?.code !== 'string' || typeof message.source !== 'string') return undefined;
  return { ...message, at: typeof message.at === 'number' ? message.at : Date.now() } as CognitoMessage;
}

/** Whether `message` went to `email` (its address or username, case aside). */
export const sentTo =
  (email: string) =>
  (message: CognitoMessage): boolean => {
    const wanted = email.trim().toLowerCase();
    return message.destination?.toLowerCase() === wanted || message.username?.toLowerCase() === wanted;
  };

// ---- The outbox file ----

const OUTBOX_FILE = 'cognito-outbox.jsonl';

/**
 * The local stack's outbox: every message the emulator sent, one JSON line each, in the stack's data
 * directory. Developers open it to read an invitation; the tests read it as a person reads their mail.
 */
export const outboxPath = (dataDir: string): string => join(dataDir, OUTBOX_FILE);

export function appendToOutbox(dataDir: string, message: CognitoMessage): void {
  appendFileSync(outboxPath(dataDir), `${JSON.stringify(message)}\n`);
}

/** The messages in an outbox (none before the first one is sent); a line still being written is left out. */
export function readOutbox(dataDir: string): CognitoMessage[] {
  if (!existsSync(outboxPath(dataDir))) return [];
  const text = readFileSync(outboxPath(dataDir), 'utf8');
  return text
    .slice(0, text.lastIndexOf('\n') + 1)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CognitoMessage);
}

/**
 * The latest message in the outbox that `matches`, waiting for the file to change (another process, the
 * stack, writes it) up to `timeoutMs`; undefined if none came.
 */
export function waitForOutboxMessage(
  dataDir: string,
  matches: (message: CognitoMessage) => boolean,
  timeoutMs: number,
): Promise<CognitoMessage | undefined> {
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (outcome: () => void) => {
      if (done) return;
      done = true;
      watcher.close();
      clearTimeout(timer);
      outcome();
    };
    const look = () => {
      try {
        const found = readOutbox(dataDir).findLast(matches);
        if (found) finish(() => resolve(found));
      } catch (error) {
        finish(() => reject(error as Error));
      }
    };
    // The directory, not the file: the file may not exist yet.
    const watcher = watch(dataDir, (_event, filename) => {
      if (!filename || filename === OUTBOX_FILE) look();
    });
    watcher.on('error', (error) => finish(() => reject(error)));
    const timer = setTimeout(() => finish(() => resolve(undefined)), timeoutMs);
    look(); // once watching, so a message written just before is not missed
  });
}

// ---- The terminal ----

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** An HTML e-mail body as plain text: line breaks for `<br>` and paragraphs, a link's address beside its text. */
export function htmlAsText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n\n')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gis, (_link, href: string, text: string) => (href === text ? text : `${text} (${href})`))
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_entity, name: string) => ENTITIES[name])
    .trim();
}

/** The lines a developer reads in the terminal: to whom, why, the subject, then the body indented. */
export function messageAsText(message: CognitoMessage): string {
  const to = message.destination ?? message.username ?? '?';
  const subject = message.subject ? `: ${message.subject}` : '';
  const body = htmlAsText(message.body ?? message.code).replace(/^(?=.)/gm, '    ');
  return `Cognito message to ${to} (${message.source})${subject}\n${body}`;
}

// ---- In memory, for the process that runs the emulators ----

export class CognitoMessageLog {
  private readonly received: CognitoMessage[] = [];
  private readonly waiters = new Set<() => void>();

  add(message: CognitoMessage): void {
    this.received.push(message);
    for (const wake of this.waiters) wake();
  }

  messages(): CognitoMessage[] {
    return [...this.received];
  }

  /**
   * The latest message to `email` (its address or username, case aside) sent at or after `after` (ms
   * since epoch); waits up to `timeoutMs` for one to arrive.
   */
  waitForMessage(email: string, options: { after?: number; timeoutMs?: number } = {}): Promise<CognitoMessage> {
    const { after = 0, timeoutMs = 5000 } = options;
    const wanted = sentTo(email);
    const find = () => this.received.findLast((message) => message.at >= after && wanted(message));
    const found = find();
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const wake = () => {
        const message = find();
        if (!message) return;
        this.waiters.delete(wake);
        clearTimeout(timer);
        resolve(message);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(wake);
        reject(new Error(`cognito-local sent no message to ${email} within ${timeoutMs} ms.`));
      }, timeoutMs);
      this.waiters.add(wake);
    });
  }

  /** The code or temporary password of waitForMessage's message. */
  async waitForCode(email: string, options: { after?: number; timeoutMs?: number } = {}): Promise<string> {
    return (await this.waitForMessage(email, options)).code;
  }
}
