import { join } from 'node:path';
import type { Plugin } from 'vite';
import { readSchemaCatalog, SCHEMAS_DIR } from '../engine/schema-folder.ts';
import { createStandaloneCompiler, RUNTIME_PATH, type StandaloneSchema } from './standalone.ts';
import { tablePointers } from './table-rows-apart.ts';

/** The module id of every precompiled validator at once (wizards, stories, component tests). */
export const FORM_VALIDATORS_MODULE = 'virtual:form-validators';
/** `virtual:form-validator/<form id>`: the one validator of a form and the form itself, a chunk of its own. */
export const FORM_VALIDATOR_PREFIX = 'virtual:form-validator/';
/** The module mapping each form id to the dynamic import of its validator. */
export const FORM_VALIDATOR_LOADERS_MODULE = 'virtual:form-validator-loaders';
/** `virtual:wizard-validators/<wizard id>`: the validators of one wizard's step forms and step conditions. */
export const WIZARD_VALIDATORS_PREFIX = 'virtual:wizard-validators/';
/** The module mapping each wizard id to the dynamic import of its validators. */
export const WIZARD_VALIDATOR_LOADERS_MODULE = 'virtual:wizard-validator-loaders';
const OUR_IDS = [FORM_VALIDATORS_MODULE, FORM_VALIDATOR_LOADERS_MODULE, WIZARD_VALIDATOR_LOADERS_MODULE];
const PREFIXES = [FORM_VALIDATOR_PREFIX, WIZARD_VALIDATORS_PREFIX];
const isOurs = (id: string) => OUR_IDS.includes(id) || PREFIXES.some((prefix) => id.startsWith(prefix));

type Catalog = ReturnType<typeof readSchemaCatalog>;

/**
 * The folder read once and one compiler for the modules generated from it: a build asks for
 * about a hundred of them, each of which read the folder and built an Ajv of its own (a fifth
 * of the app's build). The plugin drops it when a schema changes.
 */
export interface SchemaFolderBuild {
  catalog: Catalog;
  compile: (schemas: readonly StandaloneSchema[]) => string;
}

export function readSchemaFolderBuild(schemasDir: string = SCHEMAS_DIR): SchemaFolderBuild {
  const catalog = readSchemaCatalog(schemasDir);
  return { catalog, compile: createStandaloneCompiler({ shared: catalog.defs, runtimeImport: RUNTIME_PATH }) };
}

/**
 * A form as the browser validates it: the rows of its tables apart, each checked again only
 * when it changed (`table-rows-apart.ts`). The server and the CLI compile the form whole.
 */
const browserForm = (catalog: Catalog, { id, uri, schema }: Catalog['formFiles'][number]): StandaloneSchema => ({
  id,
  uri,
  schema,
  tables: tablePointers(schema, catalog.forms.get(id)?.uiSchema),
});

/** Generates the `validators` module from the folder's catalogue: every form and every step condition. */
export function generateFormValidators(schemasDir: string = SCHEMAS_DIR, build = readSchemaFolderBuild(schemasDir)): { code: string; files: string[] } {
  const { catalog, compile } = build;
  const code = compile([...catalog.formFiles.map((form) => browserForm(catalog, form)), ...catalog.conditions()]);
  const wizardFiles = catalog.wizards.map((w) => `wizards/${w.id}.json`);
  return { code, files: [...catalog.formFiles.map((f) => f.path), ...catalog.defs.map((f) => f.path), ...wizardFiles].map((p) => join(schemasDir, p)) };
}

/** The module of one form's validator (`validators[formId]`), compiled on its own, and the form (`form`). */
export function generateFormValidator(formId: string, schemasDir: string = SCHEMAS_DIR, build = readSchemaFolderBuild(schemasDir)): { code: string; files: string[] } {
  const { catalog, compile } = build;
  const form = catalog.formFiles.find((f) => f.id === formId);
  if (!form) throw new Error(`${FORM_VALIDATOR_PREFIX}${formId}: no form schemas/${formId}.schema.json`);
  const code = compile([browserForm(catalog, form)]);
  // the form itself rides along (bundled schema, ui schema): a screen showing one form
  // downloads that form, not the whole schemas/ folder
  const entry = catalog.forms.get(formId)!;
  const formModule = `export const form = JSON.parse(${JSON.stringify(JSON.stringify({ schema: entry.schema, uiSchema: entry.uiSchema }))});\n`;
  return { code: code + formModule, files: [form.path, `${formId}.ui.json`, ...catalog.defs.map((f) => f.path)].map((p) => join(schemasDir, p)) };
}

