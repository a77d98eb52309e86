import { describe, expect, it } from 'vitest';
import { VIEWS } from '#shared/constants.ts';
import type { ViewRecordItem } from '#functions/data/records.ts';
import { toViewRecord } from './present.ts';

const now = new Date('2026-03-01T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
const view = (overrides: Partial<ViewRecordItem>): ViewRecordItem => ({
  type: 'view',
  id: 'v1',
  businessId: 'b',
  userId: 'u',
  dashboardId: 'd',
  userName: 'Ana Silva',
  dashboardName: 'Vendas',
  startedAt: ago(600),
  lastSeenAt: ago(10),
  finishedAt: null,
  durationSeconds: null,
  ...overrides,
});

describe('toViewRecord', () => {
  it('shows an ended view with its rounded duration', () => {
    const row = toViewRecord(view({ finishedAt: ago(100), durationSeconds: 499.6 }), now);
    expect(row).toEqual({
      id: 'v1',
      user_name: 'Ana Silva',
      dashboard_name: 'Vendas',
      started_at: ago(600),
      finished_at: ago(100),
      duration_interval: 500,
    });
  });

  it('shows a recently pinged view as still open', () => {
    const row = toViewRecord(view({ lastSeenAt: ago(VIEWS.staleAfterSeconds - 1) }), now);
    expect(row.finished_at).toBeNull();
    expect(row.duration_interval).toBeNull();
  });

  it('reads an open view’s last ping and counted time on its user’s counter, not on its item', () => {
    // The item was written at the start; the pings went to the counter.
    const item = view({ lastSeenAt: ago(600) });
    const open = (secondsAgo: number) => ({ viewId: 'v1', dashboardId: 'd', lastMs: Date.parse(ago(secondsAgo)), watchedMs: 90_400 });
    expect(toViewRecord(item, now, open(VIEWS.staleAfterSeconds - 1))).toMatchObject({ finished_at: null, duration_interval: null });
    const stale = VIEWS.staleAfterSeconds + 1;
    expect(toViewRecord(item, now, open(stale))).toMatchObject({ finished_at: ago(stale), duration_interval: 90 });
  });

  it('counts a view not pinged for longer than the stale limit as ended at its last ping', () => {
    const lastSeenAt = ago(VIEWS.staleAfterSeconds + 1);
    const row = toViewRecord(view({ lastSeenAt }), now);
    expect(row.finished_at).toBe(lastSeenAt);
    expect(row.duration_interval).toBe(600 - VIEWS.staleAfterSeconds - 1);
  });
});
