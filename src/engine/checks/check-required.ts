import { pointerOf } from '../json-pointer.ts';
import { bundledForm, propertyNames } from './schema-family.ts';
import type { SchemaProblem, SchemaProject } from './types.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

// Subschemas about the same object as their parent: their `required` names the parent's properties.
const SAME = { single: ['if', 'then', 'else', 'not'], lists: ['allOf', 'anyOf', 'oneOf'], maps: ['dependencies', 'dependentSchemas'] };
// Subschemas about another value (a property, an item): they name their own properties.
const OTHER = { single: ['items', 'additionalProperties', 'contains', 'unevaluatedItems', 'unevaluatedProperties'], lists: ['prefixItems'], maps: ['properties', 'patternProperties'] };

/**
 * `required` names properties the object has (in `properties` or any branch of it). A typo
 * would otherwise only show as "fixture does not validate", or as a form nobody can send.
 */
export function checkRequired(path: string, project: SchemaProject): SchemaProblem[] {
  const raw = project.files[path] as Json;
  const root = bundledForm(path, project);
  const ownDefs = new Set(Object.keys((raw.$defs as Json | undefined) ?? {}));
  const problems: SchemaProblem[] = [];

  const go = (node: unknown, segments: (string | number)[], known: ReturnType<typeof propertyNames> | undefined) => {
    if (!isObject(node)) return;
    const here = propertyNames(node, root);
    const names = known ? { ...known, names: new Set([...known.names, ...here.names]), declared: known.declared || here.declared } : here;
    if (Array.isArray(node.required) && names.declared && !names.open) {
      node.required.forEach((name, i) => {
        if (typeof name === 'string' && !names.names.has(name)) {
          problems.push({ file: path, pointer: pointerOf([...segments, 'required', i]), message: `required names "${name}", which is not a property of this object` });
        }
      });
    }
    const children = (spec: typeof SAME, same: boolean) => {
      const next = same ? names : undefined;
      for (const key of spec.single) go(node[key], [...segments, key], next);
      for (const key of spec.lists) if (Array.isArray(node[key])) (node[key] as unknown[]).forEach((sub, i) => go(sub, [...segments, key, i], next));
      for (const key of spec.maps) if (isObject(node[key])) for (const [name, sub] of Object.entries(node[key] as Json)) go(sub, [...segments, key, name], next);
    };
    children(SAME, true);
    children(OTHER, false);
    // Definitions of this file (not the copies bundling added) are objects of their own.
    if (segments.length === 0 && isObject(node.$defs)) {
      for (const [name, sub] of Object.entries(node.$defs as Json)) if (ownDefs.has(name)) go(sub, ['$defs', name], undefined);
    }
  };
  go(root, [], undefined);
  return problems;
}
