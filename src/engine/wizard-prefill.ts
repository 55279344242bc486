import { setPointer } from './json-pointer.ts';
import type { WizardAnswers, WizardManifest } from './wizard.ts';
import { found, isBlankAnswer, taken, type PlaceNamer, type PrefillRule, type PrefillSources } from './wizard-prefill-rule.ts';

const sourceOf = (rule: PrefillRule) => rule.source ?? 'profile';

/**
 * The answers a new application starts from (the profile's rules), so nobody is asked again
 * what the portal knows (their handling sites, their standing order, their address). Rules
 * for one answer are tried in order and the first that finds a value fills it (the company's
 * name, else the person's). Each answer can be changed. `placeName` names the places of
 * `placeName` rules (the server's reference data); without it they fill nothing.
 */
export function prefilledAnswers(manifest: WizardManifest, profile: unknown, placeName?: PlaceNamer): WizardAnswers {
  const answers: WizardAnswers = {};
  const filled = new Set<string>();
  for (const rule of manifest.prefill ?? []) {
    if (sourceOf(rule) !== 'profile' || filled.has(rule.to)) continue;
    const value = taken(rule, profile, placeName);
    if (value === undefined) continue;
    setPointer(answers, rule.to, value);
    filled.add(rule.to);
  }
  return answers;
}

/** A pointer with a `*` row segment split there: the list's pointer and the pointer within each row. */
function splitRows(pointer: string): { list: string; cell: string } | undefined {
  const at = pointer.indexOf('/*/');
  return at < 0 ? undefined : { list: pointer.slice(0, at), cell: pointer.slice(at + 2) };
}

const sameRow = (a: unknown, b: unknown, columns: readonly string[]) =>
  a !== null && typeof a === 'object' && b !== null && typeof b === 'object' && columns.some((c) => !isBlankAnswer((a as Record<string, unknown>)[c])) &&
  columns.every((c) => JSON.stringify((a as Record<string, unknown>)[c] ?? null) === JSON.stringify((b as Record<string, unknown>)[c] ?? null));

/** What a rule with `*` in `to` puts in one row: the same for every row, or from the row `match` pairs it with. */
function takenForRow(rule: PrefillRule, root: unknown, row: unknown): unknown {
  const rows = typeof rule.from === 'string' ? splitRows(rule.from) : undefined;
  if (!rows) return taken(rule, root);
  const source = found(root, rows.list);
  const paired = Array.isArray(source) ? source.find((other) => sameRow(row, other, rule.match ?? [])) : undefined;
  return paired === undefined ? undefined : taken({ ...rule, from: rows.cell }, paired);
}

/**
 * A list nobody has answered anything in: empty, or rows holding only empty answers and
 * unticked boxes (a grid draws its first rows with their boxes unticked, `false`, as it opens:
 * src/forms/table-rows.ts), so a list taken whole (`each`) still fills it.
 */
const untouchedList = (value: unknown) =>
  isBlankAnswer(value) || (Array.isArray(value) && value.every((row) => row !== null && typeof row === 'object' && Object.values(row).every((cell) => cell === false || isBlankAnswer(cell))));

/** Puts `value` at `pointer` in `into` (the step's answers, or a row) when the answer there is empty (or, for `follow`, differs); whether it did. */
function put(into: Record<string, unknown>, pointer: string, value: unknown, follow: boolean | undefined, falseIsEmpty = false): boolean {
  if (value === undefined) return false;
  const now = found(into, pointer);
  const empty = isBlankAnswer(now) || (falseIsEmpty && now === false) || (Array.isArray(value) && untouchedList(now));
  if (follow ? JSON.stringify(now) === JSON.stringify(value) : !empty) return false;
  setPointer(into, pointer, value);
  return true;
}

/** The rules of `stepId` that read earlier answers or the customer, applied to its answers; undefined when nothing changed. */
interface CarryOptions {
  /** Only the `follow` rules. */
  onlyFollow?: boolean;
  /** Only rows added or re-keyed since these answers of the step (a row added, a product chosen in it). */
  rowsChangedSince?: Record<string, unknown>;
}

