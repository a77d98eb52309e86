import { describe, expect, it } from 'vitest';
import { VIEW_LIMITS, VIEWS } from '#shared/constants.ts';
import { countPing, PING_CAP_MS, pushedOut } from './watch-time.ts';

const NOW = 1_800_000_000_000;
const ago = (seconds: number) => NOW - seconds * 1000;

describe('countPing', () => {
  it('counts the time since the previous ping, on the day as in the view', () => {
    expect(countPing({ lastMs: ago(60), nowMs: NOW })).toEqual({ atMs: NOW, countedMs: 60_000, untilMs: NOW });
  });

  it('counts at most a heartbeat and its grace, however long the view went unpinged', () => {
    expect(PING_CAP_MS).toBe((VIEWS.heartbeatSeconds + VIEW_LIMITS.pingGraceSeconds) * 1000);
    expect(countPing({ lastMs: ago(200), nowMs: NOW }).countedMs).toBe(PING_CAP_MS);
    expect(countPing({ lastMs: ago(3600), nowMs: NOW }).countedMs).toBe(90_000);
  });

  it('adds on the day only what lies after the user’s counted-until on the dashboard', () => {
    // Another view of the dashboard counted up to 20 s ago: 20 s more, though this view's own minute is whole.
    expect(countPing({ lastMs: ago(60), nowMs: NOW, untilMs: ago(20) })).toEqual({ atMs: NOW, countedMs: 20_000, untilMs: NOW });
    // All of it counted already.
    expect(countPing({ lastMs: ago(60), nowMs: NOW, untilMs: NOW })).toMatchObject({ countedMs: 0, untilMs: NOW });
    // Counted-until before this view's previous ping: nothing taken off.
    expect(countPing({ lastMs: ago(60), nowMs: NOW, untilMs: ago(100) }).countedMs).toBe(60_000);
  });

  it('never moves a ping before the previous one', () => {
    expect(countPing({ lastMs: NOW + 500, nowMs: NOW, untilMs: NOW + 500 })).toEqual({ atMs: NOW + 500, countedMs: 0, untilMs: NOW + 500 });
  });

  it('ten views of one dashboard pinged once each after 200 s count one capped ping in all', () => {
    let untilMs: number | undefined;
    let counted = 0;
    for (let i = 0; i < 10; i++) {
      const ping = countPing({ lastMs: ago(200), nowMs: NOW, untilMs });
      [counted, untilMs] = [counted + ping.countedMs, ping.untilMs];
    }
    expect(counted).toBe(PING_CAP_MS);
  });
});

describe('pushedOut', () => {
  const view = (viewId: string, secondsAgo: number) => ({ viewId, lastMs: ago(secondsAgo) });

  it('takes the views pinged longest ago beyond the places kept', () => {
    const open = [view('a', 10), view('b', 600), view('c', 30), view('d', 5), view('e', 60)];
    expect(pushedOut(open, 4).map((v) => v.viewId)).toEqual(['b']);
    expect(pushedOut(open, 2).map((v) => v.viewId)).toEqual(['b', 'e', 'c']);
    expect(pushedOut(open, 5)).toEqual([]);
  });
});
