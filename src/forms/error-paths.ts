import type { RJSFSchema } from '@rjsf/utils';
import { rowSchemaOf } from './table-rows';
import { resolvePointer } from '../engine/json-pointer';

/** rjsf's error `property` (".parcels.3.parcel_number") as path segments. */
export function propertySegments(property: string | undefined): string[] {
  return (property ?? '').replace(/^\./, '').split('.').filter(Boolean);
}

/** The element id rjsf gives the field at that path (`root_parcels_3_parcel_number`). */
export function fieldIdOf(property: string | undefined, idPrefix = 'root', separator = '_'): string {
  return [idPrefix, ...propertySegments(property)].join(separator);
}

/**
 * The (already translated) title of the field at a path, walking `properties` and `items`;
 * numeric segments are array rows, which the summary names as "row N". `section` is the title
 * of the group of questions (an object below the form's root) the field is in, outside tables.
 */
export function titleAt(schema: RJSFSchema, segments: string[]): { title?: string; row?: number; table?: string; section?: string } {
  let node: RJSFSchema | undefined = schema;
  let row: number | undefined;
  let table: string | undefined;
  let section: string | undefined;
  segments.forEach((segment, index) => {
    node = node && dereference(schema, node);
    if (!node) return;
    if (index > 0 && row === undefined && node.type === 'object' && typeof node.title === 'string') section = node.title;
    if (/^\d+$/.test(segment)) {
      row = Number(segment) + 1;
      table = typeof node.title === 'string' ? node.title : undefined;
      node = rowSchemaOf(node);
    } else {
      node = propertyOf(node, segment);
    }
  });
  const last: RJSFSchema | undefined = node && dereference(schema, node);
  const title = typeof last?.title === 'string' ? last.title : undefined;
  return { title, row, table: row === undefined ? undefined : table, section: row === undefined ? section : undefined };
}

/** The schema of the field at a path of property names (its `$ref` followed), if there is one. */
export function schemaAt(schema: RJSFSchema, segments: string[]): RJSFSchema | undefined {
  let node: RJSFSchema | undefined = schema;
  for (const segment of segments) {
    node = node && dereference(schema, node);
    node = node && (/^\d+$/.test(segment) ? rowSchemaOf(node) : propertyOf(node, segment));
  }
  return node && dereference(schema, node);
}

/** A schema with its local `$ref` (shared definitions bundled under `$defs`) followed. */
function dereference(root: RJSFSchema, node: RJSFSchema): RJSFSchema {
  let current = node;
  for (let hops = 0; typeof current.$ref === 'string' && current.$ref.startsWith('#') && hops < 20; hops += 1) {
    const { found, value } = resolvePointer(root, current.$ref.slice(1));
    if (!found || !value || typeof value !== 'object') break;
    const { $ref: _followed, ...rest } = current;
    current = { ...(value as RJSFSchema), ...rest };
  }
  return current;
}

/**
 * The schema of a property: in `properties`, or in a branch that brings it in (`then`/`else`,
 * `allOf`/`anyOf`/`oneOf`, `dependencies`), as conditional questions are written.
 */
function propertyOf(node: RJSFSchema, name: string): RJSFSchema | undefined {
  const own = node.properties?.[name];
  if (own && typeof own === 'object') return own as RJSFSchema;
  const dependencies = Object.values(node.dependencies ?? {}).filter((d) => d && typeof d === 'object' && !Array.isArray(d));
  const branches = [node.then, node.else, ...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? []), ...dependencies];
  for (const branch of branches) {
    if (!branch || typeof branch !== 'object') continue;
    const found = propertyOf(branch as RJSFSchema, name);
    if (found) return found;
  }
  return undefined;
}
