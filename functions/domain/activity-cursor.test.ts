import { describe, expect, it } from 'vitest';
import { decodeActivityCursor, encodeActivityCursor } from './activity-cursor.ts';
import { periodInstants, startOfDay } from './activity-period.ts';

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
    expect(periodInstants('2025-03-04', '2025-03-05')).toEqual({
      fromInstant: '2025-03-04T03:00:00.000Z',
      toInstant: '2025-03-06T02:59:59.999Z',
    });
  });

  it('leaves an open end open', () => {
    expect(periodInstants(undefined, undefined)).toEqual({ fromInstant: '0000', toInstant: '9999' });
  });
});
