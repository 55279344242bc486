import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import registrationChooser from '../../../schemas/choosers/registration.json';
import { chooseForm, type FormChooser } from '../../engine/form-chooser';
import type { FormDefinition } from '../../forms/validators';
import { withCountry } from '../../forms/with-country';

export interface RegistrationKind {
  role?: 'client' | 'consultant' | 'third_party';
  customer_type?: 'individual' | 'legal_entity';
}

export type RegistrationData = Record<string, unknown> & { user_details?: Record<string, unknown> };

/**
 * The form of a kind of registration (schemas/choosers/registration.json), as the server picks
 * it. The chooser alone, not the whole schemas/ folder: the chosen form comes in its own chunk.
 */
export const registrationFormOf = (kind: RegistrationKind): string => chooseForm(registrationChooser as FormChooser, kind);

/** Every form a registration may take (a person may switch kinds while typing). */
export const registrationFormIds: readonly string[] = (registrationChooser as FormChooser).options.map((option) => option.form);

/** The country chosen so far; undefined until there is one. */
export const countryOf = (data: RegistrationData): number | undefined => Number(data.user_details?.country) || undefined;

/** The data with `country` set in its user details (or taken out, for none). */
export function withCountryChosen(data: RegistrationData, country: number | undefined): RegistrationData {
  const { country: _before, ...details } = data.user_details ?? {};
  return { ...data, user_details: country === undefined ? details : { ...details, country } };
}

/**
 * A registration form as shown: its ui schema following the chosen country (0 while none is
 * chosen: the division lists wait for it).
 */
export function registrationForm(form: FormDefinition, countryId: number | undefined): { schema: RJSFSchema; uiSchema: UiSchema } {
  return { schema: form.schema as RJSFSchema, uiSchema: withCountry(form.uiSchema as UiSchema, countryId ?? 0) };
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
