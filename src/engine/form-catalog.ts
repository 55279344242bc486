import { bundleSchema } from './resolve-refs.ts';
import { SCHEMA_BASE_URI as SCHEMA_BASE } from './schema-base.ts';

type Json = Record<string, unknown>;

/** A form as renderers need it: schema with references bundled, ui schema, sample answers. */
export interface FormEntry {
  id: string;
  schema: Json;
  uiSchema: Json;
  fixture: unknown;
}

const NOT_FORMS = /^(_defs|_meta|fixtures|wizards)\//;

/**
 * The forms of a `schemas/` folder, given its files as `{ 'bio/parcels.schema.json': json }`
 * (paths relative to `schemas/`). Framework-free: the browser feeds it from a bundler glob,
 * Node from the file system.
 */
export function createFormCatalog(files: Record<string, unknown>) {
  const byUri = (uri: string) => files[uri.slice(SCHEMA_BASE.length)] as Json | undefined;
  const ids = Object.keys(files)
    .filter((path) => path.endsWith('.schema.json') && !NOT_FORMS.test(path))
    .map((path) => path.slice(0, -'.schema.json'.length))
    .sort();
  const cache = new Map<string, FormEntry>();
  return {
    ids,
    get(id: string): FormEntry | undefined {
      const cached = cache.get(id);
      if (cached) return cached;
      const schema = files[`${id}.schema.json`] as Json | undefined;
      if (!schema) return undefined;
      const entry: FormEntry = {
        id,
        schema: bundleSchema(schema, `${SCHEMA_BASE}${id}.schema.json`, byUri),
        uiSchema: (files[`${id}.ui.json`] as Json | undefined) ?? {},
        fixture: files[`fixtures/${id}.json`],
      };
      cache.set(id, entry);
      return entry;
    },
  };
}
export type FormCatalog = ReturnType<typeof createFormCatalog>;
