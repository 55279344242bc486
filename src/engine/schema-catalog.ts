import { bundleSchema } from './resolve-refs.ts';
import { SCHEMA_BASE_URI } from './schema-base.ts';
import { conditionId, type WizardManifest } from './wizard.ts';
import { chooseForm, type FormChooser } from './form-chooser.ts';

type Json = Record<string, unknown>;

const SCHEMA_SUFFIX = '.schema.json';
// Folders whose files are not forms: building blocks, descriptions of the files, sample
// answers, wizard manifests, published revisions. The one definition of "which file is a form".
const NOT_FORMS = /^(_defs|_meta|fixtures|wizards|choosers|published)\//;

/** `bio/parcels.schema.json` is a form; `_defs/parcel.schema.json`, `_meta/…`, fixtures and wizards are not. */
export const isFormPath = (path: string) => path.endsWith(SCHEMA_SUFFIX) && !NOT_FORMS.test(path);
/** A shared definition (`_defs/*.schema.json`), referenced by forms. */
export const isDefPath = (path: string) => path.startsWith('_defs/') && path.endsWith(SCHEMA_SUFFIX);
/** A wizard manifest (`wizards/<id>.json`; not its migrations, `wizards/<id>.migrations.json`). */
export const isWizardPath = (path: string) => /^wizards\/[^/]+\.json$/.test(path) && !isMigrationsPath(path);
/** A wizard's migrations (`wizards/<id>.migrations.json`, docs/revisions.md). */
export const isMigrationsPath = (path: string) => /^wizards\/[^/]+\.migrations\.json$/.test(path);
/** A form chooser (`choosers/<id>.json`): which form code uses for a registration kind, a profile. */
export const isChooserPath = (path: string) => /^choosers\/[^/]+\.json$/.test(path);
/** A ui schema (`<form id>.ui.json`). */
export const isUiPath = (path: string) => path.endsWith('.ui.json') && !NOT_FORMS.test(path);
/** Sample answers of a form (`fixtures/<form id>.json`). */
export const isFixturePath = (path: string) => path.startsWith('fixtures/') && path.endsWith('.json');
/** Form id of a schema file path: `bio/parcels.schema.json` → `bio/parcels`. */
export const schemaIdOf = (path: string) => path.slice(0, -SCHEMA_SUFFIX.length);

/** One `*.schema.json` file as Ajv takes it: its id, path under schemas/, URI and content. */
export interface SchemaFile {
  id: string;
  path: string;
  uri: string;
  schema: Json;
}

/** A form as renderers need it: schema with references bundled, ui schema, sample answers. */
export interface FormEntry {
  id: string;
  schema: Json;
  uiSchema: Json;
  fixture: unknown;
}

const schemaFile = (path: string, schema: unknown): SchemaFile => ({
  id: schemaIdOf(path),
  path,
  uri: SCHEMA_BASE_URI + path,
  schema: schema as Json,
});

/**
 * The catalogue of a `schemas/` folder, given its parsed files as `{ 'bio/parcels.schema.json':
 * json }`. Framework-free: the browser feeds it from a bundler glob, Node from
 * `readSchemaCatalog` (src/engine/schema-folder.ts), the one walk of the folder.
 */
export function createSchemaCatalog(files: Record<string, unknown>) {
  const paths = Object.keys(files).sort();
  const byId = (a: SchemaFile, b: SchemaFile) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const formFiles = paths.filter(isFormPath).map((path) => schemaFile(path, files[path])).sort(byId);
  const defs = paths.filter(isDefPath).map((path) => schemaFile(path, files[path]));
  const wizards = paths.filter(isWizardPath).map((path) => files[path] as WizardManifest);
  const choosers = paths.filter(isChooserPath).map((path) => files[path] as FormChooser);
  const chooser = (id: string) => {
    const found = choosers.find((c) => c.id === id);
    if (!found) throw new Error(`no form chooser schemas/choosers/${id}.json`);
    return found;
  };
  const byUri = (uri: string) => files[uri.slice(SCHEMA_BASE_URI.length)] as Json | undefined;
  const cache = new Map<string, FormEntry>();
  const forms = {
    ids: formFiles.map((f) => f.id),
    /** The form with its references bundled; undefined for an id that is no form. */
    get(id: string): FormEntry | undefined {
      const cached = cache.get(id);
      if (cached) return cached;
      const path = `${id}${SCHEMA_SUFFIX}`;
      if (!isFormPath(path) || !files[path]) return undefined;
      const entry: FormEntry = {
        id,
        schema: bundleSchema(files[path] as Json, SCHEMA_BASE_URI + path, byUri),
        uiSchema: (files[`${id}.ui.json`] as Json | undefined) ?? {},
        fixture: files[`fixtures/${id}.json`],
      };
      cache.set(id, entry);
      return entry;
    },
  };
  return {
    files,
    forms,
    /** Forms and shared definitions as Ajv registers them. */
    formFiles,
    defs,
    wizards,
    choosers,
    /** A wizard's manifest by its id (`bio`); undefined for an unknown id: nothing is read from a path. */
    wizard: (id: string) => wizards.find((w) => w.id === id),
    /** The form that holds `data` by chooser `id` (`registration`, `profile`): see schemas/choosers/. */
    chooseForm: (id: string, data: unknown) => chooseForm(chooser(id), data),
    /** Every form a chooser can give. */
    formsOf: (id: string) => chooser(id).options.map((option) => option.form),
    /** Every step condition as a schema to compile, under `wizards/<wizard>#<step>`. */
    conditions: () =>
      wizards.flatMap((manifest) =>
        manifest.steps
          .filter((step) => step.when)
          .map((step) => ({
            id: conditionId(manifest.id, step.id),
            uri: `${SCHEMA_BASE_URI}wizards/${manifest.id}/when/${step.id}`,
            schema: step.when as object,
          })),
      ),
  };
}
export type SchemaCatalog = ReturnType<typeof createSchemaCatalog>;
export type FormCatalog = SchemaCatalog['forms'];
