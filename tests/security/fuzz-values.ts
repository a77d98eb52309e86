// The values the fuzzing puts where a request's parts go: texts that strain every layer (emoji,
// right-to-left, NUL and other C0/C1 controls, lone surrogates, markup, injections, far and impossible
// days, and what the fields' own checks read), huge texts, JSON of the wrong type, path segments and
// query values with bad percent-encoding, and broken credentials.
import fc from 'fast-check';
import { encodeText } from './raw-http.ts';
import type { FieldKind } from './schema-fields.ts';

const SPECIAL_TEXTS = [
  '😀👨‍👩‍👧‍👦🏳️‍🌈',
  '\u202Egnp.exe',
  'مرحبا بالعالم',
  'שלום עולם',
  '\u0000',
  'a\u0000b',
  'Gab\u0000riela',
  // Other C0 and C1 controls: bell, escape (a terminal's colours), DEL, NEL, CSI.
  'a\u0007b',
  '\u001b[31mvermelho',
  'a\u007fb',
  'a\u0085b',
  '\u009b2J',
  '\uD800',
  '\uDFFFx',
  'x\uD83D',
  '\u200B\u200D\uFEFF',
  'e\u0301\u0301\u0301',
  'ＡＢＣ İı ß',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' OR '1'='1",
  '${jndi:ldap://x}',
  '../../etc/passwd',
  'BIZ#biz-outra',
  ' ',
  '',
  '__proto__',
  // Days far away and days not in the calendar (the trail's period: year 9999 was once a 500).
  '9999-12-31',
  '0000-01-01',
  '10000-01-01',
  '2026-02-30',
  '2026-13-01',
  // What the fields' own checks read: addresses, documents, money, e-mails, upload keys.
  'http://[::1',
  'https://%zz',
  'javascript:alert(1)',
  '//evil.example',
  'https://user:senha@relatorios.example.com',
  'data:text/html,<script>alert(1)</script>',
  'http://localhost:1',
  'https://999.999.999.999',
  `https://${'a'.repeat(300)}.com`,
  '00.000.000/0000-00',
  '11111111111111',
  '(00) 00000-0000',
  '9999999999999.99',
  '-0.01',
  'a@b',
  '"a b"@exemplo.com',
  'ä@ö.com',
  'pending/biz-demo/dashboard_preview/../x.png',
  'pending/_new/business_logo/00000000000000000000000000000000.png',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
];

/** Percent-encodings that do not decode, or decode to what a path must never hold. */
const BAD_PERCENT = [
  '%',
  '%%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '%FF',
  '%00',
  '%2e%2e',
  '..',
  '%2F',
  'a%2Fb',
  '%u0041',
  '%c3%28',
  '%F0%9F%98',
];

export const shortText = fc.oneof(
  fc.constantFrom(...SPECIAL_TEXTS),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 24 }),
);

/** Up to ~110 K units: past the 64 KiB body limit (413) as often as under it. */
const hugeText = fc
  .tuple(fc.integer({ min: 1_000, max: 110_000 }), fc.constantFrom('a', 'é', '😀', '\u0000', '<b>', '\uD800'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

export const text = fc.oneof({ weight: 4, arbitrary: shortText }, { weight: 1, arbitrary: hugeText });

const kindOfValue = (value: unknown): string => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

/** A JSON value of another type than the field's (any string counts as wrong for a number or boolean). */
export const otherType = (kind: FieldKind) =>
  fc
    .oneof(
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
      fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
      shortText,
    )
    .filter((value) => kindOfValue(value) !== kind || kind === 'enum');

export const segment = fc.oneof(
  fc.constantFrom(...BAD_PERCENT, '', '.', '%20', '+', ';', 'BIZ%23biz-outra', 'dash-producao%00'),
  shortText.map(encodeText),
  fc.integer({ min: 65, max: 3_000 }).map((length) => 'a'.repeat(length)),
);

export const queryValue = fc.oneof(
  fc.constantFrom(
    ...BAD_PERCENT,
    '-1',
    '0',
    '1.5',
    '1e309',
    'abc',
    '99999999999999999999',
    'true',
    '',
    '%20',
    // Far and impossible days, and controls as a URL carries them (C1 as UTF-8).
    '9999-12-31',
    '0000-01-01',
    '0001-01-01',
    '10000-01-01',
    '2026-02-30',
    '%C2%85',
    '%C2%9B',
    '%1B',
    '%7F',
  ),
  shortText.map(encodeText),
  fc.integer({ min: 100, max: 2_000 }).map((length) => 'a'.repeat(length)),
);

/** One part of a JWT (base64url JSON). */
const jwtPart = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export const badAuthorization = fc.constantFrom(
  'Bearer',
  'Bearer ',
  'bearer a.b.c',
  'Basic YWRtaW46YWRtaW4=',
  `Bearer ${'a'.repeat(3_000)}`,
  // alg "none", a sub and no signature.
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4IiwidG9rZW5fdXNlIjoiYWNjZXNzIn0.',
  // RS256 under the emulator's key id, signed by nobody (logout checks a bearer token itself).
  `Bearer ${jwtPart({ alg: 'RS256', kid: 'CognitoLocal' })}.${jwtPart({ sub: 'x', token_use: 'access', iat: 1, exp: 4102444800 })}.${'A'.repeat(342)}`,
);

export const badCookie = fc.oneof(
  fc.constantFrom(
    'portal_refresh=',
    'portal_refresh=%zz',
    `portal_refresh=${'a'.repeat(3_000)}`,
    'portal_refresh=a; portal_refresh=b',
    // The session's start beside the refresh token: empty, unsigned, absurd, forged.
    'portal_refresh=a; portal_session_start=',
    'portal_refresh=a; portal_session_start=1.AAAA',
    `portal_refresh=a; portal_session_start=${'9'.repeat(400)}.x`,
    'portal_session_start=-1.%zz',
    ';;;',
    '=',
  ),
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((value) => `portal_refresh=${value}`),
);
