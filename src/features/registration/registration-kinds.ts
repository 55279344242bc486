import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { formCatalog, schemaCatalog } from '../../forms/form-catalog';
import { withCountry } from '../../forms/with-country';

export interface RegistrationKind {
  role?: 'client' | 'consultant' | 'third_party';
  customer_type?: 'individual' | 'legal_entity';
}

export type RegistrationData = Record<string, unknown> & { user_details?: Record<string, unknown> };

/** The form of a kind of registration (schemas/choosers/registration.json), as the server picks it. */
export const registrationFormOf = (kind: RegistrationKind) => schemaCatalog.chooseForm('registration', kind);

export const countryOf = (data: RegistrationData): number => Number(data.user_details?.country) || 1;

/** The form of a kind, its ui schema following the chosen country. */
export function registrationForm(kind: RegistrationKind, countryId: number) {
  const id = registrationFormOf(kind);
  const entry = formCatalog.get(id);
  if (!entry) throw new Error(`missing form ${id}`);
  return { id, schema: entry.schema as RJSFSchema, uiSchema: withCountry(entry.uiSchema as UiSchema, countryId) };
}

/**
 * Keeps what the person typed when they switch kinds, minus the sections the new form does
 * not have (a consultant has no accounting details), which it would refuse.
 */
export function dataForForm(data: RegistrationData, schema: RJSFSchema, kind: RegistrationKind): RegistrationData {
  const known = Object.keys(schema.properties ?? {});
  const kept = Object.fromEntries(Object.entries(data).filter(([key]) => known.includes(key)));
  return { ...kept, role: kind.role, customer_type: kind.customer_type };
}
