// fast-check arbitraries of requests for one route, built from its request schema (schema-fields.ts)
// and its starting point (fuzz-targets.ts): wrong types, missing and extra fields, huge strings,
// unicode (emoji, right-to-left, NUL, lone surrogates), deep JSON, bytes that are not UTF-8, bodies that
// are not JSON, bad percent-encoding in path segments and query strings, and other methods.
import fc from 'fast-check';
import { CONTRACTS } from '#shared/contract/contracts.ts';
import type { RouteContract } from '#shared/contract/route-contract.ts';
import { ROUTES, type RouteId } from '#shared/routes.ts';
import type { FuzzBase } from './fuzz-targets.ts';
import { encodeText } from './raw-http.ts';
import { fieldsOf, type Field } from './schema-fields.ts';
import { badAuthorization, badCookie, otherType, queryValue, segment, shortText, text } from './fuzz-values.ts';

export interface FuzzRequest {
  /** What the case does, for a readable counterexample. */
  label: string;
  method: string;
  target: string;
  body?: Buffer;
  contentType?: string;
  /** Sent instead of the caller's token. */
  authorization?: string;
  cookie?: string;
  /** The one text field this body fills with a control or broken character: it must be refused (never a 2xx). */
  brokenText?: string;
}

const clone = (value: unknown): any => (value === undefined ? {} : structuredClone(value));

function at(target: any, path: string[]): any {
  return path.reduce((node, key) => (node && typeof node === 'object' ? node[key] : undefined), target);
}

type Mutation = { op: 'set'; path: string[]; value: unknown } | { op: 'delete'; path: string[] } | { op: 'root'; value: unknown };

function apply(body: unknown, mutations: Mutation[]): unknown {
  let result = clone(body);
  for (const mutation of mutations) {
    if (mutation.op === 'root') {
      result = mutation.value;
      continue;
    }
    const parent = at(result, mutation.path.slice(0, -1));
    if (!parent || typeof parent !== 'object') continue;
    const key = mutation.path.at(-1)!;
    // An array's `length` is no property JavaScript lets one redefine (or delete): that mutation makes no request.
    if (Array.isArray(parent) && key === 'length') continue;
    if (mutation.op === 'delete') delete parent[key];
    else Object.defineProperty(parent, key, { value: mutation.value, enumerable: true, writable: true, configurable: true });
  }
  return result;
}

// Control characters (tab and line breaks aside, which descriptions take) and lone surrogates: no text
// field of any contract takes them (shared/contract/fields.ts). Passwords are not checked.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const BROKEN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}/u;
const PASSWORDS = new Set(['password', 'password_confirmation', 'current_password', 'newPassword']);

/** The text field a lone mutation fills with a broken text, if that is what it does. */
function brokenTextField({ bodyFields }: Shape, mutations: Mutation[]): string | undefined {
  const [only] = mutations;
  if (mutations.length !== 1 || only.op !== 'set' || typeof only.value !== 'string' || !BROKEN_TEXT.test(only.value)) return undefined;
  const field = bodyFields.find((f) => f.kind === 'string' && f.path.join('.') === only.path.join('.'));
  return field && !PASSWORDS.has(field.path.at(-1)!) ? field.path.join('.') : undefined;
}

const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'PK', 'SK', 'businessId', 'business_id', 'access', 'id', 'disabled', 'admin'];

interface Shape {
  id: RouteId;
  base: FuzzBase;
  bodyFields: Field[];
  queryNames: string[];
  paramNames: string[];
}

const isAnchored = (base: FuzzBase, path: string[]) =>
  (base.anchors ?? []).some((anchor) => anchor.every((key, i) => path[i] === key) && path.length >= anchor.length);

