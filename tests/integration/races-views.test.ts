// The end of a view under a crowd of requests: the viewer's page sends its end (DELETE /views/{id}) and
// its heartbeats at once, many times over (an unload retried, two tabs). The view ends once, its
// duration is the one its end computed, and no heartbeat, late or not, opens it again or moves its last
// ping past its end. Through the gateway, then on the data layer where "ended once" can be counted.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { buildPath } from '#shared/routes.ts';
import { endViewOfUser, getView, startView, touchView, type StoredView } from '#functions/data/views.ts';
import { recordRace } from '../support/race-figures.ts';
import { callApi, loginAs, testTable } from '../support/stack.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { seedBusiness, testDashboard, testRole, uniquePrefix } from './fixtures/viewer-business.ts';

const ROUNDS = 2;
/** Ends and heartbeats sent at once, per round. */
const EACH = 8;

const businessId = uniquePrefix('vista-corrida');
const dashboard = testDashboard(businessId, `${businessId}-d`, 'Painel Disputado');
const end = (token: string, id: string) => callApi('DELETE', buildPath('endView', { id }), { token });
const heartbeat = (token: string, id: string) => callApi('POST', buildPath('heartbeatView', { id }), { token });
const viewNotFound = { status: 404, body: { error: MESSAGES.errors.viewNotFound } };

let viewer: TestUser;
let token: string;

beforeAll(async () => {
  await seedBusiness(testTable(), businessId, { dashboards: [dashboard], roles: [testRole(businessId, 'role-v', 'Todos', [dashboard.id])] });
  viewer = await createTestUser({ businessId, access: 'customer', roleIds: ['role-v'], firstName: 'Vera', lastName: 'Corrida' });
  token = await loginAs(viewer.email);
});

/** What an ended view must hold: an end, the last ping at the end, the duration from start to end. */
function brokenRulesOf(view: StoredView | undefined): string[] {
  if (!view?.finishedAt) return ['not ended'];
  const broken: string[] = [];
  if (view.lastSeenAt !== view.finishedAt) broken.push('pinged after its end');
  const duration = Date.parse(view.finishedAt) / 1000 - view.startedAtSeconds;
  if (view.durationSeconds === null || Math.abs(view.durationSeconds - duration) > 0.002) broken.push('duration not its own');
  return broken;
}

/** Heartbeats and ends interleaved, all sent at once. */
const crowd = <T>(endOne: () => Promise<T>, pingOne: () => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: 2 * EACH }, (_, i) => (i % 2 === 0 ? endOne() : pingOne())));

describe('a view ended while its heartbeats arrive', () => {
  it('through the gateway: every end succeeds, the view ends once and stays ended', async () => {
    let [requests, violations] = [0, 0];
    for (let round = 0; round < ROUNDS; round++) {
      const opened = await callApi('GET', buildPath('showDashboard', { id: dashboard.id }), { token });
      expect(opened.status).toBe(200);
      const id = opened.body.view.id as string;

      const answers = await crowd(
        () => end(token, id),
        () => heartbeat(token, id),
      );
      const ended = await getView(testTable(), businessId, id);
      // Late arrivals: a heartbeat is refused and an end changes nothing.
      const [late, again] = [await heartbeat(token, id), await end(token, id)];
      const after = await getView(testTable(), businessId, id);

      requests += answers.length;
      const broken = [...brokenRulesOf(ended), ...(after?.finishedAt === ended?.finishedAt ? [] : ['ended twice'])];
      violations += broken.length + answers.filter((answer) => answer.status >= 500).length + (late.status === 200 ? 1 : 0);
      recordRace({ invariant: 'view end', requests, violations });
      expect(broken).toEqual([]);
      for (const [i, answer] of answers.entries()) {
        if (i % 2 === 0) expect([answer.status, answer.body]).toEqual([200, { success: true }]);
        else if (answer.status !== 200) expect({ status: answer.status, body: answer.body }).toEqual(viewNotFound);
      }
      expect({ status: late.status, body: late.body }).toEqual(viewNotFound);
      expect([again.status, after]).toEqual([200, ended]);
    }
    expect(violations).toBe(0);
  });

  it('on the data layer: exactly one end takes effect, the others find it ended', async () => {
    let [requests, violations] = [0, 0];
    for (let round = 0; round < ROUNDS; round++) {
      const table = testTable();
      const view = await startView(table, {
        businessId,
        userId: viewer.id,
        userName: 'Vera Corrida',
        dashboardId: dashboard.id,
        dashboardName: dashboard.name,
      });

      const outcomes = await crowd<string | boolean>(
        () => endViewOfUser(table, businessId, viewer.id, view.id),
        () => touchView(table, businessId, viewer.id, view.id),
      );
      const ends = outcomes.filter((_, i) => i % 2 === 0);
      const stored = await getView(table, businessId, view.id);

      requests += outcomes.length;
      const broken = [...brokenRulesOf(stored), ...(ends.filter((outcome) => outcome === 'ended').length === 1 ? [] : ['not ended once'])];
      violations += broken.length;
      recordRace({ invariant: 'view end', requests, violations });
      expect(broken).toEqual([]);
      expect(ends.filter((outcome) => outcome !== 'ended').every((outcome) => outcome === 'already-ended')).toBe(true);
      expect(await touchView(table, businessId, viewer.id, view.id)).toBe(false);
    }
    expect(violations).toBe(0);
  });
});
