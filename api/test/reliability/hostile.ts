/**
 * Hostile inputs made from a route's own zod/mini schemas: a valid sample to start from, every
 * field path of it, and the values an attacker or a broken client would put there. Walks the
 * schemas' definitions (`schema._zod.def`) only, so a field added to the contracts is fuzzed
 * without touching this file.
 */
type Schema = { _zod: { def: any }; safeParse(value: unknown): { success: boolean } };

const defOf = (schema: Schema) => schema._zod.def;

/** Wrappers whose inner schema holds the shape. */
function unwrap(schema: Schema): Schema {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch'].includes(def.type)) current = def.innerType;
    else if (def.type === 'pipe') current = def.in;
    else return current;
  }
}

const STRING_CANDIDATES = ['a', '998901234567', '123456', 'https://example.com/a.png', '12:00', '2030-01-01', 'json', 'demo'];
const NUMBER_CANDIDATES = [1, 0, 41.31, 69.27, 16, 100, 10];

/** A value the schema accepts (best effort: the fuzz only needs a plausible start). */
export function sample(schema: Schema): unknown {
  const inner = unwrap(schema);
  const def = defOf(inner);
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, Schema>)) out[key] = sample(field);
      return out;
    }
    case 'array': {
      const one = [sample(def.element)];
      if (inner.safeParse(one).success) return one;
      return [one[0], sample(def.element), sample(def.element)];
    }
    case 'tuple': return (def.items as Schema[]).map(sample);
    case 'string': return STRING_CANDIDATES.find((c) => inner.safeParse(c).success) ?? 'a';
    case 'number': return NUMBER_CANDIDATES.find((c) => inner.safeParse(c).success) ?? 1;
    case 'boolean': return true;
    case 'enum': return Object.values(def.entries)[0];
    case 'literal': return def.values[0];
    case 'union': return sample(def.options[0]);
    default: return null;
  }
}

export type FieldKind = 'string' | 'number' | 'boolean' | 'enum' | 'object' | 'array' | 'other';

export interface FieldPath {
  path: (string | number)[];
  kind: FieldKind;
}

/** Every field path of a schema, objects and arrays included (array elements at index 0). */
export function fieldPaths(schema: Schema, prefix: (string | number)[] = []): FieldPath[] {
  const def = defOf(unwrap(schema));
  const out: FieldPath[] = [];
  const kind: FieldKind = ['string', 'number', 'boolean', 'enum', 'object', 'array'].includes(def.type)
    ? def.type : def.type === 'literal' ? 'enum' : 'other';
  if (prefix.length) out.push({ path: prefix, kind });
  if (def.type === 'object') {
    for (const [key, field] of Object.entries(def.shape as Record<string, Schema>)) out.push(...fieldPaths(field, [...prefix, key]));
  } else if (def.type === 'array') {
    out.push(...fieldPaths(def.element, [...prefix, 0]));
  }
  return out;
}

const LONG = 'я'.repeat(200_000);

/** Hostile JSON values for a field; `undefined` means the field is left out. */
export function hostileValues(kind: FieldKind): unknown[] {
  const numbers = [2 ** 31, 2 ** 31 - 1, 2 ** 53, 2 ** 53 + 2, -1, 0, 1.5, -0.5, 1e308, -1e308, 1_000_000_000];
  // Texts that pass validation reach the database (an order each on the order routes): a few, each of a kind.
  const strings = ['\u0000', 'a\u0000b', '\ud800', 'x\udc00y', LONG, '', '🍕\u202e', "'; DROP TABLE orders; --"];
  const wrong = [null, undefined, true, {}, [], 'abc', 12];
  switch (kind) {
    case 'number': return [...numbers, ...wrong, '1', 'NaN'];
    case 'string': case 'enum': return [...strings, ...wrong, 2 ** 31];
    case 'object': return [...wrong, [{}], 'x'.repeat(1000)];
    case 'array': return [...wrong, [null], new Array(1000).fill({}), { 0: 1 }];
    default: return [...wrong, 2 ** 53, '\u0000'];
  }
}

/** Hostile texts of a path or query parameter, already URI-encoded where needed. */
export const HOSTILE_PARAMS = [
  '2147483648', '2147483647', '9007199254740993', '99999999999999999999', '-1', '0', '1.5', 'NaN', 'Infinity', '1e3', '0x10',
  '%00', 'a%00b', '%ED%A0%80', '%F0%9F%8D%95', '%25', encodeURIComponent(' 1'), 'abc', 'undefined', 'null', 'x'.repeat(290),
  encodeURIComponent("' OR 1=1 --"),
];

/** Raw bodies that are not the JSON of an object. */
export const HOSTILE_RAW_BODIES = ['{"a":', '[]', 'null', '"text"', '42', '{"x":1e400}', '{"__proto__":{"admin":true}}', '\u0000', '{'.repeat(5000)];

/** A deep copy of `base` with `value` at `path` (removed when `undefined`). */
export function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as any;
  let node = copy;
  for (let i = 0; i < path.length - 1; i += 1) {
    const step = path[i];
    if (node[step] === null || typeof node[step] !== 'object') node[step] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[step];
  }
  const last = path[path.length - 1];
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}
