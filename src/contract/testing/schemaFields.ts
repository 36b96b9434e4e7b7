import type { z } from 'zod/mini';

/**
 * Walks what a request schema accepts, for tests that hold over every call of the contract: each
 * field a caller can fill, with its path, and a sample value that passes the simple checks.
 * Only the shapes the contract uses are followed (objects, arrays, records, unions, wrappers).
 */

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodMiniType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The schema under optional, nullable, default and the input side of a pipe. */
export function unwrap(schema: z.ZodMiniType): z.ZodMiniType {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return unwrap(def.innerType as z.ZodMiniType);
  if (def.type === 'pipe') return unwrap(def.in as z.ZodMiniType);
  return schema;
}

export interface SchemaField {
  path: string;
  schema: z.ZodMiniType;
}

/** Every field a value can be typed into, objects' own fields included, depth first. */
export function fieldsOf(schema: z.ZodMiniType, path = ''): SchemaField[] {
  const inner = unwrap(schema);
  const def = defOf(inner);
  const here = path ? [{ path, schema }] : [];
  switch (def.type) {
    case 'object':
      return [
        ...here,
        ...Object.entries(def.shape as Record<string, z.ZodMiniType>).flatMap(([key, value]) =>
          fieldsOf(value, path ? `${path}.${key}` : key),
        ),
      ];
    case 'array':
      return [...here, ...fieldsOf(def.element as z.ZodMiniType, `${path}[]`)];
    case 'record':
      return [
        ...here,
        ...fieldsOf(def.keyType as z.ZodMiniType, `${path}{key}`),
        ...fieldsOf(def.valueType as z.ZodMiniType, `${path}{value}`),
      ];
    case 'union':
      return [...here, ...(def.options as z.ZodMiniType[]).flatMap((option) => fieldsOf(option, path).slice(path ? 1 : 0))];
    default:
      return here;
  }
}

/**
 * A value shaped like the schema, every string set to `text`: enough to pass the checks on
 * numbers, choices and flags, so that a call's check reaches its text fields.
 */
export function sampleOf(schema: z.ZodMiniType, text: string): unknown {
  const def = defOf(unwrap(schema));
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, z.ZodMiniType>).map(([key, value]) => [key, sampleOf(value, text)]),
      );
    case 'array':
      return [sampleOf(def.element as z.ZodMiniType, text)];
    case 'record':
      return { [text]: sampleOf(def.valueType as z.ZodMiniType, text) };
    case 'union':
      return sampleOf((def.options as z.ZodMiniType[])[0]!, text);
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'boolean':
      return true;
    case 'number':
    case 'int':
    case 'bigint':
      return 1;
    case 'string':
      return text;
    default:
      return null;
  }
}
