import type { UiSchema } from '@rjsf/utils';

const COUNTRY_AWARE = new Set(['regionCascade', 'handlingSites']);

/**
 * The ui schema with `countryId` set on every region cascade and handling-site list, so
 * their division lists follow the country chosen elsewhere in the form; 0 while no country is
 * chosen yet (the lists wait for one). A question whose `ui:options.helpByCountry` names a hint
 * for the country gets that hint (its `ui:help` otherwise: while no country is chosen).
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
    return next;
  };
  return visit(ui) as UiSchema;
}
