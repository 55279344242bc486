/** ISO 3166-1 alpha-2 codes of the countries whose rules the portal knows. */
export type CountryCode = 'GR' | 'ES';

/** The portal's country ids. Greece is 1 in the original system (spec §3); Spain is 2 here. */
export const COUNTRIES: readonly { readonly id: number; readonly iso2: CountryCode }[] = [
  { id: 1, iso2: 'GR' },
  { id: 2, iso2: 'ES' },
];

/**
 * Reads a country however a schema or a form holds it: `"GR"`, `"gr"`, `1`, `"1"`, or an object
 * with `id` or `iso2` (the profile's `country: { id }`).
 * Returns `undefined` when no country is given (nothing to judge against yet) and `null` when
 * one is given but the portal has no rules for it.
 */
export function resolveCountry(value: unknown): CountryCode | null | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'object') {
    const record = value as { id?: unknown; iso2?: unknown };
    return resolveCountry(record.iso2 ?? record.id);
  }
  if (typeof value === 'number') return COUNTRIES.find((c) => c.id === value)?.iso2 ?? null;
  if (typeof value !== 'string') return null;
  const text = value.trim().toUpperCase();
  if (/^\d+$/.test(text)) return resolveCountry(Number(text));
  // EL is Greece's code in EU VAT numbers; people type it as a country too.
  const iso2 = text === 'EL' ? 'GR' : text;
  return COUNTRIES.find((c) => c.iso2 === iso2)?.iso2 ?? null;
}
