import standaloneCode from 'ajv/dist/standalone/index.js';
import { fileURLToPath } from 'node:url';
import { createAjv, type SharedSchema } from './create-ajv.ts';
import { RUNTIME_MODULE } from './keywords.ts';
import { addFormWithRowsApart } from './table-rows-apart.ts';

/** Path of the runtime module generated validators import (`src/validation/runtime.ts`). */
export const RUNTIME_PATH = fileURLToPath(new URL('./runtime.ts', import.meta.url));

/** A schema to precompile: `id` is its key in the exported `validators` object. */
export interface StandaloneSchema {
  id: string;
  schema: object;
  /** URI that relative `$ref`s resolve against (see `SCHEMA_BASE_URI`); defaults to `id`. */
  uri?: string;
  /** Pointers of the arrays whose rows are validated apart, each row once while it is unchanged (`table-rows-apart.ts`). */
  tables?: readonly string[];
}

export interface StandaloneOptions {
  /** Shared definitions the schemas `$ref` (`schemas/_defs`). */
  shared?: readonly SharedSchema[];
  /** Import specifier of the runtime module; defaults to {@link RUNTIME_PATH}. */
  runtimeImport?: string;
}

// Ajv's own runtime helpers that generated code may `require`, and their runtime.ts names.
const AJV_HELPERS: Record<string, string> = {
  'ajv/dist/runtime/ucs2length': 'ucs2length',
  'ajv/dist/runtime/equal': 'equal',
};

// Ajv's ESM output still `require`s helpers (ajv#2209); each becomes a property of one
// imported namespace, and anything unexpected stops the build rather than break the page.
function linkRuntime(code: string): string {
  return code.replace(/require\("([^"]+)"\)(\.default)?/g, (match, specifier: string, viaDefault?: string) => {
    if (specifier === RUNTIME_MODULE && !viaDefault) return '__rt';
    const helper = AJV_HELPERS[specifier];
    if (helper && viaDefault) return `__rt.${helper}`;
    throw new Error(`compileStandalone: generated code needs ${match}, which runtime.ts does not provide`);
  });
}

/**
 * Compiles schemas at build time into one ES module exporting
 * `validators: Record<id, validate>`. The module imports only `runtime.ts`: no Ajv, and no
 * `eval`/`new Function`, so pages run under a CSP without `unsafe-eval`.
 */
export function compileStandalone(schemas: readonly StandaloneSchema[], options: StandaloneOptions = {}): string {
  return createStandaloneCompiler(options)(schemas);
}

/**
 * One Ajv for many modules, as the build makes one per form: building an Ajv (its meta-schemas
 * and the portal's keywords) cost about as much as compiling a form, and the shared definitions
 * each form refers to are compiled once instead of once per form. Each module still holds only
 * the code its own schemas reach. A schema is added once under its key; asked for again (the
 * module of every form beside a form's own), it is reused.
 */
export function createStandaloneCompiler(options: StandaloneOptions = {}): (schemas: readonly StandaloneSchema[]) => string {
  const ajv = createAjv({ shared: options.shared, standalone: true, tableRowsApart: true });
  const rowKeysOf = new Map<string, string[]>();
  const runtime = JSON.stringify(options.runtimeImport ?? RUNTIME_PATH);
  return (schemas) => {
    const exportNames: Record<string, string> = {};
    const rows: string[] = [];
    schemas.forEach(({ schema, id, uri, tables = [] }, i) => {
      const key = uri ?? id;
      if (!rowKeysOf.has(key)) rowKeysOf.set(key, addFormWithRowsApart(ajv, key, schema, tables));
      for (const rowKey of rowKeysOf.get(key)!) exportNames[`__row${rows.push(rowKey) - 1}`] = rowKey;
      exportNames[`__form${i}`] = key;
    });
    const body = linkRuntime(standaloneCode(ajv, exportNames));
    if (/\beval\s*\(|new\s+Function\b/.test(body)) throw new Error('compileStandalone: generated code evaluates strings');
    const entries = schemas.map(({ id }, i) => `${JSON.stringify(id)}: __form${i}`).join(',\n  ');
    // the forms' `tableRows` keywords find their row validators by key when they validate
    const register = rows.length ? `__rt.registerTableRows({\n  ${rows.map((key, i) => `${JSON.stringify(key)}: __row${i}`).join(',\n  ')}\n});\n` : '';
    return `import * as __rt from ${runtime};\n${body}\n${register}export const validators = {\n  ${entries}\n};\n`;
  };
}
