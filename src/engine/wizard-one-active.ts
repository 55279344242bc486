import { resolvePointer } from './json-pointer.ts';
import type { WizardAnswers, WizardManifest } from './wizard.ts';

/** A list's values; a single answer as a list of one; nothing answered, none. */
export const valuesAt = (answers: unknown, pointer: string): unknown[] => {
  const value = resolvePointer(answers, pointer).value;
  if (Array.isArray(value)) return value.filter((v) => v !== null && v !== '');
  return value === undefined || value === null || value === '' ? [] : [value];
};

/**
 * What an application covers, as comparable keys, by the manifest's `oneActiveApplicationPer`
 * pointers: every combination of their values (organic: each activity for each sub-scope;
 * GLOBALG.A.P.: the standard). The first pointer must hold an answer (none: the application
 * covers nothing yet); a later one left empty stands for "any" as one value of its own, so
 * activities without sub-scopes collide with the same activities without sub-scopes. Two
 * active applications of one customer that share a key are duplicates.
 */
export function coveredKeys(manifest: Pick<WizardManifest, 'oneActiveApplicationPer'>, answers: WizardAnswers | unknown): Set<string> {
  const [first, ...rest] = manifest.oneActiveApplicationPer ?? [];
  if (!first) return new Set();
  let keys: unknown[][] = valuesAt(answers, first).map((v) => [v]);
  for (const pointer of rest) {
    const values = valuesAt(answers, pointer);
    const each = values.length ? values : ['*'];
    keys = keys.flatMap((key) => each.map((v) => [...key, v]));
  }
  return new Set(keys.map((key) => JSON.stringify(key)));
}
