import { describe, expect, it } from 'vitest';
import { decodeActivityCursor, encodeActivityCursor } from './activity-cursor.ts';
import { keptDays, keptPeriod, periodInstants, startOfDay, startWithin } from './activity-period.ts';

describe('activity cursor', () => {
  const position = '2025-03-04T05:06:07.089Z#m7x1a2b3c0123456789abcdef';

  it('round-trips an entry position', () => {
    expect(decodeActivityCursor(encodeActivityCursor(position))).toBe(position);
  });

  it('refuses anything that is not a position this server made (a key, other text, another encoding)', () => {
    const key = Buffer.from(JSON.stringify({ PK: 'BIZ#other', SK: 'ACTIVITY#x' })).toString('base64url');
    expect(decodeActivityCursor(key)).toBeUndefined();
    expect(decodeActivityCursor(encodeActivityCursor('2025-03-04#x'))).toBeUndefined();
    expect(decodeActivityCursor(encodeActivityCursor(`${position}#BIZ#other`))).toBeUndefined();
    expect(decodeActivityCursor(`${encodeActivityCursor(position)}=`)).toBeUndefined();
    expect(decodeActivityCursor('!!')).toBeUndefined();
  });
});

describe('activity period', () => {
  it('turns São Paulo days into UTC instants, whole days inclusive', () => {
    expect(new Date(startOfDay('2025-03-04')).toISOString()).toBe('2025-03-04T03:00:00.000Z');
    expect(periodInstants({ from: '2025-03-04', to: '2025-03-05' })).toEqual({
      fromInstant: '2025-03-04T03:00:00.000Z',
      toInstant: '2025-03-06T02:59:59.999Z',
    });
  });

  it('keeps the days of the retention back from today in São Paulo', () => {
    // 01:30 UTC on the 5th is still the 4th in São Paulo.
    expect(keptDays(new Date('2025-03-05T01:30:00Z'), 30)).toEqual({ from: '2025-02-02', to: '2025-03-04' });
  });

  it('moves an open end or one beyond the kept days to theirs, and keeps none of a period wholly outside', () => {
    const kept = { from: '2025-01-01', to: '2025-12-31' };
    expect(keptPeriod({}, kept)).toEqual(kept);
    expect(keptPeriod({ from: '0001-01-01', to: '9999-12-31' }, kept)).toEqual(kept);
    expect(keptPeriod({ from: '2025-03-01', to: '9999-12-31' }, kept)).toEqual({ from: '2025-03-01', to: '2025-12-31' });
    expect(keptPeriod({ from: '2025-12-31', to: '2025-12-31' }, kept)).toEqual({ from: '2025-12-31', to: '2025-12-31' });
    expect(keptPeriod({ from: '2026-01-01' }, kept)).toBeUndefined();
    expect(keptPeriod({ to: '2024-12-31' }, kept)).toBeUndefined();
    // Every instant of a kept period is an ISO instant of a four-digit year (what the sort keys hold).
    const { fromInstant, toInstant } = periodInstants(keptPeriod({ from: '0001-01-01', to: '9999-12-31' }, kept)!);
    expect([fromInstant, toInstant]).toEqual(['2025-01-01T03:00:00.000Z', '2026-01-01T02:59:59.999Z']);
  });

  it('starts a page at a cursor inside the period, at the newest entry for one after it, nowhere for one before it', () => {
    const instants = periodInstants({ from: '2025-03-04', to: '2025-03-05' });
    expect(startWithin(undefined, instants)).toBeUndefined();
    expect(startWithin('2025-03-05T12:00:00.000Z#abc', instants)).toBe('2025-03-05T12:00:00.000Z#abc');
    expect(startWithin('2025-03-06T02:59:59.999Z#zzz', instants)).toBe('2025-03-06T02:59:59.999Z#zzz');
    expect(startWithin('9999-12-31T23:59:59.999Z#zzzz', instants)).toBeUndefined();
    expect(startWithin('2025-03-04T02:59:59.999Z#abc', instants)).toBeNull();
  });
});
