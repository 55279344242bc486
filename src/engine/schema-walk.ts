import { pointerOf } from './json-pointer.ts';

type Json = Record<string, unknown>;
export interface SchemaVisit {
  schema: Json;
  pointer: string;
  /** Path of data properties to this subschema (`properties` names; `items` as `[]`). */
  dataPath: string[];
}

// Where subschemas live in JSON Schema 2020-12.
const SINGLE = ['items', 'additionalProperties', 'contains', 'propertyNames', 'not', 'if', 'then', 'else', 'unevaluatedItems', 'unevaluatedProperties'];
const LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'dependencies'];

/** Calls `visit` for the schema and every subschema in it, depth first. */
export function walkSchema(root: unknown, visit: (v: SchemaVisit) => void): void {
  const go = (node: unknown, segments: (string | number)[], dataPath: string[]) => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    const schema = node as Json;
    visit({ schema, pointer: pointerOf(segments), dataPath });
    for (const key of SINGLE) {
      if (key in schema) go(schema[key], [...segments, key], key === 'items' ? [...dataPath, '[]'] : dataPath);
    }
    for (const key of LISTS) {
      const list = schema[key];
      if (Array.isArray(list)) list.forEach((sub, i) => go(sub, [...segments, key, i], dataPath));
    }
    for (const key of MAPS) {
      const map = schema[key];
      if (map && typeof map === 'object') {
        for (const [name, sub] of Object.entries(map)) {
          go(sub, [...segments, key, name], key === 'properties' ? [...dataPath, name] : dataPath);
        }
      }
    }
  };
  go(root, [], []);
}
