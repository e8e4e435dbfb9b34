import type { z } from 'zod';

type Def = Record<string, unknown> & { type: string };

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { def: Def }).def;
}

/** A plausible valid value for a schema (first enum option, 1 for numbers, 'x' for strings), or undefined. */
export function sampleValue(schema: z.ZodType): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'default':
    case 'prefault':
      return sampleValue(def.innerType as z.ZodType);
    case 'pipe':
      return sampleValue(def.in as z.ZodType);
    case 'union': {
      const options = def.options as z.ZodType[];
      return options.length ? sampleValue(options[0]!) : undefined;
    }
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'number':
    case 'int':
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'string':
      return 'x';
    case 'array':
      return [];
    case 'object':
      return sampleObject(schema as z.ZodObject);
    default:
      return undefined;
  }
}

/** An object with a sample value for every field of an object schema. */
export function sampleObject(schema: z.ZodObject): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, fieldSchema] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const value = sampleValue(fieldSchema);
    if (value !== undefined) out[field] = value;
  }
  return out;
}

/** Whether a field takes a string or one of a set of values (where a client's text could become a key). */
export function takesText(schema: z.ZodType): boolean {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'default':
    case 'prefault':
      return takesText(def.innerType as z.ZodType);
    case 'pipe':
      return takesText(def.in as z.ZodType) || takesText(def.out as z.ZodType);
    case 'union':
      return (def.options as z.ZodType[]).some(takesText);
    case 'string':
    case 'enum':
    case 'literal':
      return true;
    default:
      // z.coerce.number() turns any text into a number: a key could still come from it.
      return def.coerce === true;
  }
}
