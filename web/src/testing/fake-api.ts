// The SPA tests' fake server, typed by the contract: a handler for a route id gets that route's
// request (path parameters, query, body) and must return that route's answer, so a fixture cannot
// drift from what the API sends. Requests no handler takes answer 404.
import { vi } from 'vitest';
import { API_PREFIX } from '#shared/constants.ts';
import { RESPONSES } from '#shared/contract/responses.ts';
import { ROUTES, routeIds, type RouteId } from '#shared/routes.ts';
import type { ResponseOf } from '#web/lib/route-request.ts';

/** What a handler sees of a call: its path parameters, query (as strings) and parsed JSON body. */
export interface FakeRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  /** The whole request, for headers. */
  request: Request;
}

/** A non-2xx answer (or any status with any body, for a route whose answer is not its contract's). */
export interface FakeFailure {
  status: number;
  body?: unknown;
}

/** `fail(422, { errors: { name: ['…'] } })`: what a handler returns to answer with an error. */
export const fail = (status: number, body: unknown = { error: 'Erro' }): FakeFailure => ({ status, body, [FAILURE]: true }) as FakeFailure;
const FAILURE = Symbol('failure');
const isFailure = (answer: unknown): answer is FakeFailure => typeof answer === 'object' && answer !== null && FAILURE in answer;

type Answer<Id extends RouteId> = ResponseOf<Id> | FakeFailure;
export type FakeHandler<Id extends RouteId> = Answer<Id> | ((request: FakeRequest) => Answer<Id> | Promise<Answer<Id>>);
export type FakeHandlers = { [Id in RouteId]?: FakeHandler<Id> };

/** Handlers of URLs outside the API (a presigned upload's PUT), keyed "METHOD pathname". */
export type OtherHandlers = Record<string, (request: Request) => FakeFailure | Promise<FakeFailure>>;

const templates = routeIds.map((id) => {
  const names: string[] = [];
  const pattern = ROUTES[id].path.replace(/\{(\w+)\}/g, (_, name: string) => (names.push(name), '([^/]+)'));
  return { id, method: ROUTES[id].method, names, pattern: new RegExp(`^${pattern}$`) };
});

/** The route a method and path call, with its path parameters; literal segments win (`/users/new` over `/users/{id}`). */
function matchRoute(method: string, pathname: string): { id: RouteId; params: Record<string, string> } | undefined {
  const found = templates
    .filter((template) => template.method === method && template.pattern.test(pathname))
    .sort((a, b) => a.names.length - b.names.length)[0];
  if (!found) return undefined;
  const values = found.pattern.exec(pathname)!.slice(1).map(decodeURIComponent);
  return { id: found.id, params: Object.fromEntries(found.names.map((name, index) => [name, values[index]])) };
}

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function answer(handlers: FakeHandlers, others: OtherHandlers, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const other = others[`${request.method} ${url.pathname}`];
  if (other) {
    const { status, body } = await other(request);
    return json(status, body);
  }
  const route = url.pathname.startsWith(API_PREFIX) ? matchRoute(request.method, url.pathname) : undefined;
  const handler = route && (handlers[route.id] as FakeHandler<RouteId> | undefined);
  if (!route || handler === undefined) return json(404, { error: 'Não encontrado.' });
  const text = await request.clone().text();
  const fakeRequest = { params: route.params, query: Object.fromEntries(url.searchParams), body: text ? JSON.parse(text) : undefined, request };
  const result = typeof handler === 'function' ? await (handler as (request: FakeRequest) => unknown)(fakeRequest) : handler;
  if (isFailure(result)) return json(result.status, result.body);
  // Types catch most drift; the schema also catches what a cast or a spread let through.
  const checked = RESPONSES[route.id].safeParse(result);
  if (!checked.success) {
    contractBreaches.push(`${route.id}: ${checked.error.message}`);
    return json(500, { error: 'A resposta do servidor falso não segue o contrato.' });
  }
  return json(200, result);
}

/** Answers of fakes that broke their route's response schema since the last check (setup-tests.ts fails the test). */
const contractBreaches: string[] = [];
export const takeContractBreaches = (): string[] => contractBreaches.splice(0);

/**
 * Replaces `fetch` for one test with the fake server. Returns the spy; `callsOf(spy)` lists what it
 * was asked, as "METHOD /path?query".
 */
export function fakeApi(handlers: FakeHandlers, others: OtherHandlers = {}) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    return answer(handlers, others, new Request(url, init));
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** The requests the fake server received, as "METHOD /path?query". */
export const callsOf = (spy: ReturnType<typeof fakeApi>): string[] =>
  spy.mock.calls.map(([input, init]) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
  });
