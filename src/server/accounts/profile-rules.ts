import { schemaCatalogOf } from '../../engine/schema-folder.ts';
import { validateFormBody } from '../../validation/validate.ts';
import { ApiError } from '../core/errors';
import { divisionIssues } from '../reference-data/check-divisions';
import { coordinatesInCountry } from '../../validation/coordinate-rules.ts';
import { withSameAs } from '../../validation/rules/same-as.ts';
import type { UserRow } from './users-store';

// Keywords that only say an answer is missing. A profile may be saved with answers missing
// (spec §4: the first handling site's name "can be filled in later"); it then stays
// incomplete. Any other failure (a wrong phone, a bad tax number) refuses the save.
const MISSING = new Set(['required', 'filled', 'minItems', 'contains', 'dependentRequired']);

/** The form of an account's profile, by its role (schemas/choosers/profile.json). */
export const profileFormOf = (user: Pick<UserRow, 'role'>) => schemaCatalogOf().chooseForm('profile', { role: user.role });

// Sections other profile forms have and this one lacks (a consultant has no handling sites):
// dropped from a body rather than refused, as the screens of other roles may send them.
function foreignSections(formId: string): string[] {
  const catalog = schemaCatalogOf();
  const sectionsOf = (id: string) => Object.keys((catalog.forms.get(id)?.schema.properties as object | undefined) ?? {});
  const own = new Set(sectionsOf(formId));
  return [...new Set(catalog.formsOf('profile').flatMap(sectionsOf))].filter((key) => !own.has(key));
}

type Site = Record<string, unknown> & { location?: unknown };

/** Spec §4: a handling site whose latitude or longitude is missing is saved with a null location. */
function normaliseSites(sites: unknown): unknown {
  if (!Array.isArray(sites)) return sites;
  return sites.map((site: Site) => {
    if (!site || typeof site !== 'object') return site;
    const location = site.location as { lat?: unknown; lon?: unknown } | null | undefined;
    const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
    return location && (blank(location.lat) || blank(location.lon)) ? { ...site, location: null } : site;
  });
}

/**
 * An electronic invoice without an invoice e-mail goes to the account's e-mail: it was typed a
 * moment before, in the user details, and is not asked again (issue 47).
 */
function withInvoiceEmail(accounting: unknown, email: unknown): unknown {
  if (!accounting || typeof accounting !== 'object') return accounting;
  const details = accounting as Record<string, unknown>;
  const given = typeof details.invoice_email === 'string' && details.invoice_email.trim() !== '';
  if (details.invoice_delivery !== 'electronic' || given || typeof email !== 'string' || !email.trim()) return accounting;
  return { ...details, invoice_email: email.trim() };
}

export interface CheckedProfile {
  /** What is stored: the profile's sections, without the id and the country (kept on the account). */
  stored: Record<string, unknown>;
  status: 'incomplete' | 'complete';
}

/**
 * Checks a profile as its form says. The country is the account's (it is chosen at
 * registration and drives the phone and tax-number rules), whatever the body says.
 */
export function checkProfile(user: Pick<UserRow, 'id' | 'role' | 'country_id'>, body: Record<string, unknown>, messageId = 'accounts.errors.profileSave'): CheckedProfile {
  const details = (body.user_details && typeof body.user_details === 'object' ? body.user_details : {}) as Record<string, unknown>;
  const data: Record<string, unknown> = { ...body, id: user.id, user_details: { ...details, country: user.country_id } };
  const formId = profileFormOf(user);
  for (const key of foreignSections(formId)) delete data[key];
  if ('handling_sites' in data) {
    data.handling_sites = normaliseSites(data.handling_sites);
  }
  if (data.accounting_details) data.accounting_details = withInvoiceEmail(data.accounting_details, details.email);
  // Sections sent as null count as not given yet.
  for (const key of Object.keys(data)) if (data[key] === null) delete data[key];
  // A ticked "same as above" box: the copy is made here as the browser makes it, so a client
  // may send the box alone; `sameAs` then finds the answers equal (docs/decisions.md).
  Object.assign(data, withSameAs(schemaCatalogOf().forms.get(formId)?.schema, data));
  // closed: a field the profile form does not declare, at any depth, is refused, never stored
  const issues = validateFormBody(formId, data);
  // Division ids that are not of the country (or not of the level above) are wrong answers,
  // and so is a site whose coordinates lie outside the account's country.
  const wrong = [
    ...issues.filter((issue) => !MISSING.has(issue.keyword)),
    ...divisionIssues(user.country_id, data),
    ...coordinatesInCountry(data, user.country_id),
  ];
  if (wrong.length) throw new ApiError(400, messageId, `The profile has ${wrong.length} problem(s)`, wrong);
  const { id: _id, user_details: checkedDetails, ...sections } = data;
  const { country: _country, ...ownDetails } = checkedDetails as Record<string, unknown>;
  return { stored: { ...sections, user_details: ownDetails }, status: issues.length ? 'incomplete' : 'complete' };
}
