import { describe, expect, it } from 'vitest';
import { ATTEMPT_RULES, pairWaitSeconds, type PairRule } from './attempt-limits.ts';

const PASSWORD = ATTEMPT_RULES.login.pair as PairRule;

describe('the wait of one e-mail from one address', () => {
  it('holds nothing for the first 4 failures, then 1 minute after the 5th, doubling with each failure after it', () => {
    const waits = Array.from({ length: 9 }, (_, index) => pairWaitSeconds(index + 1, PASSWORD));
    expect(waits).toEqual([0, 0, 0, 0, 60, 120, 240, 480, 960]);
  });

  it('never waits more than an hour, however many failures', () => {
    expect(pairWaitSeconds(11, PASSWORD)).toBe(3600);
    expect(pairWaitSeconds(12, PASSWORD)).toBe(3600);
    expect(pairWaitSeconds(10_000, PASSWORD)).toBe(3600);
  });

  it('follows the rule it is given', () => {
    expect(pairWaitSeconds(2, { free: 2, firstWaitSeconds: 10, maxWaitSeconds: 25, memorySeconds: 60 })).toBe(10);
    expect(pairWaitSeconds(3, { free: 2, firstWaitSeconds: 10, maxWaitSeconds: 25, memorySeconds: 60 })).toBe(20);
    expect(pairWaitSeconds(4, { free: 2, firstWaitSeconds: 10, maxWaitSeconds: 25, memorySeconds: 60 })).toBe(25);
  });

  it('caps a reset code per e-mail too, and a password never per e-mail alone', () => {
    expect(ATTEMPT_RULES.reset.pair).toEqual(PASSWORD);
    expect(ATTEMPT_RULES.login.perEmail).toBeUndefined();
    expect(ATTEMPT_RULES.reset.perEmail).toEqual({ limit: 10, windowSeconds: 900 });
  });
});
