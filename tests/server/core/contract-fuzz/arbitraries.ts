import fc from 'fast-check';
import { typesOf, type Schema } from './contract';

// Values derived from the contract's schemas: `valid` gives what a schema accepts (roughly;
// it is the baseline that mutations break), `odd` what a confused or hostile client sends.

/** JSON text written as is when a body is serialised (numbers JSON.stringify cannot write). */
export class RawJson {
  constructor(readonly text: string) {}
}

const INT4_MAX = 2 ** 31 - 1;

export const oddNumbers: unknown[] = [
  -1, 0, 1, INT4_MAX, INT4_MAX + 1, -(2 ** 31), -(2 ** 31) - 1, 2 ** 53, 1.5, -0.0001, Number.MAX_VALUE,
  new RawJson('1e999'), new RawJson('-1e999'), new RawJson(`1${'0'.repeat(400)}`), new RawJson('1e-999'),
  new RawJson('123456789012345678901234567890'), new RawJson('2147483648.0'),
];

export const oddStrings: string[] = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', 'x\udc00y', '../../../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '..',
  '%00', 'x'.repeat(100_000), '𝕏😀👨‍👩‍👧 ', 'Ελληνικά ÑÁÉ', 'مرحبا بالعالم', '\u202eevil', '\ufeffbom', '\u200b',
  '<script>alert(1)</script>', "' OR '1'='1' --", '${7*7}{{7*7}}', '-1', '0', '2147483648', '1e999', '9'.repeat(400),
  'null', 'true', 'NaN', 'Infinity', '__proto__', 'constructor', 'undefined', 'CP-AAAAAA', 'a@b.c', '\r\n\t',
  '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '2026-13-45T99:99:99Z',
];

const deepArray = (depth: number): unknown => (depth === 0 ? [] : [deepArray(depth - 1)]);

export const oddValues: unknown[] = [
  null, true, false, [], {}, [[[]]], { __proto__: null, constructor: { prototype: { polluted: true } } },
  JSON.parse('{"__proto__": {"polluted": true}}'), deepArray(40), Array.from({ length: 1000 }, (_, i) => i),
  { a: { b: { c: 'x\u0000' } } }, { '\u0000': 1 }, [null, '\u0000'],
];

/** Any odd JSON value: strings, numbers, structures, and random text of every plane. */
export const odd: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...oddStrings) },
  { weight: 3, arbitrary: fc.constantFrom(...oddNumbers) },
  { weight: 2, arbitrary: fc.constantFrom(...oddValues) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Odd text for query strings, paths and headers (everything there is text). */
export const oddText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...oddStrings) },
  { weight: 3, arbitrary: fc.constantFrom(...oddNumbers).map((n) => (n instanceof RawJson ? n.text : String(n))) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

export function mergeAllOf(schema: Schema): Schema {
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map(mergeAllOf);
  return {
    ...schema,
    allOf: undefined,
    type: 'object',
    properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
    required: parts.flatMap((p) => p.required ?? []),
  };
}

function validString(schema: Schema): fc.Arbitrary<string> {
  const { format, pattern, minLength = 0, maxLength } = schema as { format?: string; pattern?: string; minLength?: number; maxLength?: number };
  if (format === 'uuid') return fc.uuid();
  if (format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (format === 'email') return fc.emailAddress();
  const max = Math.max(minLength, Math.min(maxLength ?? 30, 30));
  if (pattern) return fc.stringMatching(new RegExp(pattern)).filter((s) => s.length >= minLength && s.length <= (maxLength ?? Infinity));
  return fc.string({ minLength, maxLength: max });
}

/** Roughly what `schema` accepts. */
export function valid(input: Schema, depth = 0): fc.Arbitrary<unknown> {
  const schema = mergeAllOf(input);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) return fc.oneof(...choices.map((c) => valid({ ...schema, oneOf: undefined, anyOf: undefined, ...c }, depth)));
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => valid({ ...schema, type }, depth)));
  const { minimum, maximum, minItems = 0, maxItems, uniqueItems } = schema as Record<string, number | boolean | undefined>;
  switch (types[0]) {
    case 'string':
      return validString(schema);
    case 'integer': {
      const min = (minimum as number) ?? -1000;
      const max = (maximum as number) ?? 100_000;
      // small values (ids and versions that exist) as often as any in the range
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 10) }), fc.integer({ min, max }));
    }
    case 'number':
      return fc.double({ min: (minimum as number) ?? -1000, max: (maximum as number) ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = valid(schema.items ?? {}, depth + 1);
      const constraints = { minLength: minItems as number, maxLength: Math.min((maxItems as number) ?? 5, 5) };
      return uniqueItems ? fc.uniqueArray(item, { ...constraints, selector: (v) => JSON.stringify(v) }) : fc.array(item, constraints);
    }
    case 'object':
      return validObject(schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  if (Object.keys(properties).length === 0) {
    // a free object (answers, user details): whatever a client might put there
    return depth > 3 ? fc.constant({}) : fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 });
  }
  const record = Object.fromEntries(Object.entries(properties).map(([name, child]) => [name, valid(child, depth + 1)]));
  return fc.record(record, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
}

