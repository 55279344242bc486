import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { createFormCatalog } from '../../engine/form-catalog.ts';
import { readJsonFile, SCHEMAS_DIR } from '../../engine/schema-files.ts';

/**
 * The forms of a `schemas/` folder with their references bundled, as the browser gets them
 * (for printing answers with their labels). Read once per process: schemas ship with the release.
 */
export function loadFormCatalog(schemasDir: string = SCHEMAS_DIR) {
  const files = readdirSync(schemasDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name));
  return createFormCatalog(
    Object.fromEntries(files.map((file) => [relative(schemasDir, file).split(sep).join('/'), readJsonFile(file)])),
  );
}
