import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCHEMA_BASE_URI } from './schema-base.ts';

/** The repository's `schemas/` folder. */
export const SCHEMAS_DIR = fileURLToPath(new URL('../../schemas/', import.meta.url));

export { SCHEMA_BASE_URI };

const SUFFIX = '.schema.json';
// Folders whose schemas are building blocks or describe schema files, not forms.
const NOT_FORMS = ['_defs/', '_meta/'];

/** One `*.schema.json` file. */
export interface SchemaFile {
  /** Path under `schemas/` without `.schema.json`, e.g. `bio/parcels` or `_defs/parcel`. */
  id: string;
  /** Absolute file path. */
  file: string;
  /** The URI it is registered under (see {@link SCHEMA_BASE_URI}). */
  uri: string;
  schema: Record<string, unknown>;
}

/** The schemas of a `schemas/` folder, split into forms and shared definitions. */
export interface SchemaSet {
  forms: SchemaFile[];
  defs: SchemaFile[];
}

/** Reads and parses a JSON file, naming the file when it is not valid JSON. */
export function readJsonFile(file: string): unknown {
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}

/** All `*.schema.json` files under `dir`, as sorted `/`-separated paths relative to it. */
export function listSchemaFiles(dir: string = SCHEMAS_DIR): string[] {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(SUFFIX))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** Form id of a schema file path relative to `schemas/`: `bio/parcels.schema.json` → `bio/parcels`. */
export const schemaIdOf = (relPath: string): string => relPath.slice(0, -SUFFIX.length);

/** Loads one schema file given its path relative to `dir`. */
export function loadSchemaFile(relPath: string, dir: string = SCHEMAS_DIR): SchemaFile {
  const file = join(dir, relPath);
  const schema = readJsonFile(file);
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) {
    throw new Error(`${file}: a schema file must hold a JSON object`);
  }
  return { id: schemaIdOf(relPath), file, uri: SCHEMA_BASE_URI + relPath, schema: schema as Record<string, unknown> };
}

/** Loads every schema under `dir`: forms (everything outside `_defs/` and `_meta/`) and `_defs/`. */
export function loadSchemaSet(dir: string = SCHEMAS_DIR): SchemaSet {
  const files = listSchemaFiles(dir);
  return {
    forms: files.filter((f) => !NOT_FORMS.some((prefix) => f.startsWith(prefix))).map((f) => loadSchemaFile(f, dir)),
    defs: files.filter((f) => f.startsWith('_defs/')).map((f) => loadSchemaFile(f, dir)),
  };
}
