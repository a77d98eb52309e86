// The authorization matrix: every route of the table, called by nobody, the demo business's customer
// and customer_admin, the other business's customer_admin and the platform admin, with the caller's own
// ids, another business's and unknown ones, through the real local gateway. Each cell must answer as
// route-matrix.ts declares; figures (coverage, cross-tenant successes, foreign-vs-unknown differences)
// go to .build/security-matrix.json and one summary line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeIds } from '#shared/routes.ts';
import { openSession } from './callers.ts';
import type { World } from './matrix-types.ts';
import { MATRIX } from './route-matrix.ts';
import {
  crossTenantSuccesses,
  foreignUnknownDifferences,
  matrixFigures,
  matrixOrder,
  runRoute,
  writeMatrixReport,
  type CellResult,
} from './run-matrix.ts';
import { Throwaways } from './throwaways.ts';

const results: CellResult[] = [];
let world: World;

beforeAll(async () => {
  const session = await openSession();
  world = { session, throwaways: new Throwaways(session) };
});

afterAll(async () => {
  if (!world) return;
  // The last routes may have ended the callers' sessions: the cleanup signs in again.
  await world.session.signIn();
  expect(await world.throwaways.cleanUp()).toEqual([]);
});

describe('the matrix declares every route', () => {
  it('has one declaration per route of the table, and none for a route the table lacks', () => {
    expect(routeIds.filter((id) => !(id in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((id) => !(routeIds as string[]).includes(id))).toEqual([]);
  });
});

describe('every route answers each caller as declared', () => {
  it.each(matrixOrder(MATRIX))('%s', async (id) => {
    const cells = await runRoute(id, MATRIX[id], world);
    results.push(...cells);
    const wrong = cells
      .filter((cell) => !cell.pass)
      .map(({ caller, kind, expected, status, body }) => ({ caller, kind, expected, got: status, body }));
    expect(wrong).toEqual([]);
  });
});

describe('the figures', () => {
  it('covers every route, with no cross-tenant success and another business’s id answered like an unknown one', () => {
    const figures = matrixFigures(results);
    const file = writeMatrixReport(results, figures);
    console.log(
      `security matrix: ${figures.routesCovered}/${figures.routes} routes (${figures.coveragePercent} %), ` +
        `${figures.cellsAsDeclared}/${figures.cells} cells as declared, ` +
        `${figures.crossTenantSuccesses} cross-tenant successes in ${figures.foreignCells} cells, ` +
        `${figures.foreignUnknownDifferences} foreign/unknown differences in ${figures.comparedPairs} pairs → ${file}`,
    );
    expect(crossTenantSuccesses(results).map(({ route, caller, status }) => ({ route, caller, status }))).toEqual([]);
    expect(foreignUnknownDifferences(results)).toEqual([]);
    expect(figures.coveragePercent).toBe(100);
  });
});
