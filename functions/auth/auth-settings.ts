// What the auth routes share: their attempt limits and clock (tests shorten and move them), and who a
// guess is counted against.
import { clientAddress, type AttemptGate, type AttemptRules, type StepOutcome } from '#functions/domain/attempt-limits.ts';
import type { RouteContext } from '#functions/http/http-handler.ts';
import { isGuessFailure } from './cognito.ts';

export interface AuthSettings {
  /** The attempt limits (tests shorten them). */
  rules: AttemptRules;
  /** Epoch milliseconds (tests move it). */
  now: () => number;
}

/** The attempt limits of one request, on its table. */
export const attemptGate = (settings: AuthSettings, context: Pick<RouteContext, 'table'>): AttemptGate => ({
  table: context.table,
  rules: settings.rules,
  now: settings.now,
});

/** A wrong password or code counts against the limits; any other error does not. */
export const failureOrOther = (error: unknown): StepOutcome => (isGuessFailure(error) ? 'failure' : 'other');

/** Who guesses: the e-mail typed and the client address API Gateway saw. */
export const guesser = (context: Pick<RouteContext, 'event'>, email: string) => ({ email, address: clientAddress(context.event) });