function bodyMutations({ base, bodyFields }: Shape): fc.Arbitrary<Mutation[]> {
  const fields = bodyFields.filter((field) => !isAnchored(base, field.path));
  const objects = [[], ...fields.filter((field) => field.kind === 'object').map((field) => field.path)];
  const options: Array<fc.Arbitrary<Mutation>> = [
    fc
      .tuple(fc.constantFrom(...objects), fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })), fc.jsonValue({ maxDepth: 3 }))
      .map(([parent, key, value]) => ({ op: 'set' as const, path: [...parent, key], value })),
    fc.oneof(fc.jsonValue({ maxDepth: 2 }), text).map((value) => ({ op: 'root' as const, value })),
  ];
  const arrays = fields.filter((field) => field.kind === 'array');
  if (arrays.length > 0) {
    // Long lists of ids that look right (a role naming thousands): the reads behind them, not the schema.
    options.push(
      fc
        .tuple(fc.constantFrom(...arrays), fc.integer({ min: 20, max: 3_000 }))
        .map(([f, length]) => ({ op: 'set' as const, path: f.path, value: Array.from({ length }, (_, i) => `fuzz-${i}`) })),
    );
  }
  if (fields.length > 0) {
    const field = fc.constantFrom(...fields);
    options.push(
      field.chain((f) => fc.oneof(otherType(f.kind), text).map((value) => ({ op: 'set' as const, path: f.path, value }))),
      field.map((f) => ({ op: 'delete' as const, path: f.path })),
    );
  }
  return fc.array(fc.oneof(...options), { minLength: 1, maxLength: 3 });
}

/** The body text with one field (or an extra key) replaced by `raw` JSON text. */
function withRawField(shape: Shape, path: string[], raw: Buffer): Buffer {
  const sentinel = '"__FUZZ_RAW__"';
  const body = path.length === 0 ? '__FUZZ_RAW__' : apply(shape.base.body, [{ op: 'set', path, value: '__FUZZ_RAW__' }]);
  const [before, after] = JSON.stringify(body).split(sentinel);
  return Buffer.concat([Buffer.from(before), raw, Buffer.from(after ?? '')]);
}

function rawBodies(shape: Shape): fc.Arbitrary<{ label: string; body: Buffer; contentType?: string }> {
  const baseText = JSON.stringify(shape.base.body ?? {});
  const fields = shape.bodyFields.filter((field) => !isAnchored(shape.base, field.path)).map((field) => field.path);
  const place = fc.constantFrom([] as string[], ...fields, ['extra']);
  const stringPlace = fc.constantFrom(
    ...shape.bodyFields.filter((f) => f.kind === 'string' && !isAnchored(shape.base, f.path)).map((f) => f.path),
    ['extra'],
  );
  const deep = fc.tuple(fc.integer({ min: 1_000, max: 10_000 }), fc.boolean(), place).map(([depth, arrays, path]) => ({
    label: `deep JSON (${depth}, ${arrays ? 'arrays' : 'objects'}) at ${path.join('.') || 'the root'}`,
    body: withRawField(
      shape,
      path,
      Buffer.from(arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
    ),
  }));
  const badBytes = fc
    .tuple(
      fc.oneof(
        fc.constantFrom([0xff], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xe2, 0x82], [0xf4, 0x90, 0x80, 0x80]),
        fc.array(fc.nat(255), { minLength: 1, maxLength: 12 }),
      ),
      stringPlace,
    )
    .map(([bytes, path]) => ({
      label: `bytes ${bytes.join(',')} in a string at ${path.join('.')}`,
      body: withRawField(shape, path, Buffer.concat([Buffer.from('"'), Buffer.from(bytes), Buffer.from('"')])),
    }));
  const broken = fc.oneof(
    fc.constantFrom('{', '{"a":', '[1,2', "{'a':1}", '{"a":1,}', 'undefined', 'NaN', '\uFEFF{}', '{"a":1e999}', '"\\ud800"', '{"a":"\\u0000"}'),
    fc.nat().map((cut) => baseText.slice(0, cut % Math.max(baseText.length, 1))),
  );
  const notJson = fc.constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=iso-8859-1',
    'application/xml',
    'application/json, text/plain',
    'APPLICATION/JSON',
  );
  return fc.oneof(
    deep,
    badBytes,
    broken.map((raw) => ({ label: `broken JSON ${JSON.stringify(raw.slice(0, 40))}`, body: Buffer.from(raw) })),
    notJson.map((contentType) => ({ label: `Content-Type ${contentType}`, body: Buffer.from(baseText), contentType })),
    fc.constant({ label: 'empty body', body: Buffer.alloc(0) }),
  );
}

