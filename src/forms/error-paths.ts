import type { RJSFSchema } from '@rjsf/utils';
import { rowSchemaOf } from './table-rows';

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
 * numeric segments are array rows, which the summary names as "row N".
 */
export function titleAt(schema: RJSFSchema, segments: string[]): { title?: string; row?: number } {
  let node: RJSFSchema | undefined = schema;
  let row: number | undefined;
  for (const segment of segments) {
    if (!node) break;
    if (/^\d+$/.test(segment)) {
      row = Number(segment) + 1;
      node = rowSchemaOf(node);
    } else {
      node = node.properties?.[segment] as RJSFSchema | undefined;
    }
  }
  return { title: typeof node?.title === 'string' ? node.title : undefined, row };
}
