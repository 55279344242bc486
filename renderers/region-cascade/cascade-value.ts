import { LEVELS, type DivisionLevel } from './division-source';

/** The stored value: ids from the region down, each absent until chosen. */
export type RegionCascadeValue = Partial<Record<DivisionLevel, string>>;

/** Greece is country id 1 in the original system (spec §3); Spain is 2. */
export const GREECE_ID = 1;
export const SPAIN_ID = 2;
const ISO: Record<string, number> = { GR: GREECE_ID, EL: GREECE_ID, ES: SPAIN_ID };

/** Spain has no level below the municipio. */
export const levelsOf = (countryId: number): readonly DivisionLevel[] =>
  countryId === SPAIN_ID ? LEVELS.slice(0, 3) : LEVELS;

/** Sets one level and clears every level below it: a new parent invalidates its children. */
export function chooseDivision(value: RegionCascadeValue | undefined, level: DivisionLevel, id: string): RegionCascadeValue {
  const depth = LEVELS.indexOf(level);
  const next: RegionCascadeValue = {};
  for (const parent of LEVELS.slice(0, depth)) if (value?.[parent]) next[parent] = value[parent];
  if (id) next[level] = id;
  return next;
}

/** A country as a country field may hold it: `1`, `"1"`, `{ id: 1 }`, `"GR"`. */
export function countryIdOf(value: unknown): number | undefined {
  if (value && typeof value === 'object' && 'id' in value) return countryIdOf((value as { id: unknown }).id);
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const text = value.trim().toUpperCase();
  return ISO[text] ?? (/^\d+$/.test(text) ? Number(text) : undefined);
}

/** The value at a path of the form's data. */
export function valueAt(data: unknown, path: readonly (string | number)[]): unknown {
  let node = data;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/** `countryId: 0`: the form has not been told the country yet (registration in English asks first). */
export const NO_COUNTRY_YET = 0;

/**
 * The country of a cascade: the sibling `countryField` when the form shares its data through
 * `formContext.getFormData()`, else `countryId` (0 for none chosen yet), else Greece.
 */
export function resolveCountry(
  options: { countryField?: unknown; countryId?: unknown },
  formContext: unknown,
  path: readonly (string | number)[],
): number {
  const data = (formContext as { getFormData?: () => unknown } | undefined)?.getFormData?.();
  if (typeof options.countryField === 'string' && data !== undefined) {
    const sibling = countryIdOf(valueAt(data, [...path.slice(0, -1), options.countryField]));
    if (sibling) return sibling;
  }
  if (options.countryId === NO_COUNTRY_YET) return NO_COUNTRY_YET;
  return countryIdOf(options.countryId) ?? GREECE_ID;
}
