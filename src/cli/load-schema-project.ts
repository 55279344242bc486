import type { SchemaProject } from '../engine/checks/check-project.ts';
import { readJsonFolder } from '../engine/schema-folder.ts';
import { createAjv } from '../validation/create-ajv.ts';
import { CELL_NAMES, FIELD_NAMES, WIDGET_NAMES } from '../../renderers/renderer-names.ts';

/**
 * Reads a `schemas/` folder and the locale catalogues (`<locales>/<lang>/*.json`) into what
 * the checks need. A file that is not JSON is a problem to report (file, line, column), never a crash.
 */
export function loadSchemaProject(schemasDir: string, localesDir: string): SchemaProject {
  const { files, unreadable } = readJsonFolder(schemasDir);
  const locales = readJsonFolder(localesDir);
  const catalogues: SchemaProject['catalogues'] = {};
  for (const [path, messages] of Object.entries(locales.files)) {
    const [locale] = path.split('/');
    if (path === locale) continue; // a file beside the language folders
    Object.assign((catalogues[locale] ??= {}), messages);
  }
  const rules = (createAjv() as unknown as { RULES: { all: Record<string, unknown> } }).RULES.all;
  return {
    files,
    unreadable: [...unreadable, ...locales.unreadable.map(({ file, message }) => ({ file: `locales/${file}`, message }))],
    catalogues,
    widgetNames: WIDGET_NAMES,
    fieldNames: FIELD_NAMES,
    cellNames: CELL_NAMES,
    knownKeywords: new Set(Object.keys(rules)),
  };
}
