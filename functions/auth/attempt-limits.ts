// The brake on guessing: each sign-in step (a password, a reset code, a reset e-mail) is counted per
// e-mail and per client address BEFORE Cognito is asked, so requests sent at once cannot all slip under
// the limit; a step past the limit is refused with 429 without reaching Cognito. What was no failure
// is given back (a right password also clears its e-mail's count), so signing in never uses up a limit.
import type { AttemptFlow } from '#shared/keys.ts';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';
import { clearAttempts, countAttempt, lockAttempts, releaseAttempt, type AttemptCount, type AttemptCounter } from '#functions/data/attempts.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { HttpError } from '#functions/lib/http-error.ts';

export interface AttemptRule {
  /** Steps of one e-mail within the window; the last one allowed locks it if it fails. */
  perEmail: number;
  /** Steps from one client address within the window (several people may share one). */
  perAddress: number;
  windowSeconds: number;
  lockSeconds: number;
}

export type AttemptRules = Record<AttemptFlow, AttemptRule>;

const FIFTEEN_MINUTES = 15 * 60;

/** 5 failures of one e-mail (20 from one address) in 15 minutes lock it for 15 minutes; the same on AWS and locally. */
export const ATTEMPT_RULES: AttemptRules = {
  login: { perEmail: 5, perAddress: 20, windowSeconds: FIFTEEN_MINUTES, lockSeconds: FIFTEEN_MINUTES },
  reset: { perEmail: 5, perAddress: 20, windowSeconds: FIFTEEN_MINUTES, lockSeconds: FIFTEEN_MINUTES },
  forgot: { perEmail: 5, perAddress: 20, windowSeconds: FIFTEEN_MINUTES, lockSeconds: FIFTEEN_MINUTES },
};

/** How a step ended: `failure` keeps its count (wrong password or code), `success` clears the e-mail's, `other` gives it back. */
export type StepOutcome = 'success' | 'failure' | 'other';

export interface AttemptGate {
  table: TableContext;
  rules: AttemptRules;
  /** Epoch milliseconds (tests move it). */
  now: () => number;
}

/**
 * Runs one step under the limits of its flow. `outcomeOf` tells, for the error a step threw, whether
 * it was a failure that counts. Every step of `forgot` counts (each sends an e-mail).
 */
export async function limitAttempts<T>(
  gate: AttemptGate,
  flow: AttemptFlow,
  who: { email: string; address: string },
  step: () => Promise<T>,
  outcomeOf: (error: unknown) => StepOutcome,
): Promise<T> {
  const rule = gate.rules[flow];
  const now = Math.floor(gate.now() / 1000);
  const counters: [AttemptCounter, number][] = [
    [{ flow, by: 'email', value: who.email }, rule.perEmail],
    [{ flow, by: 'address', value: who.address }, rule.perAddress],
  ];
  const counts = await Promise.all(counters.map(([counter]) => countAttempt(gate.table, counter, now, rule.windowSeconds)));
  const over = counts.filter((count, index) => count.count > counters[index][1]);
  if (over.length > 0) {
    // A refused step reaches nobody: it uses up nothing (a locked e-mail does not lock its office's address).
    await Promise.all(counters.map(([counter]) => releaseAttempt(gate.table, counter, now)));
    throw tooManyAttempts(over, now);
  }

  let outcome: StepOutcome = 'success';
  try {
    return await step();
  } catch (error) {
    outcome = outcomeOf(error);
    throw error;
  } finally {
    if (flow !== 'forgot') await settle(gate.table, counters, counts, outcome, now, rule);
  }
}

/** After the step: lock what reached its limit with a failure, or give the attempt back. */
async function settle(
  table: TableContext,
  counters: [AttemptCounter, number][],
  counts: AttemptCount[],
  outcome: StepOutcome,
  now: number,
  rule: AttemptRule,
): Promise<void> {
  await Promise.all(
    counters.map(([counter, limit], index) => {
      if (outcome === 'failure') {
        return counts[index].count >= limit ? lockAttempts(table, counter, now, now + rule.lockSeconds) : undefined;
      }
      if (outcome === 'success' && counter.by === 'email') return clearAttempts(table, counter);
      return releaseAttempt(table, counter, now);
    }),
  );
}

function tooManyAttempts(over: AttemptCount[], now: number): HttpError {
  const until = Math.max(...over.map((count) => count.expiresAt));
  return new HttpError(429, SERVICE_MESSAGES.tooManyAttempts(Math.max(1, Math.ceil((until - now) / 60))));
}