/** `loaders[formId]()`: the dynamic import of each form's validator module. */
export function generateValidatorLoaders(schemasDir: string = SCHEMAS_DIR, { catalog } = readSchemaFolderBuild(schemasDir)): { code: string; files: string[] } {
  const entries = catalog.formFiles.map(({ id }) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(FORM_VALIDATOR_PREFIX + id)})`);
  return { code: `export const loaders = {\n${entries.join(',\n')}\n};\n`, files: catalog.formFiles.map((f) => join(schemasDir, f.path)) };
}

/**
 * A wizard as its screens first need it: its manifest, each step with its title (its form's
 * when the manifest names none: the list of steps shows every title), and the validators of its
 * step conditions. Each step's form comes with its own validator as a chunk of its own
 * (`virtual:form-validator/<form id>`): a screen waits for the open step's only and fetches the
 * others once it shows. The forms and their validators were nineteen twentieths of this chunk,
 * which the first step of a new application waited for.
 */
export function generateWizardValidators(wizardId: string, schemasDir: string = SCHEMAS_DIR, build = readSchemaFolderBuild(schemasDir)): { code: string; files: string[] } {
  const { catalog, compile } = build;
  const manifest = catalog.wizards.find((w) => w.id === wizardId);
  if (!manifest) throw new Error(`${WIZARD_VALIDATORS_PREFIX}${wizardId}: no wizard schemas/wizards/${wizardId}.json`);
  const conditions = catalog.conditions().filter((condition) => condition.id.startsWith(`wizards/${wizardId}#`));
  const code = compile(conditions);
  const titled = { ...manifest, steps: manifest.steps.map((step) => ({ ...step, title: step.title ?? String(catalog.forms.get(step.form)?.schema.title ?? step.form) })) };
  const stepForms = [...new Set(manifest.steps.map((step) => step.form))];
  return {
    code: code + `export const manifest = JSON.parse(${JSON.stringify(JSON.stringify(titled))});\n`,
    files: [...stepForms.map((id) => `${id}.schema.json`), ...catalog.defs.map((f) => f.path), `wizards/${wizardId}.json`].map((p) => join(schemasDir, p)),
  };
}

/** `loaders[wizardId]()`: the dynamic import of each wizard's validators. */
export function generateWizardValidatorLoaders(schemasDir: string = SCHEMAS_DIR, { catalog } = readSchemaFolderBuild(schemasDir)): { code: string; files: string[] } {
  const entries = catalog.wizards.map(({ id }) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(WIZARD_VALIDATORS_PREFIX + id)})`);
  return { code: `export const loaders = {\n${entries.join(',\n')}\n};\n`, files: catalog.wizards.map(({ id }) => join(schemasDir, `wizards/${id}.json`)) };
}

const generate = (id: string, schemasDir: string, build: SchemaFolderBuild) => {
  if (id === FORM_VALIDATORS_MODULE) return generateFormValidators(schemasDir, build);
  if (id === FORM_VALIDATOR_LOADERS_MODULE) return generateValidatorLoaders(schemasDir, build);
  if (id === WIZARD_VALIDATOR_LOADERS_MODULE) return generateWizardValidatorLoaders(schemasDir, build);
  if (id.startsWith(WIZARD_VALIDATORS_PREFIX)) return generateWizardValidators(id.slice(WIZARD_VALIDATORS_PREFIX.length), schemasDir, build);
  return generateFormValidator(id.slice(FORM_VALIDATOR_PREFIX.length), schemasDir, build);
};

/**
 * Vite plugin serving `virtual:form-validators`: one precompiled Ajv validator per form id
 * (`bio/parcels`, `forms/login`, …), compiled at build time so the browser never compiles a
 * schema. A broken schema fails the build with Ajv's message. Screens load only the
 * validator of the form they show (`virtual:form-validator-loaders`, one chunk per form id);
 * a wizard's screens load the wizard (`virtual:wizard-validator-loaders`) and its steps'
 * forms with their validators, the open step's first; the
 * module of all of them is for stories, component tests and the server's comparison test.
 */
export function formValidatorsPlugin(options: { schemasDir?: string } = {}): Plugin {
  const schemasDir = options.schemasDir ?? SCHEMAS_DIR;
  let build: SchemaFolderBuild | undefined; // read afresh at each build and after an edit
  return {
    name: 'portal:form-validators',
    buildStart() {
      build = undefined;
    },
    // the filters keep the bundler from calling these hooks for every other module
    resolveId: { filter: { id: /^virtual:(?:form-validator|wizard-validator)/ }, handler: (id) => (isOurs(id) ? `\0${id}` : undefined) },
    load: {
      filter: { id: /^\0virtual:(?:form-validator|wizard-validator)/ },
      handler(id) {
        if (!isOurs(id.slice(1))) return undefined;
        build ??= readSchemaFolderBuild(schemasDir);
        const { code, files } = generate(id.slice(1), schemasDir, build);
        for (const file of files) this.addWatchFile(file);
        return code;
      },
    },
    // A schema or manifest edited, added or removed in dev: regenerate the module and let HMR carry it
    // to the forms (watching alone would not invalidate a virtual module).
    hotUpdate({ file, modules }) {
      const relevant = file.endsWith('.schema.json') || file.endsWith('.ui.json') || file.startsWith(join(schemasDir, 'wizards'));
      if (!file.startsWith(schemasDir) || !relevant) return undefined;
      build = undefined;
      const graph = this.environment.moduleGraph;
      const ours = [...graph.idToModuleMap.values()].filter((m) => m.id?.startsWith('\0') && isOurs(m.id.slice(1)));
      if (!ours.length) return undefined;
      for (const module of ours) graph.invalidateModule(module);
      return [...modules, ...ours];
    },
  };
}
