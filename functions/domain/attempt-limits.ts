// The brake on guessing: each sign-in step (a password, at login or in the account form; a reset code; a
// reset e-mail) is counted BEFORE Cognito is asked, so requests sent at once cannot all slip under a limit,
// and a step past a limit is refused with 429 without reaching Cognito. Nothing counts per e-mail alone
// where that would let an outsider lock the owner out: a password's failures count per e-mail AND client
// address, with waits that grow (the owner from another address is never held), plus a limit per address
// across e-mails. What was no failure is given back, so signing in never uses up a limit.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { AttemptFlow } from '#functions/data/keys.ts';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';
import { clearPair, movePair, readPair, type AttemptPair, type PairState, type StoredPair } from '#functions/data/attempt-pairs.ts';
import { countAttempt, releaseAttempt, type AttemptCounter } from '#functions/data/attempts.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { HttpError } from '#functions/lib/http-error.ts';

/** Failures of one e-mail from one address: the first `free` are answered at once, then each one makes the next step wait. */
export interface PairRule {
  free: number;
  /** The wait after the `free`-th failure; it doubles with every failure after it… */
  firstWaitSeconds: number;
  /** …up to this. */
  maxWaitSeconds: number;
  /** The pair's failures are forgotten this long after its last step (or at once by a success from it). */
  memorySeconds: number;
}

/** At most `limit` counted steps in a window that starts with the first one; past it, refused until the window ends. */
export interface WindowRule {
  limit: number;
  windowSeconds: number;
}

export interface AttemptRule {
  /** Per e-mail and address, with growing waits (the steps that guess a password or a code). */
  pair?: PairRule;
  /** Per client address, across e-mails (several people may share one address). */
  perAddress: WindowRule;
  /** Per e-mail from anywhere: only where holding it costs its owner no sign-in (reset codes, reset e-mails). */
  perEmail?: WindowRule;
  /** Every step counts, whatever its outcome (each reset e-mail is sent). */
  everyStepCounts?: true;
}

export type AttemptRules = Record<AttemptFlow, AttemptRule>;

const FIFTEEN_MINUTES = 15 * 60;
const PASSWORD_GUESSES: PairRule = { free: 5, firstWaitSeconds: 60, maxWaitSeconds: 60 * 60, memorySeconds: 24 * 60 * 60 };

/**
 * The same on AWS and locally. A password (login, and the account form's current password, which counts
 * as a login): 5 failures per e-mail and address, then 1 minute, doubling per further failure up to an
 * hour; 20 failures per address in 15 minutes. A reset code: the same, and 10 wrong codes per e-mail in
 * 15 minutes (a 6-digit code must not be guessed from many addresses; holding it delays a reset, never
 * a sign-in). Reset e-mails: 5 per e-mail and 20 per address in 15 minutes.
 */
export const ATTEMPT_RULES: AttemptRules = {
  login: { pair: PASSWORD_GUESSES, perAddress: { limit: 20, windowSeconds: FIFTEEN_MINUTES } },
  reset: {
    pair: PASSWORD_GUESSES,
    perAddress: { limit: 20, windowSeconds: FIFTEEN_MINUTES },
    perEmail: { limit: 10, windowSeconds: FIFTEEN_MINUTES },
  },
  forgot: {
    perAddress: { limit: 20, windowSeconds: FIFTEEN_MINUTES },
    perEmail: { limit: 5, windowSeconds: FIFTEEN_MINUTES },
    everyStepCounts: true,
  },
};

/** Seconds a pair waits after its `failures`-th failure: none before `free`, then doubling from the first wait, up to the most. */
export function pairWaitSeconds(failures: number, rule: PairRule): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.maxWaitSeconds, rule.firstWaitSeconds * 2 ** (failures - rule.free));
}

/** How a step ended: `failure` keeps its count (wrong password or code), `success` clears its pair's, `other` gives it back. */
export type StepOutcome = 'success' | 'failure' | 'other';

export interface AttemptGate {
  table: TableContext;
  rules: AttemptRules;
  /** Epoch milliseconds (tests move it). */
  now: () => number;
}

/** Who guesses: the e-mail tried and the client address API Gateway saw (`requestContext.http.sourceIp`). */
export interface Guesser {
  email: string;
  address: string;
}

/** The client address of a request, as API Gateway (or the local gateway) saw it. */
export const clientAddress = (event: Pick<APIGatewayProxyEventV2, 'requestContext'>): string =>
  event.requestContext?.http?.sourceIp || 'unknown';

