import { resolvePointer } from './json-pointer.ts';
import { isOnlyGreek } from '../validation/rules/text.ts';
import type { WizardAnswers, WizardManifest } from './wizard.ts';

/**
 * One answer a new application starts with, taken from what the applicant's profile already
 * holds: `from` points into the profile, `to` into the answers (starting with a step id);
 * `as: "list"` puts a single value (the profile's one standing order) into a list of files.
 */
export interface PrefillRule {
  from: string;
  to: string;
  as?: 'list';
  /** Taken only when the value passes this rule (a name asked in Greek is not filled with a Latin spelling). */
  onlyIf?: keyof typeof CONDITIONS;
}

const CONDITIONS = { onlyGreekChars: isOnlyGreek } as const;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function setAt(target: Record<string, unknown>, pointer: string, value: unknown) {
  const keys = pointer.replace(/^\//, '').split('/');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    node = (node[key] = typeof next === 'object' && next !== null && !Array.isArray(next) ? next : {}) as Record<string, unknown>;
  }
  node[keys.at(-1)!] = value;
}

/**
 * The answers a new application starts from, so nobody is asked again what the portal
 * knows (their handling sites, their standing order, their address); each can be changed.
 */
export function prefilledAnswers(manifest: WizardManifest, profile: unknown): WizardAnswers {
  const answers: WizardAnswers = {};
  for (const rule of manifest.prefill ?? []) {
    const { found, value } = resolvePointer(profile, rule.from);
    if (!found || isEmpty(value)) continue;
    if (rule.onlyIf && !CONDITIONS[rule.onlyIf](value)) continue;
    setAt(answers, rule.to, rule.as === 'list' ? [value] : structuredClone(value));
  }
  return answers;
}
