// The fields a route's request schema (zod/mini) declares, read from the schema itself, so the fuzzing
// follows every contract as it is, new routes included: each field's path, JSON type and whether the
// schema requires it.
import type * as z from 'zod/mini';

export type FieldKind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'enum' | 'other';

export interface Field {
  path: string[];
  kind: FieldKind;
  required: boolean;
}

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

/** Every field of the schema, objects included, depth first. */
export function fieldsOf(schema: z.ZodMiniType | undefined): Field[] {
  if (!schema) return [];
  const fields: Field[] = [];
  walk(schema, [], true, fields);
  return fields;
}

function walk(schema: z.ZodMiniType, path: string[], required: boolean, fields: Field[]): void {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) {
    walk(def.innerType, path, required && def.type === 'nullable', fields);
    return;
  }
  if (def.type === 'pipe' && def.in && def.out) {
    // A pipe from a transform (an empty query value read as missing) is described by what it leads to.
    walk(defOf(def.in).type === 'transform' ? def.out : def.in, path, required, fields);
    return;
  }
  const kind = kindOf(def.type);
  if (path.length > 0) fields.push({ path, kind, required });
  if (def.type === 'object' && def.shape) {
    for (const [name, child] of Object.entries(def.shape)) walk(child, [...path, name], true, fields);
  }
}

function kindOf(type: string): FieldKind {
  if (['string', 'number', 'boolean', 'array', 'object', 'enum'].includes(type)) return type as FieldKind;
  return 'other';
}
