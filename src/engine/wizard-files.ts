import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readJsonFile, SCHEMA_BASE_URI, SCHEMAS_DIR } from './schema-files.ts';
import { conditionId, type WizardManifest } from './wizard.ts';

/** The wizard manifests of `schemas/wizards/` (Node only). */
export function loadWizardManifests(schemasDir: string = SCHEMAS_DIR): WizardManifest[] {
  const dir = join(schemasDir, 'wizards');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => readJsonFile(join(dir, name)) as WizardManifest);
}

/**
 * Every step condition (`when`) as a schema to precompile, under `wizards/<wizard>#<step>`:
 * the browser decides which steps to show with the same compiled rules the server uses.
 */
export function loadWizardConditions(schemasDir: string = SCHEMAS_DIR): { id: string; uri: string; schema: object }[] {
  return loadWizardManifests(schemasDir).flatMap((manifest) =>
    manifest.steps
      .filter((step) => step.when)
      .map((step) => ({
        id: conditionId(manifest.id, step.id),
        uri: `${SCHEMA_BASE_URI}wizards/${manifest.id}/when/${step.id}`,
        schema: step.when as object,
      })),
  );
}
