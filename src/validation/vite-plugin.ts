import { join } from 'node:path';
import type { Plugin } from 'vite';
import { readSchemaCatalog, SCHEMAS_DIR } from '../engine/schema-folder.ts';
import { compileStandalone, RUNTIME_PATH } from './standalone.ts';

/** The module id the browser imports precompiled validators from. */
export const FORM_VALIDATORS_MODULE = 'virtual:form-validators';
const RESOLVED_ID = `\0${FORM_VALIDATORS_MODULE}`;

/** Generates the `validators` module from the folder's catalogue: every form and every step condition. */
export function generateFormValidators(schemasDir: string = SCHEMAS_DIR): { code: string; files: string[] } {
  const catalog = readSchemaCatalog(schemasDir); // afresh: this runs again after an edit
  const code = compileStandalone(
    [...catalog.formFiles.map(({ id, uri, schema }) => ({ id, uri, schema })), ...catalog.conditions()],
    { shared: catalog.defs, runtimeImport: RUNTIME_PATH },
  );
  const wizardFiles = catalog.wizards.map((w) => `wizards/${w.id}.json`);
  return { code, files: [...catalog.formFiles.map((f) => f.path), ...catalog.defs.map((f) => f.path), ...wizardFiles].map((p) => join(schemasDir, p)) };
}

/**
 * Vite plugin serving `virtual:form-validators`: one precompiled Ajv validator per form id
 * (`bio/parcels`, `forms/login`, …), compiled at build time so the browser never compiles a
 * schema. A broken schema fails the build with Ajv's message.
 */
export function formValidatorsPlugin(options: { schemasDir?: string } = {}): Plugin {
  const schemasDir = options.schemasDir ?? SCHEMAS_DIR;
  return {
    name: 'portal:form-validators',
    resolveId: (id) => (id === FORM_VALIDATORS_MODULE ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { code, files } = generateFormValidators(schemasDir);
      for (const file of files) this.addWatchFile(file);
      return code;
    },
    // A schema or manifest edited, added or removed in dev: regenerate the module and let HMR carry it
    // to the forms (watching alone would not invalidate a virtual module).
    hotUpdate({ file, modules }) {
      const relevant = file.endsWith('.schema.json') || file.startsWith(join(schemasDir, 'wizards'));
      if (!file.startsWith(schemasDir) || !relevant) return undefined;
      const graph = this.environment.moduleGraph;
      const module = graph.getModuleById(RESOLVED_ID);
      if (!module) return undefined;
      graph.invalidateModule(module);
      return [...modules, module];
    },
  };
}