const encodeQuery = (query: Record<string, string> = {}) =>
  Object.entries(query)
    .map(([name, value]) => `${encodeText(name)}=${encodeText(value)}`)
    .join('&');

const pathWith = (shape: Shape, raw: Record<string, string> = {}) =>
  ROUTES[shape.id].path.replace(/\{(\w+)\}/g, (_, name: string) => raw[name] ?? encodeText(shape.base.params?.[name] ?? ''));

/** Requests for one route: each case changes one part (body, raw body, path, query or method) of the base. */
export function fuzzRequests(id: RouteId, base: FuzzBase): fc.Arbitrary<FuzzRequest> {
  const contract = CONTRACTS[id] as RouteContract;
  const shape: Shape = {
    id,
    base,
    bodyFields: fieldsOf(contract.body),
    queryNames: fieldsOf(contract.query).map((field) => field.path[0]),
    paramNames: [...ROUTES[id].path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]),
  };
  const { method } = ROUTES[id];
  const query = encodeQuery(base.query);
  const target = (path: string, q: string) => (q ? `${path}?${q}` : path);
  const json = (body: unknown) => Buffer.from(JSON.stringify(body) ?? 'null');
  const baseBody = base.body === undefined ? undefined : json(base.body);
  const request = (label: string, parts: Partial<FuzzRequest>): FuzzRequest => ({
    label,
    method,
    target: target(pathWith(shape), query),
    body: baseBody,
    contentType: 'application/json',
    ...parts,
  });

  const cases: Array<fc.Arbitrary<FuzzRequest>> = [
    bodyMutations(shape).map((mutations) =>
      request(`body ${JSON.stringify(mutations).slice(0, 300)}`, {
        body: json(apply(base.body, mutations)),
        brokenText: brokenTextField(shape, mutations),
      }),
    ),
    rawBodies(shape).map(({ label, body, contentType }) => request(label, { body, contentType: contentType ?? 'application/json' })),
    fc
      .array(
        fc.tuple(fc.oneof(fc.constantFrom(...shape.queryNames, '__proto__', 'page[]', '%', '%zz'), shortText.map(encodeText)), queryValue),
        {
          minLength: 1,
          maxLength: 4,
        },
      )
      .chain((pairs) =>
        fc.boolean().map((keepBase) => {
          const extra = pairs.map(([name, value]) => `${name}=${value}`).join('&');
          return request(`query ${extra.slice(0, 200)}`, {
            target: target(pathWith(shape), [keepBase ? query : '', extra].filter(Boolean).join('&')),
          });
        }),
      ),
    // Another method on the same path (never DELETE: it would reach the throwaway a PATCH aims at).
    fc
      .constantFrom(...['PUT', 'OPTIONS', 'POST'].filter((other) => other !== method))
      .map((other) => request(`method ${other}`, { method: other })),
  ];
  cases.push(
    fc
      .tuple(fc.option(badAuthorization), fc.option(badCookie))
      .filter(([authorization, cookie]) => authorization !== null || cookie !== null)
      .map(([authorization, cookie]) =>
        request(`headers ${JSON.stringify({ authorization, cookie }).slice(0, 120)}`, {
          authorization: authorization ?? undefined,
          cookie: cookie ?? undefined,
        }),
      ),
  );
  if (shape.paramNames.length > 0) {
    cases.push(
      fc
        .tuple(fc.constantFrom(...shape.paramNames), segment)
        .map(([name, value]) => request(`path ${name}=${value.slice(0, 80)}`, { target: target(pathWith(shape, { [name]: value }), query) })),
    );
  }
  return fc.oneof(...cases);
}
