import type Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import { relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readJsonFile, schemaCatalogOf, SCHEMAS_DIR } from '../engine/schema-folder.ts';
import { SCHEMA_BASE_URI } from '../engine/schema-base.ts';
import type { SchemaCatalog, SchemaFile } from '../engine/schema-catalog.ts';
import { CLOSED_QUERY, closedForm } from './closed-forms.ts';
import { createAjv } from './create-ajv.ts';
import { toIssues } from './issues.ts';
import type { ValidationIssue } from './types.ts';

/** Thrown for a form id that no `schemas/**\/*.schema.json` file defines. */
export class UnknownFormError extends Error {
  constructor(readonly formId: string, readonly known: readonly string[]) {
    super(`unknown form "${formId}"`);
    this.name = 'UnknownFormError';
  }
}

/** Server-side validation against the schemas of one `schemas/` folder (Ajv compiles on first use). */
export interface FormRegistry {
  /** Validates `data` against a form (by id, e.g. `bio/parcels`, or `_defs/parcel`) or a schema object. */
  validate(form: string | object, data: unknown): ValidationIssue[];
  /**
   * Validates a request body that carries a form: as `validate`, with the form closed
   * (closed-forms.ts), so a field the form does not declare, at any depth, is an issue.
   */
  validateClosed(form: string, data: unknown): ValidationIssue[];
  /** Validates `data` against any schema file; inside `schemas/` its `$ref`s resolve as in forms. */
  validateFile(file: string, data: unknown): ValidationIssue[];
  /** Ids of all forms and shared definitions. */
  ids(): string[];
  /** Compiles a form's validator now, so that its first `validate` does not (a warm-up). */
  prepare(form: string): void;
}

/**
 * Creates a registry over a `schemas/` folder's catalogue (src/engine/schema-folder.ts), read
 * once, on first use; or over a catalogue already read.
 */
export function createFormRegistry(source: string | SchemaCatalog = SCHEMAS_DIR): FormRegistry {
  const schemasDir = typeof source === 'string' ? source : SCHEMAS_DIR;
  let loaded: { files: SchemaFile[]; ajv: Ajv2020 } | undefined;
  const bySchema = new WeakMap<object, ValidateFunction>();

  const load = () => {
    if (!loaded) {
      const catalog = typeof source === 'string' ? schemaCatalogOf(source) : source;
      // the shared definitions closed too, for the closed forms' `$ref`s (compiled only when one is used)
      const closedDefs = catalog.defs.map((def) => ({ uri: `${def.uri}${CLOSED_QUERY}`, schema: closedForm(def.schema) }));
      loaded = { files: [...catalog.formFiles, ...catalog.defs], ajv: createAjv({ shared: [...catalog.defs, ...closedDefs] }) };
    }
    return loaded;
  };

  // Ajv caches compiled schemas by key, so each form is compiled once per process.
  const byUri = (uri: string, schema: () => object): ValidateFunction => {
    const { ajv } = load();
    if (!ajv.getSchema(uri)) ajv.addSchema(schema(), uri);
    return ajv.getSchema(uri) as ValidateFunction;
  };

  const run = (validate: ValidateFunction, data: unknown) => (validate(data) ? [] : toIssues(validate.errors));

  const validatorOf = (form: string, closed = false): ValidateFunction => {
    const file = load().files.find((f) => f.id === form);
    if (!file) throw new UnknownFormError(form, load().files.map((f) => f.id));
    // the closed copy under a URI of its own (its relative `$ref`s resolve the same)
    return closed ? byUri(`${file.uri}${CLOSED_QUERY}`, () => closedForm(file.schema)) : byUri(file.uri, () => file.schema);
  };

  return {
    ids: () => load().files.map((f) => f.id),
    validate(form, data) {
      if (typeof form !== 'string') {
        let validate = bySchema.get(form);
        if (!validate) bySchema.set(form, (validate = load().ajv.compile(form)));
        return run(validate, data);
      }
      return run(validatorOf(form), data);
    },
    validateClosed(form, data) {
      return run(validatorOf(form, true), data);
    },
    prepare(form) {
      validatorOf(form);
    },
    validateFile(file, data) {
      const path = relative(schemasDir, resolve(file));
      const inside = !path.startsWith('..') && !path.startsWith(sep) && !/^[a-zA-Z]:/.test(path);
      const uri = inside ? SCHEMA_BASE_URI + path.split(sep).join('/') : pathToFileURL(resolve(file)).href;
      return run(byUri(uri, () => readJsonFile(resolve(file)) as object), data);
    },
  };
}

let defaultRegistry: FormRegistry | undefined;

/**
 * Validates `data` against a form of the repository's `schemas/` (by id) or a schema object,
 * with the same keywords and message ids as the browser. Empty array = valid.
 * @throws {UnknownFormError} for an id no schema file defines.
 */
export function validateForm(form: string | object, data: unknown): ValidationIssue[] {
  defaultRegistry ??= createFormRegistry();
  return defaultRegistry.validate(form, data);
}

/**
 * Validates a request body that carries a form of the repository's `schemas/` (by id), with
 * the form closed: as `validateForm`, and a field the form does not declare is an issue.
 * @throws {UnknownFormError} for an id no schema file defines.
 */
export function validateFormBody(form: string, data: unknown): ValidationIssue[] {
  defaultRegistry ??= createFormRegistry();
  return defaultRegistry.validateClosed(form, data);
}
