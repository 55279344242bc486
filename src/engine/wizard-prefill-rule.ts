import { resolvePointer } from './json-pointer.ts';
import { isOnlyGreek } from '../validation/rules/text.ts';
import type { WizardAnswers } from './wizard.ts';

// What one prefill rule of a wizard manifest says, and the value it takes from its source.
// Where rules are applied (a new application, a step opened, rows added) is wizard-prefill.ts.

/** Where a value is taken from: several pointers are joined (first and last name → one name). */
type From = string | string[];

/**
 * One answer a step starts with, taken from what the portal already holds, so that nobody is
 * asked twice. `source` says where `from` points:
 * - `profile` (the default): the applicant's profile, taken once when the application is made;
 * - `answers`: an earlier step's answers, taken when this step is opened while the answer is
 *   still empty (the sites of the handling-sites step as the rows of the facilities table);
 * - `customer`: the application's customer (`/country_id`), also when the step is opened.
 * `to` points into the answers (a step id first). Whatever is filled in stays editable.
 *
 * A `*` in `to` (Appendix 2's products, each row's produce handling) fills that answer in every row of the
 * list, row by row where it is empty: from one answer for all rows (`/scope/produce_handling`), or,
 * with a `*` in `from` too, from the row of the other list that `match` pairs with it (the same
 * product on Appendix 1). `follow` is for an answer the step does not ask (hidden), derived from
 * one asked earlier: it always takes the earlier answer, also when that changes.
 */
export interface PrefillRule {
  from: From;
  to: string;
  source?: 'profile' | 'answers' | 'customer';
  /**
   * `list`: puts a single value (the profile's one standing order) into a list of files.
   * `placeName`: `from` points at a place's division ids, from the region down; the answer is
   * the name of the most precise one given (the town of an address), as `PrefillSources.placeName` reads it.
   */
  as?: 'list' | 'placeName';
  /** Taken only when the value passes this rule (a name asked in Greek is not filled with a Latin spelling). */
  onlyIf?: keyof typeof CONDITIONS;
  /** The answer for each value found (`{"1": "GR"}`); a value not listed fills nothing. */
  map?: Record<string, unknown>;
  /** The answer whenever `from` holds a value (a company name → `"legal_entity"`). */
  value?: unknown;
  /** A list taken row by row: each answer of a row from its own pointer (or pointers) into the source row. */
  each?: Record<string, From>;
  /** What joins the values of several pointers; a space unless given. */
  separator?: string;
  /** With `*` in both `from` and `to`: the questions whose answers pair a row with a row of the other list (all equal). */
  match?: string[];
  /** The answer always follows `from` (overwritten when it differs): only for a question the step does not show. */
  follow?: boolean;
}

/** What the rules read from: the applicant's profile, the answers so far, the application's customer. */
export interface PrefillSources {
  profile?: unknown;
  answers?: WizardAnswers;
  customer?: { country_id?: number };
}

/** Names the place that division ids (region first) lead to; undefined where it knows none. */
export type PlaceNamer = (ids: readonly string[]) => string | undefined;

const CONDITIONS = { onlyGreekChars: isOnlyGreek } as const;

/** No answer at all: nothing typed, chosen or added anywhere inside. */
export function isBlankAnswer(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.every(isBlankAnswer);
  if (typeof value === 'object') return Object.values(value).every(isBlankAnswer);
  return false;
}

/** The value at `pointer` in `root`; undefined where there is none. */
export const found = (root: unknown, pointer: string) => {
  const { found: there, value } = resolvePointer(root, pointer);
  return there ? value : undefined;
};

/** The value of `from` in `root`: one pointer's, or the non-empty values of several joined as text. */
function valueOf(root: unknown, from: From, separator = ' '): unknown {
  if (typeof from === 'string') return found(root, from);
  const parts = from.map((pointer) => found(root, pointer)).filter((part) => !isBlankAnswer(part));
  return parts.length ? parts.map(String).join(separator) : undefined;
}

/** The place named by the division ids a `placeName` rule points at: the ids up to the first one missing. */
function placeNamed(root: unknown, from: From, namer: PlaceNamer | undefined): string | undefined {
  if (!namer) return undefined;
  const ids: string[] = [];
  for (const pointer of typeof from === 'string' ? [from] : from) {
    const id = found(root, pointer);
    if (typeof id !== 'string' || id === '') break;
    ids.push(id);
  }
  return ids.length ? namer(ids) : undefined;
}

/** What a rule puts at `to` for the sources given; undefined when it has nothing to put there. */
export function taken(rule: PrefillRule, root: unknown, namer?: PlaceNamer): unknown {
  if (rule.as === 'placeName') return placeNamed(root, rule.from, namer);
  let value = valueOf(root, rule.from, rule.separator);
  if (isBlankAnswer(value)) return undefined;
  if (rule.onlyIf && !CONDITIONS[rule.onlyIf](value)) return undefined;
  if (rule.each) {
    if (!Array.isArray(value)) return undefined;
    const each = rule.each;
    const rows = value.map((row) => Object.fromEntries(Object.entries(each).map(([key, from]) => [key, valueOf(row, from, rule.separator)]).filter(([, cell]) => !isBlankAnswer(cell))));
    return rows.some((row) => Object.keys(row).length) ? rows : undefined;
  }
  if (rule.map) value = Object.hasOwn(rule.map, String(value)) ? rule.map[String(value)] : undefined;
  else if ('value' in rule) value = rule.value;
  if (value === undefined) return undefined;
  return rule.as === 'list' ? [value] : structuredClone(value);
}