/**
 * Runs one step under the limits of its flow. `outcomeOf` tells, for the error a step threw, whether it
 * was a failure that counts.
 */
export async function limitAttempts<T>(
  gate: AttemptGate,
  flow: AttemptFlow,
  who: Guesser,
  step: () => Promise<T>,
  outcomeOf: (error: unknown) => StepOutcome,
): Promise<T> {
  const rule = gate.rules[flow];
  const now = Math.floor(gate.now() / 1000);
  const windows: [AttemptCounter, WindowRule][] = [
    [{ flow, by: 'address', value: who.address }, rule.perAddress],
    ...(rule.perEmail ? [[{ flow, by: 'email', value: who.email }, rule.perEmail] as [AttemptCounter, WindowRule]] : []),
  ];
  const pair: AttemptPair = { flow, email: who.email, address: who.address };
  const [counts, reserved] = await Promise.all([
    Promise.all(windows.map(([counter, window]) => countAttempt(gate.table, counter, now, window.windowSeconds))),
    rule.pair ? reservePair(gate.table, pair, rule.pair, now) : undefined,
  ]);
  const refusedUntil = [
    ...counts.filter((count, index) => count.count > windows[index][1].limit).map((count) => count.expiresAt),
    ...(reserved && 'waitUntil' in reserved ? [reserved.waitUntil] : []),
  ];
  const move = reserved && 'move' in reserved ? reserved.move : undefined;
  if (refusedUntil.length > 0) {
    // A refused step reaches nobody: it uses up nothing (a held pair does not count against its address).
    await Promise.all([...windows.map(([counter]) => releaseAttempt(gate.table, counter, now)), move && undoMove(gate.table, pair, move)]);
    throw tooManyAttempts(Math.max(...refusedUntil), now);
  }

  let outcome: StepOutcome = 'success';
  try {
    return await step();
  } catch (error) {
    outcome = outcomeOf(error);
    throw error;
  } finally {
    if (!rule.everyStepCounts && outcome !== 'failure') {
      await Promise.all([
        ...windows.map(([counter]) => releaseAttempt(gate.table, counter, now)),
        move && (outcome === 'success' ? clearPair(gate.table, pair) : undoMove(gate.table, pair, move)),
      ]);
    }
  }
}

/** A pair's move: the state read and the one written. */
interface PairMove {
  from: StoredPair;
  to: PairState;
}

/** Enough rounds for every step of a burst to find its turn or the wait another one set. */
const PAIR_ROUNDS = 12;

/**
 * Counts one step for the pair, as if it were going to fail: the step that reaches `free` failures sets
 * the wait at once, so no step sent beside it gets through. Answers the move, or the instant the pair
 * waits for. A pair whose memory has ended starts again from nothing.
 */
async function reservePair(
  table: TableContext,
  pair: AttemptPair,
  rule: PairRule,
  now: number,
): Promise<{ move: PairMove } | { waitUntil: number }> {
  for (let round = 0; round < PAIR_ROUNDS; round++) {
    const from = await readPair(table, pair);
    const live = from !== null && from.expiresAt > now;
    if (live && from.waitUntil > now) return { waitUntil: from.waitUntil };
    const failures = (live ? from.count : 0) + 1;
    const wait = pairWaitSeconds(failures, rule);
    const to: PairState = { count: failures, waitUntil: wait > 0 ? now + wait : 0, expiresAt: now + wait + rule.memorySeconds };
    if (await movePair(table, pair, from, to)) return { move: { from, to } };
  }
  // Still contended after every round: held for the first wait, as after the free failures.
  return { waitUntil: now + rule.firstWaitSeconds };
}

/**
 * Gives back a step that was refused or was no failure (Cognito down): one failure less, and the wait it
 * set lifted, from whatever state steps sent beside it left, so an outage never piles up failures.
 */
async function undoMove(table: TableContext, pair: AttemptPair, { from, to }: PairMove): Promise<void> {
  let current: StoredPair = to;
  for (let round = 0; round < PAIR_ROUNDS && current; round++) {
    const back: PairState = {
      count: Math.max(0, current.count - 1),
      waitUntil: current.waitUntil === to.waitUntil ? (from?.waitUntil ?? 0) : current.waitUntil,
      expiresAt: current.expiresAt,
    };
    if (await movePair(table, pair, current, back)) return;
    current = await readPair(table, pair);
  }
}

function tooManyAttempts(untilSeconds: number, nowSeconds: number): HttpError {
  return new HttpError(429, SERVICE_MESSAGES.tooManyAttempts(Math.max(1, Math.ceil((untilSeconds - nowSeconds) / 60))));
}
