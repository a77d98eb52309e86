// Fuzzing every route of the table from its request schema (fast-check), through the real local
// gateway, as the platform admin and as gestor@demo.local (so validation, not the audience, answers),
// and as nobody on public routes. Held: no 5xx ever, every 4xx carries a Portuguese message, and a
// text field given a control or broken character is refused.
// Bounded: FUZZ_RUNS cases per route (default 24, each sent once per caller) within a time limit per
// route; FUZZ_SEED replays a run (the seed is printed, and fast-check prints it with any counterexample).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#infra/paths.ts';
import { ROUTES, routeIds, type RouteId } from '#shared/routes.ts';
import { stackInfo } from '../support/stack.ts';
import { openSession, type CallerName, type Session } from './callers.ts';
import { fuzzRequests } from './fuzz-cases.ts';
import { createFuzzFixtures, FUZZ_BASES, type FuzzFixtures } from './fuzz-targets.ts';
import { answerProblem } from './portuguese-answer.ts';
import { sendRaw } from './raw-http.ts';
import { MATRIX } from './route-matrix.ts';
import { Throwaways } from './throwaways.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 24);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** Past this, a route's property stops where it is (shrinking a failure included). */
const ROUTE_TIME_LIMIT_MS = 8_000;

let session: Session;
let throwaways: Throwaways;
let fixtures: FuzzFixtures;
const figures = {
  seed: SEED,
  runsPerRoute: RUNS,
  routes: 0,
  requests: 0,
  answers5xx: 0,
  answers4xxWithoutPortuguese: 0,
  byStatus: {} as Record<number, number>,
};
const started = performance.now();

beforeAll(async () => {
  console.log(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} replays it)`);
  session = await openSession(['customerAdmin', 'admin']);
  throwaways = new Throwaways(session);
  fixtures = await createFuzzFixtures(throwaways);
});

afterAll(async () => {
  if (!throwaways) return;
  await session.signIn();
  expect(await throwaways.cleanUp()).toEqual([]);
});

/** Who sends each case: the admin and a customer_admin; nobody too on a public route (only nobody on logout). */
function callersOf(id: RouteId): CallerName[] {
  if (MATRIX[id].endsSessions) return ['anonymous'];
  return ROUTES[id].audience === 'public' ? ['anonymous', 'admin', 'customerAdmin'] : ['admin', 'customerAdmin'];
}

describe('fuzzing every route', () => {
  it.each(routeIds.map((id, index) => [id, index] as const))('%s', async (id, index) => {
    const base = FUZZ_BASES[id](fixtures);
    const callers = callersOf(id);
    // A creating route's fuzzing starts from a body kept invalid: a success would have made junk.
    const creating = ROUTES[id].method === 'POST' && Boolean(base.anchors);
    const { baseUrl } = stackInfo();
    figures.routes++;
    await fc.assert(
      fc.asyncProperty(fuzzRequests(id, base), async (request) => {
        const answers = await Promise.all(
          callers.map(async (caller) => {
            const token = session.token(caller);
            const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
            if (request.authorization !== undefined) headers.authorization = request.authorization;
            if (request.cookie !== undefined) headers.cookie = request.cookie;
            if (request.body && request.contentType) headers['content-type'] = request.contentType;
            return { caller, answer: await sendRaw(baseUrl, { method: request.method, target: request.target, headers, body: request.body }) };
          }),
        );
        for (const { caller, answer } of answers) {
          figures.requests++;
          figures.byStatus[answer.status] = (figures.byStatus[answer.status] ?? 0) + 1;
          const problem = answerProblem(answer.status, answer.text);
          if (problem) {
            if (answer.status >= 500) figures.answers5xx++;
            else figures.answers4xxWithoutPortuguese++;
            throw new Error(`${caller} ${request.method} ${request.target.slice(0, 200)}: ${problem} (${request.label})`);
          }
          if (creating && request.method === 'POST' && answer.status < 300) {
            throw new Error(`${caller}: ${answer.status} created something from ${request.label}`);
          }
          if (request.brokenText && answer.status < 300) {
            throw new Error(`${caller}: ${answer.status} took a control or broken character in ${request.brokenText} (${request.label})`);
          }
        }
      }),
      { numRuns: RUNS, seed: SEED + index, plugins: [fc.interruptAfterTimeLimit(ROUTE_TIME_LIMIT_MS)] },
    );
  });
});

describe('the fuzzing figures', () => {
  it('sent its requests to every route with no 5xx and a Portuguese message on every 4xx', () => {
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    const dir = join(REPO_ROOT, '.build');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'security-fuzz.json'), `${JSON.stringify({ ...figures, seconds }, null, 2)}\n`);
    console.log(
      `security fuzz: ${figures.requests} requests to ${figures.routes}/${routeIds.length} routes in ${seconds} s (seed ${SEED}), ` +
        `${figures.answers5xx} answers 5xx, ${figures.answers4xxWithoutPortuguese} 4xx without a Portuguese message; statuses ${JSON.stringify(figures.byStatus)}`,
    );
    expect(figures.routes).toBe(routeIds.length);
    expect([figures.answers5xx, figures.answers4xxWithoutPortuguese]).toEqual([0, 0]);
  });
});
