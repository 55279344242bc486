import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { chooseForm, type FormChooser } from '../../engine/form-chooser';
import type { FormDefinition } from '../../forms/validators';
import { withCountry } from '../../forms/with-country';
import profileChooser from '../../../schemas/choosers/profile.json';

import { GREECE_ID } from '../shared/countries';

export { GREECE_ID };
export type ProfileData = Record<string, unknown> & { id?: number; user_details?: Record<string, unknown> };

/**
 * The form of a profile by the account's role (schemas/choosers/profile.json). Read from the
 * chooser alone: the profile's screens fetch that one form (useFormDefinition), not the
 * whole schemas/ catalogue.
 */
export const profileFormId = (role: string) => chooseForm(profileChooser as FormChooser, { role });

/** The profile as read (spec §3) turned into the data of its form (`form`, the role's profile form): country as an id, no nulls. */
export function toFormData(profile: Record<string, unknown>, form: FormDefinition): ProfileData {
  const details = (profile.user_details ?? {}) as Record<string, unknown> & { country?: { id?: number } };
  const data: ProfileData = { id: Number(profile.id), user_details: { ...details, country: details.country?.id ?? GREECE_ID } };
  // The sections are those of the role's profile form (schemas/choosers/profile.json).
  const sections = Object.keys((form.schema.properties as object | undefined) ?? {}).filter((key) => key !== 'id' && key !== 'user_details');
  for (const key of sections) {
    if (profile[key] !== null && profile[key] !== undefined) data[key] = profile[key];
  }
  return data;
}

/**
 * The form of a profile: consultants have user details only (spec §6); the standing order
 * is for organic, that is Greek, users.
 */
export function profileForm(role: string, entry: FormDefinition, countryId: number, customerType: string = 'legal_entity') {
  const id = profileFormId(role);
  let uiSchema = withCountry(entry.uiSchema as UiSchema, countryId);
  if (countryId !== GREECE_ID && 'standing_order' in uiSchema) uiSchema = { ...uiSchema, standing_order: { 'ui:widget': 'hidden' } };
  uiSchema = withoutDetails(uiSchema, customerType === 'individual' ? COMPANY_FIELDS : PERSON_FIELDS);
  return { id, schema: entry.schema as RJSFSchema, uiSchema };
}

/** A person (not a legal entity) is not asked for a company's name, title or their position in it. */
const COMPANY_FIELDS = ['company_name', 'company_title', 'position'] as const;
/**
 * A company's profile is not asked its person's father's name, sex or identity card: the
 * company is the operator, known by its tax number (issue 47). (The schema asks a father's
 * name and identity card of Greeks only: `_defs/user-details`.)
 */
const PERSON_FIELDS = ['father_name', 'gender', 'id_number'] as const;

function withoutDetails(uiSchema: UiSchema, fields: readonly string[]): UiSchema {
  const details = (uiSchema.user_details ?? {}) as UiSchema;
  const hidden = Object.fromEntries(fields.map((field) => [field, { ...((details[field] as object) ?? {}), 'ui:widget': 'hidden' }]));
  return { ...uiSchema, user_details: { ...details, ...hidden } };
}
