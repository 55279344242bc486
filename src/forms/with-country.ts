import type { UiSchema } from '@rjsf/utils';

const COUNTRY_AWARE = new Set(['regionCascade', 'handlingSites']);

/**
 * The ui schema with `countryId` set on every region cascade and handling-site list, so
 * their division lists follow the country chosen elsewhere in the form; 0 while no country is
 * chosen yet (the lists wait for one). A question whose `ui:options.helpByCountry` names a hint
 * for the country gets that hint (its `ui:help` otherwise: while no country is chosen); one whose
 * `ui:options.onlyCountries` leaves the country out is not asked (hidden) once a country is chosen.
 * (These are ui options, not conditions of the schema: an `if` at the root of `_defs/user-details`
 * made rjsf give the profile's standing order an empty answer, which then failed as unanswered.)
 */
export function withCountry(ui: UiSchema, countryId: number): UiSchema {
  const visit = (node: unknown): unknown => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
    const entries = Object.entries(node as Record<string, unknown>).map(([key, value]) => [key, key.startsWith('ui:') ? value : visit(value)]);
    const next = Object.fromEntries(entries) as UiSchema;
    if (COUNTRY_AWARE.has(next['ui:field'] as string)) next['ui:options'] = { ...next['ui:options'], countryId };
    // a hint of the country's own identifiers (a Spanish NIF, a Greek AFM): `helpByCountry` by country id
    const byCountry = (next['ui:options'] as { helpByCountry?: Record<string, string> } | undefined)?.helpByCountry;
    if (byCountry?.[String(countryId)]) next['ui:help'] = byCountry[String(countryId)];
    // a question of one country's registers (a Greek father's name, identity card): `onlyCountries`
    const only = (next['ui:options'] as { onlyCountries?: number[] } | undefined)?.onlyCountries;
    if (only && countryId > 0 && !only.includes(countryId)) next['ui:widget'] = 'hidden';
    return next;
  };
  return visit(ui) as UiSchema;
}
