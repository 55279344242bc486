import { _, type CodeGen, type KeywordCxt, type Name } from 'ajv';
import * as runtime from './runtime.ts';

// What the portal's code-generating keywords share (keywords.ts, keywords-lists.ts): the
// runtime functions they call and the check of their values.

/**
 * Placeholder module name in generated code. Standalone output turns `require(RUNTIME_MODULE)`
 * into an import of `src/validation/runtime.ts`, so browser validators call the same functions
 * the server's Ajv calls (through `ref`).
 */
export const RUNTIME_MODULE = '@portal/validation-runtime';

export type RuntimeFn = Exclude<keyof typeof runtime, 'formats'>;

// A scope value with `code` is what lets Ajv's standalone mode emit a reference to the function
// instead of failing: the server runs `ref`, the generated module runs `code`.
export function useRuntime(gen: CodeGen, name: RuntimeFn): Name {
  return gen.scopeValue('func', { ref: runtime[name], code: _`require(${RUNTIME_MODULE})[${name}]` });
}

// Bad keyword values are analysts' typos; failing at compile time makes `schemas:check` and the
// build name them instead of silently rejecting every answer.
export function assertSchema(ok: boolean, cxt: KeywordCxt, expected: string): void {
  if (!ok) throw new Error(`${cxt.keyword}: ${JSON.stringify(cxt.schema)} is not ${expected}`);
}
