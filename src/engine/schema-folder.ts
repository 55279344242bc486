import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseJson } from './parse-json.ts';
import { createSchemaCatalog, type SchemaCatalog } from './schema-catalog.ts';
import { manifestProblems } from './wizard.ts';

/** The repository's `schemas/` folder. */
export const SCHEMAS_DIR = fileURLToPath(new URL('../../schemas/', import.meta.url));

/** What reading a folder of JSON files gave: parsed files by `/`-separated path, and the unreadable ones. */
export interface JsonFolder {
  files: Record<string, unknown>;
  unreadable: { file: string; message: string }[];
}

/** Reads and parses every `*.json` file under `dir` (the one walk of a folder), naming line and column of bad JSON. */
export function readJsonFolder(dir: string): JsonFolder {
  const folder: JsonFolder = { files: {}, unreadable: [] };
  const paths = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
  for (const path of paths) {
    const parsed = parseJson(readFileSync(join(dir, path), 'utf8'));
    if (parsed.ok) folder.files[path] = parsed.value;
    else folder.unreadable.push({ file: path, message: parsed.message });
  }
  return folder;
}

/** Reads and parses one JSON file, naming the file and the place of a mistake. */
export function readJsonFile(file: string): unknown {
  const parsed = parseJson(readFileSync(file, 'utf8'));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.message}`);
  return parsed.value;
}

/** A `schemas/` folder the server or a build cannot use: every problem with its file. */
export class SchemaFolderError extends Error {
  constructor(dir: string, problems: { file: string; message: string }[]) {
    super(`${dir}: ${problems.map((p) => `${p.file}: ${p.message}`).join('; ')} (npm run schemas:check tells more)`);
    this.name = 'SchemaFolderError';
  }
}

/**
 * The catalogue of a `schemas/` folder, read afresh (the Vite plugin, after an edit). Files
 * that are not JSON, and manifests naming forms that do not exist, stop it with their names.
 */
export function readSchemaCatalog(dir: string = SCHEMAS_DIR): SchemaCatalog {
  const { files, unreadable } = readJsonFolder(dir);
  if (unreadable.length) throw new SchemaFolderError(dir, unreadable);
  const catalog = createSchemaCatalog(files);
  const formIds = new Set(catalog.forms.ids);
  const problems = catalog.wizards.flatMap((manifest) =>
    Array.isArray(manifest.steps) ? manifestProblems(manifest, formIds).map((p) => ({ file: `wizards/${manifest.id}.json${p.pointer}`, message: p.message })) : [],
  );
  for (const chooser of catalog.choosers) {
    for (const form of Array.isArray(chooser.options) ? chooser.options.map((o) => o.form) : []) {
      if (!formIds.has(form)) problems.push({ file: `choosers/${chooser.id}.json`, message: `names a form that does not exist: "${form}"` });
    }
  }
  if (problems.length) throw new SchemaFolderError(dir, problems);
  return catalog;
}

const catalogs = new Map<string, SchemaCatalog>();

/** The catalogue of a `schemas/` folder, read once per process: schemas ship with the release. */
export function schemaCatalogOf(dir: string = SCHEMAS_DIR): SchemaCatalog {
  let catalog = catalogs.get(dir);
  if (!catalog) catalogs.set(dir, (catalog = readSchemaCatalog(dir)));
  return catalog;
}