/** Whether a row is new since `before` or its `match` answers changed (a product chosen in it): then its empty cells are filled. */
function rowChanged(before: Record<string, unknown>, list: string, i: number, row: unknown, rule: PrefillRule): boolean {
  const earlier = found(before, list);
  const was = Array.isArray(earlier) ? (earlier[i] as Record<string, unknown> | undefined) : undefined;
  if (was === undefined) return true;
  return (rule.match ?? []).some((c) => JSON.stringify(was?.[c] ?? null) !== JSON.stringify((row as Record<string, unknown>)[c] ?? null));
}

function carry(manifest: WizardManifest, stepId: string, sources: PrefillSources, options: CarryOptions = {}): Record<string, unknown> | undefined {
  const answers = sources.answers ?? {};
  const own = answers[stepId];
  const step: Record<string, unknown> = own && typeof own === 'object' && !Array.isArray(own) ? structuredClone(own as Record<string, unknown>) : {};
  const wrapped = { [stepId]: step };
  const filled = new Set<string>();
  for (const rule of manifest.prefill ?? []) {
    const source = sourceOf(rule);
    if (source === 'profile' || !rule.to.startsWith(`/${stepId}/`) || (options.onlyFollow && !rule.follow)) continue;
    const root = source === 'answers' ? answers : sources.customer;
    const rows = splitRows(rule.to);
    const since = options.rowsChangedSince;
    // while the person types, a rule for a whole list (`each`) fills it only while untouched (the grid's first draw)
    if (!rows && since && !(rule.each && untouchedList(found(wrapped, rule.to)))) continue;
    if (!rows) {
      if (!filled.has(rule.to) && put(wrapped, rule.to, taken(rule, root), rule.follow)) filled.add(rule.to);
      continue;
    }
    const list = found(wrapped, rows.list);
    if (!Array.isArray(list)) continue;
    list.forEach((row, i) => {
      if (row === null || typeof row !== 'object' || Array.isArray(row)) return;
      if (since && !rowChanged({ [stepId]: since }, rows.list, i, row, rule)) return;
      const cell = `${rows.list}/${i}${rows.cell}`;
      // a grid's tick box has no "not answered": in a row just added or re-keyed, unticked is not yet an answer
      if (!filled.has(cell) && put(row as Record<string, unknown>, rows.cell, takenForRow(rule, root, row), rule.follow, since !== undefined)) filled.add(cell);
    });
  }
  return filled.size ? step : undefined;
}

/**
 * A step's answers as it is opened, with what earlier steps and the customer already hold
 * filled in where the step has no answer yet (rules with `source: answers` or `customer`),
 * row by row for rules with `*`; undefined when there is nothing to fill. Nothing the person
 * has answered is overwritten, except an answer the step derives (`follow`) and does not ask.
 */
export function carriedAnswers(manifest: WizardManifest, stepId: string, sources: PrefillSources): Record<string, unknown> | undefined {
  return carry(manifest, stepId, sources);
}

/**
 * The steps already answered whose derived answers (`follow` rules) no longer match the earlier
 * answer they follow, with those answers brought up to date: a step the person does not open
 * again still agrees with the answer they changed. Steps not started are left to `carriedAnswers`.
 */
export function followedAnswers(manifest: WizardManifest, sources: PrefillSources): Record<string, Record<string, unknown>> {
  const changed: Record<string, Record<string, unknown>> = {};
  const steps = new Set((manifest.prefill ?? []).filter((rule) => rule.follow).map((rule) => rule.to.split('/')[1]));
  for (const stepId of steps) {
    if (sources.answers?.[stepId] === undefined) continue;
    const step = carry(manifest, stepId, sources, { onlyFollow: true });
    if (step) changed[stepId] = step;
  }
  return changed;
}

/**
 * A step's answers just changed by the person, with the rows they added, or whose `match`
 * answers they changed (a product chosen), filled from earlier answers where empty or unticked
 * (a grid's tick box starts unticked: src/forms/table-rows.ts) by the rules with `*`; undefined
 * when nothing was filled. Other rows and answers are left as the person set them, so a carried
 * answer they changed stays changed.
 */
export function carriedIntoRows(manifest: WizardManifest, stepId: string, before: unknown, sources: PrefillSources): Record<string, unknown> | undefined {
  const earlier = before && typeof before === 'object' && !Array.isArray(before) ? (before as Record<string, unknown>) : {};
  return carry(manifest, stepId, sources, { rowsChangedSince: earlier });
}
