import type { SchemaProject } from '../engine/checks/check-project.ts';
import { readJsonFolder } from '../engine/schema-folder.ts';
import { createAjv } from '../validation/create-ajv.ts';
import { partOf } from '../i18n/namespaces.ts';
import { CELL_NAMES, FIELD_NAMES, WIDGET_NAMES } from '../../renderers/renderer-names.ts';

/**
 * Reads a `schemas/` folder and the locale catalogues (`<locales>/<lang>/*.json`) into what
 * the checks need. A file that is not JSON is a problem to report (file, line, column), never a crash.
 */
export function loadSchemaProject(schemasDir: string, localesDir: string): SchemaProject {
  const { files, unreadable } = readJsonFolder(schemasDir);
  const locales = readJsonFolder(localesDir);
  const catalogues: SchemaProject['catalogues'] = {};
  const stepTitles: Record<string, Set<string>> = {};
  for (const [path, messages] of Object.entries(locales.files)) {
    const [locale] = path.split('/');
    if (path === locale) continue; // a file beside the language folders
    Object.assign((catalogues[locale] ??= {}), messages);
    stepTitles[locale] ??= new Set();
    // texts every signed-in page has (the signed-in layout waits for them: not a questionnaire
    // family's, which come with its forms)
    const part = partOf(path.slice(locale.length + 1).replace(/\.json$/, ''));
    if (part === 'guest' || part === 'fields' || part === 'portal') Object.keys(messages as object).forEach((id) => stepTitles[locale].add(id));
  }
  const brokenLocales = new Set(locales.unreadable.map(({ file }) => file.split('/')[0]));
  const rules = (createAjv() as unknown as { RULES: { all: Record<string, unknown> } }).RULES.all;
  return {
    files,
    unreadable: [...unreadable, ...locales.unreadable.map(({ file, message }) => ({ file: `locales/${file}`, message }))],
    catalogues,
    stepTitles,
    brokenLocales,
    widgetNames: WIDGET_NAMES,
    fieldNames: FIELD_NAMES,
    cellNames: CELL_NAMES,
    knownKeywords: new Set(Object.keys(rules)),
  };
}
