import type { Plugin } from 'vite';
import { loadSchemaSet, SCHEMAS_DIR } from '../engine/schema-files.ts';
import { compileStandalone, RUNTIME_PATH } from './standalone.ts';
import { loadWizardConditions } from '../engine/wizard-files.ts';

/** The module id the browser imports precompiled validators from. */
export const FORM_VALIDATORS_MODULE = 'virtual:form-validators';
const RESOLVED_ID = `\0${FORM_VALIDATORS_MODULE}`;

/** Generates the `validators` module from every `*.schema.json` under `schemas/`. */
export function generateFormValidators(schemasDir: string = SCHEMAS_DIR): { code: string; files: string[] } {
  const { forms, defs } = loadSchemaSet(schemasDir);
  const conditions = loadWizardConditions(schemasDir);
  const code = compileStandalone(
    [...forms.map(({ id, uri, schema }) => ({ id, uri, schema })), ...conditions],
    { shared: defs, runtimeImport: RUNTIME_PATH },
  );
  return { code, files: [...forms, ...defs].map((f) => f.file) };
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
    // A schema edited, added or removed in dev: regenerate the module and let HMR carry it
    // to the forms (watching alone would not invalidate a virtual module).
    hotUpdate({ file, modules }) {
      if (!file.startsWith(schemasDir) || !file.endsWith('.schema.json')) return undefined;
      const graph = this.environment.moduleGraph;
      const module = graph.getModuleById(RESOLVED_ID);
      if (!module) return undefined;
      graph.invalidateModule(module);
      return [...modules, module];
    },
  };
}
