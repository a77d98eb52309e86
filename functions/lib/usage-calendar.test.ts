import { describe, expect, it } from 'vitest';
import { calendarDay, monthRange, periodDays, shiftDay } from './usage-calendar.ts';

describe('calendarDay', () => {
  it('is the date in São Paulo, not in UTC', () => {
    // 23:30 in São Paulo (UTC−3) is 02:30 of the next day in UTC.
    expect(calendarDay(new Date('2026-03-11T02:30:00.000Z'))).toBe('2026-03-10');
    expect(calendarDay(new Date('2026-03-11T03:00:00.000Z'))).toBe('2026-03-11');
    expect(calendarDay(new Date('2026-12-31T23:59:59.000Z'))).toBe('2026-12-31');
    expect(calendarDay(new Date('2027-01-01T02:59:59.000Z'))).toBe('2026-12-31');
  });
});

describe('shiftDay', () => {
  it('moves across months, years and leap days', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-05-10', 0)).toBe('2026-05-10');
  });
});

describe('periodDays', () => {
  it('lists the days ending today in São Paulo, oldest first', () => {
    const lateEvening = new Date('2026-03-11T02:30:00.000Z'); // 2026-03-10 23:30 in São Paulo
    expect(periodDays(7, lateEvening)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    const ninety = periodDays(90, lateEvening);
    expect([ninety.length, ninety[0], ninety[89]]).toEqual([90, '2025-12-11', '2026-03-10']);
  });
});

describe('monthRange', () => {
  it('answers the first and the last day of the month', () => {
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthRange('2026-04')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
  });
});
