import Ajv2020, { _, type Options } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ANSWER_RULE_DEFINITIONS } from './answer-rule-keywords.ts';
import { formats } from './formats.ts';
import { ANNOTATION_KEYWORDS, CUSTOM_KEYWORDS, RUNTIME_MODULE, TABLE_ROWS } from './keywords.ts';

/** A schema to make available to `$ref`, under the URI it is referenced by. */
export interface SharedSchema {
  uri: string;
  schema: object;
}

export interface CreateAjvOptions {
  /** Shared definitions (`schemas/_defs`) to register before compiling forms. */
  shared?: readonly SharedSchema[];
  /** Keep generated source so `ajv/dist/standalone` can emit it (build time only). */
  standalone?: boolean;
  /** Know the `tableRows` keyword: for compiling a form whose table rows are validated apart (`table-rows-apart.ts`), never in a schema file. */
  tableRowsApart?: boolean;
}

/**
 * The one Ajv factory of the portal: browser build, server and CLI all compile with it.
 * Schemas are JSON Schema 2020-12 (the default when `$schema` is absent).
 * - `allErrors`: a form shows every problem at once, not the first one.
 * - `$data`: `phone`, `identification` and `confirmed` read another field's value.
 * - `verbose`: errors carry their schema, which `errorMessage` and rjsf's titles need.
 * - `multipleOf` is the portal's (keywords.ts, rules/decimals.ts): a decimal step
 *   (`multipleOf: 0.0001`, "at most 4 decimals") is decided in decimal digits at any
 *   magnitude; Ajv's floating-point division, even with `multipleOfPrecision`, refused some.
 * - strict schemas: an unknown keyword or format is an analyst's typo and must fail the build;
 *   the type-related strict checks are off because analysts' nullable and union fields trip them.
 */
export function createAjv(options: CreateAjvOptions = {}): Ajv2020 {
  const ajvOptions: Options = {
    allErrors: true,
    $data: true,
    verbose: true,
    strict: true,
    strictSchema: true,
    strictNumbers: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    allowUnionTypes: true,
    // Generated code finds formats in the runtime module (see standalone.ts).
    code: { source: options.standalone === true, esm: true, formats: _`require(${RUNTIME_MODULE}).formats` },
  };
  const ajv = new Ajv2020(ajvOptions);
  addFormats(ajv, { mode: 'full', keywords: true });
  ajv.removeKeyword('multipleOf');
  // The specification's email rule (empty passes); the browser gets it from `formats` too.
  ajv.addFormat('email', formats.email);
  for (const keyword of [...CUSTOM_KEYWORDS, ...ANNOTATION_KEYWORDS, ...ANSWER_RULE_DEFINITIONS]) ajv.addKeyword(keyword);
  if (options.tableRowsApart) ajv.addKeyword(TABLE_ROWS);
  for (const { uri, schema } of options.shared ?? []) ajv.addSchema(schema, uri);
  return ajv;
}
