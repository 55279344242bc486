import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { SchemaProject } from '../engine/checks/check-project.ts';
import { createAjv } from '../validation/create-ajv.ts';
import { CELL_NAMES, FIELD_NAMES, WIDGET_NAMES } from '../../renderers/renderer-names.ts';

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** Reads a `schemas/` folder and the locale catalogues into what the checks need. */
export function loadSchemaProject(schemasDir: string, localesDir: string): SchemaProject {
  const files: Record<string, unknown> = {};
  const unreadable: SchemaProject['unreadable'] = [];
  for (const path of jsonFiles(schemasDir)) {
    try {
      files[path] = JSON.parse(readFileSync(join(schemasDir, path), 'utf8'));
    } catch (error) {
      unreadable.push({ file: path, message: `invalid JSON: ${(error as Error).message}` });
    }
  }
  const catalogues: SchemaProject['catalogues'] = {};
  for (const locale of readdirSync(localesDir)) {
    const messages: Record<string, string> = {};
    for (const file of jsonFiles(join(localesDir, locale))) {
      Object.assign(messages, JSON.parse(readFileSync(join(localesDir, locale, file), 'utf8')));
    }
    catalogues[locale] = messages;
  }
  const rules = (createAjv() as unknown as { RULES: { all: Record<string, unknown> } }).RULES.all;
  return {
    files,
    unreadable,
    catalogues,
    widgetNames: WIDGET_NAMES,
    fieldNames: FIELD_NAMES,
    cellNames: CELL_NAMES,
    knownKeywords: new Set(Object.keys(rules)),
  };
}
