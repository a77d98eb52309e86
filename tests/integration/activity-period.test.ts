// The trail's period through the local gateway, on the three trail routes: days far away (year 9999,
// year 0) and open ends are kept to the days the trail keeps (the local stage's retention back to today,
// named in every answer as `kept_days`), never a 500; a day not in the calendar, a reversed period and
// one with no kept day are Portuguese 422s under the field; an entry past the retention is not read
// whatever period is asked; a cursor outside the period starts at its newest entry or ends the trail.
import { beforeAll, describe, expect, it } from 'vitest';
import { STAGES } from '#infra/stages.ts';
import { ACTIVITY_MESSAGES as M } from '#shared/activity-messages.ts';
import type { ActivityListResponse } from '#shared/insights-api-types.ts';
import { buildPath } from '#shared/routes.ts';
import { putActivityEntry } from '#functions/data/activity.ts';
import { encodeActivityCursor } from '#functions/domain/activity-cursor.ts';
import { shiftDay } from '#functions/lib/usage-calendar.ts';
import { callApi, loginAs, testTable, type ApiAnswer } from '../support/stack.ts';
import { createTestUser } from '../support/users.ts';
import { seedBusiness, uniquePrefix } from './fixtures/viewer-business.ts';

type Query = Record<string, string>;
const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
const kept = { from: shiftDay(today, -STAGES.local.activityRetentionDays), to: today };
const businessId = uniquePrefix('periodo');
let gestor: string;
let admin: string;

const own = (query: Query) => callApi<ActivityListResponse>('GET', buildPath('listActivity'), { token: gestor, query });
const ofBusiness = (query: Query) =>
  callApi<ActivityListResponse>('GET', buildPath('adminBusinessActivity', { business_id: businessId }), { token: admin, query });
const ofPlatform = (query: Query) => callApi<ActivityListResponse>('GET', buildPath('platformActivity'), { token: admin, query });
const ROUTES = [own, ofBusiness, ofPlatform];
const idsOf = (answer: ApiAnswer<ActivityListResponse>) => answer.body.entries.map((entry) => entry.entity.id);

/** An entry of the business's trail written `daysAgo` days ago (noon UTC). */
function writeEntry(id: string, daysAgo: number) {
  const at = new Date(`${shiftDay(today, -daysAgo)}T15:00:00.000Z`);
  return putActivityEntry(
    testTable(),
    { businessId, actor: { id: 'u-periodo', name: 'Ana Período' }, action: 'updated', entity: { kind: 'role', id, name: id }, changes: [] },
    at,
  );
}

beforeAll(async () => {
  await seedBusiness(testTable(), businessId, { dashboards: [], roles: [] });
  const owner = await createTestUser({ businessId, access: 'customer_admin' });
  [gestor, admin] = await Promise.all([loginAs(owner.email), loginAs('admin@portal.local')]);
  await Promise.all([writeEntry('recente', 10), writeEntry('expirada', STAGES.local.activityRetentionDays + 40)]);
});

describe('the period of the trail', () => {
  it('keeps far and open ends to the days kept on every trail route, never a 500, and names those days', async () => {
    for (const read of ROUTES) {
      const queries: Query[] = [{ to: '9999-12-31' }, { from: '0000-01-01', to: '9999-12-31' }, { from: '0001-01-01' }, {}];
      for (const query of queries) {
        const answer = await read(query);
        expect([answer.status, answer.body.kept_days], JSON.stringify({ query, body: answer.body })).toEqual([200, kept]);
      }
    }
  });

  it('reads no entry past the retention, whatever period is asked', async () => {
    expect(idsOf(await own({ from: '2000-01-01', kind: 'role' }))).toEqual(['recente']);
    expect(idsOf(await own({ from: shiftDay(today, -10), to: shiftDay(today, -10) }))).toEqual(['recente']);
  });

  it('refuses a day not in the calendar, a reversed period and one with no kept day with a Portuguese 422 under the field', async () => {
    const cases: Array<[Query, Record<string, string[]>]> = [
      [{ to: '2026-02-30' }, { to: [M.invalidDay] }],
      [{ from: '10000-01-01' }, { from: [M.invalidDay] }],
      [{ from: '2026-13-01' }, { from: [M.invalidDay] }],
      [{ from: shiftDay(today, -1), to: shiftDay(today, -2) }, { from: [M.invalidPeriod] }],
      [{ from: '9999-01-01' }, { from: [M.periodNotKept(kept.from, kept.to)] }],
      [{ from: shiftDay(today, 1), to: '9999-12-31' }, { from: [M.periodNotKept(kept.from, kept.to)] }],
      [{ to: '2000-01-01' }, { to: [M.periodNotKept(kept.from, kept.to)] }],
    ];
    for (const read of ROUTES) {
      for (const [query, errors] of cases) {
        const answer = await read(query);
        expect([answer.status, (answer.body as { errors?: unknown }).errors], JSON.stringify(query)).toEqual([422, errors]);
      }
    }
  });

  it('starts a page from a cursor past the period at its newest entry, and ends the trail at one before it', async () => {
    const later = encodeActivityCursor('9999-12-31T23:59:59.999Z#zzzz');
    const earlier = encodeActivityCursor('2000-01-01T00:00:00.000Z#aaaa');
    const period = { from: shiftDay(today, -30), to: today, kind: 'role' };

    expect(idsOf(await own({ ...period, cursor: later }))).toEqual(['recente']);
    const none = await own({ ...period, cursor: earlier });
    expect([none.status, none.body.entries, none.body.next_cursor]).toEqual([200, [], null]);
  });
});