/** `value` (valid for `schema`) broken in one place: a field dropped, added, or of the wrong kind. */
export function mutate(input: Schema, value: unknown): fc.Arbitrary<unknown> {
  const schema = mergeAllOf(input);
  const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
  if (!isObject) {
    if (Array.isArray(value) && value.length > 0) {
      return fc.tuple(fc.nat(value.length - 1), odd).map(([i, v]) => value.map((item, j) => (i === j ? v : item)));
    }
    return odd;
  }
  const object = value as Record<string, unknown>;
  const keys = Object.keys(object);
  const options: fc.Arbitrary<unknown>[] = [
    odd,
    fc.tuple(fc.oneof(fc.constantFrom('__proto__', 'constructor', '', 'extra', '\u0000', 'id'), fc.string({ maxLength: 8 })), odd).map(
      ([key, v]) => ({ ...object, [key]: v }),
    ),
  ];
  if (keys.length > 0) {
    options.push(fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(object).filter(([k]) => k !== key))));
    options.push(
      fc.constantFrom(...keys).chain((key) => {
        const child = schema.properties?.[key] ?? {};
        return mutate(child, object[key]).map((v) => ({ ...object, [key]: v }));
      }),
    );
  }
  return fc.oneof(...options);
}

/** A valid value or one broken in one place, mostly the latter. */
export const validOrBroken = (schema: Schema): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 1, arbitrary: valid(schema) }, { weight: 3, arbitrary: valid(schema).chain((v) => mutate(schema, v)) });

/** JSON text of `value`, with RawJson written as is. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    // own keys only, so an own "__proto__" (from JSON.parse or a computed key) is written too
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v === undefined ? null : v)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const FORMAT_EXAMPLES: Record<string, string> = {
  uuid: '8a7f3c2e-1b4d-4e5f-9a6b-7c8d9e0f1a2b', date: '2027-01-01', 'date-time': '2027-01-01T10:00:00.000Z', email: 'a@b.c',
};

/** A value with every property `schema` declares and one item in every list (other rules may fail). */
export function fullValue(input: Schema): unknown {
  const schema = mergeAllOf(input);
  if (schema.enum) return schema.enum[0];
  if ('const' in schema) return schema.const;
  const choice = (schema.oneOf ?? schema.anyOf)?.find((c) => !typesOf(c).includes('null')) ?? (schema.oneOf ?? schema.anyOf)?.[0];
  if (choice) return fullValue({ ...schema, oneOf: undefined, anyOf: undefined, ...choice });
  const type = typesOf(schema).find((t) => t !== 'null') ?? (schema.properties ? 'object' : undefined);
  const { format, minLength = 1, minimum } = schema as { format?: string; minLength?: number; minimum?: number };
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, child]) => [name, fullValue(child)]));
    case 'array':
      return [fullValue(schema.items ?? {})];
    case 'string':
      return (format && FORMAT_EXAMPLES[format]) ?? 'x'.repeat(Math.max(1, minLength));
    case 'integer':
    case 'number':
      return minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return 'x';
  }
}

/**
 * Where, in `value` (of `schema`), an object lists its properties and takes no other: the
 * paths (property names and list indexes) of every such object, at every depth.
 */
export function closedPositions(input: Schema, value: unknown, at: string[] = []): string[][] {
  const schema = mergeAllOf(input);
  if (Array.isArray(value)) return value.flatMap((item, i) => closedPositions(schema.items ?? {}, item, [...at, String(i)]));
  if (value === null || typeof value !== 'object') return [];
  const properties = schema.properties ?? {};
  const free = schema.additionalProperties !== undefined && schema.additionalProperties !== false;
  const own = Object.keys(properties).length > 0 && !free ? [at] : [];
  const record = value as Record<string, unknown>;
  return [...own, ...Object.entries(properties).flatMap(([name, child]) => (name in record ? closedPositions(child, record[name], [...at, name]) : []))];
}

/** A copy of `value` with `name: extra` added to the object at `path`. */
export function withProperty(value: unknown, path: string[], name: string, extra: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const target = path.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy);
  Object.defineProperty(target, name, { value: extra, enumerable: true, configurable: true, writable: true });
  return copy;
}
