// Runs the cells of one route of the matrix through the real local gateway, and turns every cell's
// answer into the figures the issue asks for: routes covered, cross-tenant successes, and answers that
// tell another business's id from an unknown one.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '#infra/paths.ts';
import { buildPath, ROUTES, routeIds, type RouteId } from '#shared/routes.ts';
import { callApi } from '../support/stack.ts';
import { CALLERS, HOME, otherBusiness, TENANT_CALLERS, type CallerName } from './callers.ts';
import {
  expectedOutcome,
  ID_KINDS,
  isSuccess,
  matches,
  type IdKind,
  type Ids,
  type Outcome,
  type RouteCase,
  type World,
} from './matrix-types.ts';

export interface CellResult {
  route: RouteId;
  caller: CallerName;
  kind?: IdKind;
  expected: Outcome;
  status: number;
  body: unknown;
  pass: boolean;
}

/** Every cell of one route: each caller, with each kind of id when the route takes ids. */
export async function runRoute(id: RouteId, route: RouteCase, world: World): Promise<CellResult[]> {
  const shared = new Map<string, Promise<Ids>>();
  const idsFor = (caller: CallerName, kind: IdKind | undefined, expected: Outcome): Promise<Ids> => {
    const source = route.ids;
    if (!source || !kind) return Promise.resolve({});
    if (kind === 'unknown') return Promise.resolve(source.unknown);
    const business = kind === 'own' ? HOME[caller] : otherBusiness(HOME[caller]);
    // A cell that should succeed on a destructive route changes its object: it gets one of its own.
    if (source.fresh && expected === 'ok') return source.of(business, caller, world);
    const key = source.perCaller ? `${business}|${caller}` : business;
    if (!shared.has(key)) shared.set(key, source.of(business, caller, world));
    return shared.get(key)!;
  };
  const kinds = route.ids ? ID_KINDS : [undefined];
  const cells = CALLERS.flatMap((caller) => kinds.map((kind) => ({ caller, kind })));
  return Promise.all(
    cells.map(async ({ caller, kind }): Promise<CellResult> => {
      const expected = expectedOutcome(route, caller, kind);
      const ids = await idsFor(caller, kind, expected);
      const request = await route.request(ids, caller, world);
      const answer = await callApi(ROUTES[id].method, buildPath(id, request.params ?? {}), {
        token: world.session.token(caller),
        query: request.query,
        body: request.body,
      });
      if (isSuccess(answer.status) && route.undo) {
        const undo = route.undo;
        world.throwaways.later(`${id} made by ${caller}`, () => undo({ answer, caller, ids, world }));
      }
      return { route: id, caller, kind, expected, status: answer.status, body: answer.body, pass: matches(expected, answer.status) };
    }),
  );
}

/** Routes that may end sessions run last, so every other route's cells run with live tokens. */
export const matrixOrder = (matrix: Record<RouteId, RouteCase>): RouteId[] =>
  [...routeIds].sort((a, b) => Number(Boolean(matrix[a].endsSessions)) - Number(Boolean(matrix[b].endsSessions)));

export interface MatrixFigures {
  routes: number;
  routesCovered: number;
  coveragePercent: number;
  cells: number;
  cellsAsDeclared: number;
  /** Cells where a tenant caller named another business's object… */
  foreignCells: number;
  crossTenantSuccesses: number;
  /** …and (callers but the platform admin) the pairs of another business's id and an unknown one. */
  comparedPairs: number;
  foreignUnknownDifferences: number;
}

/** The cells where a tenant caller got a 2xx on another business's object. */
export const crossTenantSuccesses = (results: CellResult[]) =>
  results.filter((cell) => TENANT_CALLERS.includes(cell.caller) && cell.kind === 'foreign' && isSuccess(cell.status));

/** For each route and caller but the platform admin: the foreign-id answer differs from the unknown-id one. */
export function foreignUnknownDifferences(results: CellResult[]) {
  const differences: Array<{ route: RouteId; caller: CallerName; foreign: unknown; unknown: unknown }> = [];
  for (const foreign of results.filter((cell) => cell.kind === 'foreign' && cell.caller !== 'admin')) {
    const unknown = results.find((cell) => cell.route === foreign.route && cell.caller === foreign.caller && cell.kind === 'unknown');
    const answer = (cell: CellResult | undefined) => JSON.stringify([cell?.status, cell?.body]);
    if (answer(foreign) !== answer(unknown)) {
      differences.push({
        route: foreign.route,
        caller: foreign.caller,
        foreign: [foreign.status, foreign.body],
        unknown: [unknown?.status, unknown?.body],
      });
    }
  }
  return differences;
}

export function matrixFigures(results: CellResult[]): MatrixFigures {
  const covered = new Set(results.map((cell) => cell.route));
  return {
    routes: routeIds.length,
    routesCovered: covered.size,
    coveragePercent: Math.round((1000 * covered.size) / routeIds.length) / 10,
    cells: results.length,
    cellsAsDeclared: results.filter((cell) => cell.pass).length,
    foreignCells: results.filter((cell) => TENANT_CALLERS.includes(cell.caller) && cell.kind === 'foreign').length,
    crossTenantSuccesses: crossTenantSuccesses(results).length,
    comparedPairs: results.filter((cell) => cell.kind === 'foreign' && cell.caller !== 'admin').length,
    foreignUnknownDifferences: foreignUnknownDifferences(results).length,
  };
}

/** Writes the figures and every cell to .build/security-matrix.json; answers the file's path. */
export function writeMatrixReport(results: CellResult[], figures: MatrixFigures): string {
  const dir = join(REPO_ROOT, '.build');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'security-matrix.json');
  const cells = results.map(({ route, caller, kind, expected, status, pass }) => ({
    route,
    caller,
    kind: kind ?? null,
    expected,
    status,
    pass,
  }));
  writeFileSync(file, `${JSON.stringify({ figures, cells }, null, 2)}\n`);
  return file;
}
