import { equal } from './runtime.ts';

// Words that label a choice without constraining it.
const LABELS = new Set(['title', 'description', '$comment', 'default', 'examples', 'type', 'readOnly']);

/**
 * Whether `data` matches a schema that only names a value (`{ "const": x, "title": … }` or an
 * `enum`), decided without a compiled validator; `undefined` for any other schema. rjsf asks
 * this of every option of a choice list (`oneOf` of `const`) to find the chosen one, and a
 * precompiled validator has no function for each option — the options are also re-keyed by
 * their translated titles, so they could not be precompiled by key anyway.
 */
export function matchChoice(schema: unknown, data: unknown): boolean | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const node = schema as Record<string, unknown>;
  const keys = Object.keys(node).filter((key) => !LABELS.has(key));
  if (keys.length !== 1) return undefined;
  if (keys[0] === 'const') return equal(node.const, data);
  if (keys[0] === 'enum' && Array.isArray(node.enum)) return node.enum.some((value) => equal(value, data));
  return undefined;
}
