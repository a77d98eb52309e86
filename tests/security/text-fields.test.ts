// Every text field of every route, through the real gateway: the route's fuzzing starting point
// (fuzz-targets.ts) with ONE text field holding a control character (NUL, a C1 control) or a lone
// surrogate is refused with a Portuguese 4xx, never stored (no 2xx), and a 422 names that very field.
// Body fields come from each contract (schema-fields.ts), so a new field is tried without a line here;
// query texts too, without the lone surrogate (a URL carries UTF-8, where it cannot be written).
// Passwords are left alone: the portal never shows nor stores them. Sent by one caller of the route's
// audience (the admin, a customer_admin, or nobody on a public route).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACTS } from '#shared/contract/contracts.ts';
import type { RouteContract } from '#shared/contract/route-contract.ts';
import { ROUTES, routeIds, type RouteId } from '#shared/routes.ts';
import { stackInfo } from '../support/stack.ts';
import { openSession, type CallerName, type Session } from './callers.ts';
import { createFuzzFixtures, FUZZ_BASES, type FuzzBase, type FuzzFixtures } from './fuzz-targets.ts';
import { answerProblem } from './portuguese-answer.ts';
import { encodeText, sendRaw } from './raw-http.ts';
import { fieldsOf } from './schema-fields.ts';
import { Throwaways } from './throwaways.ts';

const PASSWORDS = new Set(['password', 'password_confirmation', 'current_password', 'newPassword']);
/** What the trail once showed (`Gab\u0000riela`), a C1 control, a half character. */
const BAD_TEXTS = ['Gab\u0000riela', 'a\u009bb', 'x\ud800y'];
const BAD_QUERY_TEXTS = ['Gab\u0000riela', 'a\u009bb'];

let session: Session;
let throwaways: Throwaways;
let fixtures: FuzzFixtures;

beforeAll(async () => {
  session = await openSession(['customerAdmin', 'admin']);
  throwaways = new Throwaways(session);
  fixtures = await createFuzzFixtures(throwaways);
});

afterAll(async () => {
  if (!throwaways) return;
  await session.signIn();
  expect(await throwaways.cleanUp()).toEqual([]);
});

function callerOf(id: RouteId): CallerName {
  const { audience } = ROUTES[id];
  if (audience === 'public') return 'anonymous';
  return audience.includes('customer_admin') ? 'customerAdmin' : 'admin';
}

const isAnchored = (base: FuzzBase, path: string[]) => (base.anchors ?? []).some((anchor) => anchor.join('.') === path.join('.'));

function withValue(body: unknown, path: string[], value: string): unknown {
  const copy = structuredClone(body ?? {}) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

/** The 422's messages at a field, as the route keys them (a body's wrapper left out where the contract says so). */
function errorsAt(text: string, path: string[], under: string | undefined): unknown {
  const keys = under && path[0] === under ? path.slice(1) : path;
  return keys.reduce<any>((node, key) => node?.[key], (JSON.parse(text) as { errors?: unknown }).errors);
}

interface Case {
  id: RouteId;
  label: string;
  path: string[];
  where: 'body' | 'query';
  value: string;
}

const cases: Case[] = routeIds.flatMap((id) => {
  const contract = CONTRACTS[id] as RouteContract;
  const texts = (schema: RouteContract['body']) =>
    fieldsOf(schema).filter((field) => field.kind === 'string' && !PASSWORDS.has(field.path.at(-1)!));
  return [
    ...texts(contract.body).flatMap((field) =>
      BAD_TEXTS.map((value) => ({
        id,
        label: `${id} ${field.path.join('.')} ${JSON.stringify(value)}`,
        path: field.path,
        where: 'body' as const,
        value,
      })),
    ),
    ...texts(contract.query).flatMap((field) =>
      BAD_QUERY_TEXTS.map((value) => ({
        id,
        label: `${id} ?${field.path[0]}=${JSON.stringify(value)}`,
        path: field.path,
        where: 'query' as const,
        value,
      })),
    ),
  ];
});

describe('control and broken characters in every text field', () => {
  it('tries the text fields of the routes', () => {
    expect(new Set(cases.map((one) => one.id)).size).toBeGreaterThan(20);
  });

  it.each(cases.map((one) => [one.label, one] as const))('%s is refused', async (_label, { id, path, where, value }) => {
    const base = FUZZ_BASES[id](fixtures);
    const contract = CONTRACTS[id] as RouteContract;
    const params = ROUTES[id].path.replace(/\{(\w+)\}/g, (_, name: string) => encodeText(base.params?.[name] ?? ''));
    const query = { ...base.query, ...(where === 'query' ? { [path[0]]: value } : {}) };
    const search = Object.entries(query)
      .map(([name, text]) => `${encodeText(name)}=${encodeText(text)}`)
      .join('&');
    const body = where === 'body' ? withValue(base.body, path, value) : base.body;
    const token = session.token(callerOf(id));
    const answer = await sendRaw(stackInfo().baseUrl, {
      method: ROUTES[id].method,
      target: search ? `${params}?${search}` : params,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
    });

    expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
    expect(answerProblem(answer.status, answer.text)).toBeUndefined();
    if (answer.status === 422 && !(where === 'body' && isAnchored(base, path))) {
      expect(errorsAt(answer.text, path, contract.fieldErrorsUnder), answer.text).toEqual(expect.arrayContaining([expect.any(String)]));
    }
  });
});
