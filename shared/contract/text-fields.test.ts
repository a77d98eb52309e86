// Every text a contract takes (path, query or body, every route) refuses control characters and broken
// UTF-16 with a 422: each string field is found by walking the schemas, given a value it accepts, and
// that value with a NUL, another C0 or C1 control, or a lone surrogate put in must be refused. A field
// no sample fits fails the test (add one), so a new field cannot slip by. Passwords are left alone: they
// are never shown nor stored by the portal (Cognito holds them).
import type * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES } from '../service-messages.ts';
import { CONTRACTS } from './contracts.ts';
import type { RouteContract } from './route-contract.ts';

interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
  element?: z.ZodMiniType;
}

const defOf = (schema: z.ZodMiniType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch']);
const PASSWORDS = new Set(['password', 'password_confirmation', 'current_password', 'newPassword']);
/** Fields written on several lines: tab and line breaks are theirs. */
const MULTI_LINE = new Set(['description', 'service_description']);

/** Values some text field accepts as they are; the first one a field takes is its sample. */
const SAMPLES = [
  'Ana Souza',
  'ana@exemplo.com',
  'relatorios.example.com/painel/1',
  '11.222.333/0001-81',
  '(11) 98765-4321',
  '2026-01-15',
  '2026-01',
  '30',
  'abc-123',
  'true',
  '#1a2b3c',
  '1234.56',
  'demo',
  'pending/biz-demo/dashboard_preview/00000000000000000000000000000000.png',
  'MjAyNi0wMS0xNVQxMjowMDowMC4wMDBaI2FiYw',
];

const BAD = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b', '\ud800', '\udfff'];

interface TextField {
  where: string;
  schema: z.ZodMiniType;
}

/** The string fields of a schema (a pipe from a string is one field; an array's elements are one). */
function textFields(schema: z.ZodMiniType | undefined, where: string, found: TextField[] = []): TextField[] {
  if (!schema) return found;
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return textFields(def.innerType, where, found);
  if (def.type === 'object' && def.shape) {
    for (const [name, child] of Object.entries(def.shape)) textFields(child, `${where}.${name}`, found);
    return found;
  }
  if (def.type === 'array' && def.element) return textFields(def.element, `${where}[]`, found);
  if (def.type === 'pipe' && def.in && def.out) {
    const first = defOf(def.in).type;
    if (first === 'transform') return textFields(def.out, where, found);
    if (first === 'object') return textFields(def.in, where, found);
    if (first === 'string' || WRAPPERS.has(first)) found.push({ where, schema });
    return found;
  }
  if (def.type === 'string') found.push({ where, schema });
  return found;
}

const fields = Object.entries(CONTRACTS as Record<string, RouteContract>).flatMap(([id, contract]) =>
  (['params', 'query', 'body'] as const).flatMap((part) => textFields(contract[part] as z.ZodMiniType | undefined, `${id}.${part}`)),
);
const lastName = (where: string) => where.split('.').at(-1)!.replace('[]', '');
const accepts = (schema: z.ZodMiniType, value: string) => schema.safeParse(value).success;

describe('text fields of every contract', () => {
  it('finds the text fields of the contracts', () => {
    expect(fields.length).toBeGreaterThan(60);
  });

  it.each(fields.filter(({ where }) => !PASSWORDS.has(lastName(where))).map((field) => [field.where, field] as const))(
    '%s refuses control and broken characters',
    (_where, { where, schema }) => {
      const sample = SAMPLES.find((value) => accepts(schema, value));
      expect(sample, `no sample fits ${where}: add one`).toBeDefined();
      const middle = Math.ceil(sample!.length / 2);
      const accepted = BAD.flatMap((bad) =>
        [`${sample!.slice(0, middle)}${bad}${sample!.slice(middle)}`, `${sample}${bad}`].filter((value) => accepts(schema, value)),
      );
      expect(accepted.map((value) => JSON.stringify(value))).toEqual([]);
      const lineBreak = `${sample!.slice(0, middle)}\n${sample!.slice(middle)}`;
      expect(accepts(schema, lineBreak)).toBe(MULTI_LINE.has(lastName(where)));
    },
  );

  it('says why in Portuguese, one message for every free text', () => {
    const name = textFields(CONTRACTS.updateAccount.body, 'updateAccount.body').find((field) => field.where.endsWith('.first_name'))!;
    const result = name.schema.safeParse('Gab\u0000riela');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([SERVICE_MESSAGES.invalidCharacters]);
  });
});
