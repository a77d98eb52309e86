import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { formatDuration } from '#web/lib/format-duration.ts';
import { formatViewDate } from '#web/lib/format-view-date.ts';

describe('formatDuration', () => {
  it.each<[number, string]>([
    [0, '0 s'],
    [45, '45 s'],
    [59.6, '1 min 00 s'],
    [65, '1 min 05 s'],
    [600, '10 min 00 s'],
    [3600, '1 h 00 min 00 s'],
    [7385, '2 h 03 min 05 s'],
  ])('writes %s seconds as "%s"', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('reads an open view (no duration) as in progress', () => {
    expect(formatDuration(null)).toBe(MESSAGES.views.open);
  });
});

describe('formatViewDate', () => {
  it('writes the instant in local time as DD/MM/YYYY HH:mm:ss', () => {
    const local = new Date(2024, 0, 2, 3, 4, 5);
    expect(formatViewDate(local.toISOString())).toBe('02/01/2024 03:04:05');
  });

  it('reads a missing end as open', () => {
    expect(formatViewDate(null)).toBe(MESSAGES.views.open);
  });
});
