import type { IntlShape } from '@formatjs/intl';
import { translate } from '../core/i18n/catalogue';

/**
 * A person's display name: first and last name from the profile, else the username. The one
 * rule in code; `core/db/display-name.ts` is the same rule in SQL, for lists sorted or searched by it.
 */
export function displayNameOf(user: { profile: unknown; username: string }): string {
  const details = detailsOf(user.profile);
  const name = [details.first_name, details.last_name].filter((p) => typeof p === 'string' && p.trim()).join(' ');
  return name || user.username;
}

const detailsOf = (profile: unknown) => (((profile ?? {}) as Record<string, unknown>).user_details ?? {}) as Record<string, unknown>;

/**
 * What a tax number is called where the operator is registered: a Greek company's ΑΦΜ, a
 * Spanish one's NIF. It is the identifier's own name, the same in every reader's language
 * (a Spanish reader sees "ΑΦΜ" on a Greek company's papers, as on its invoices).
 */
export const TAX_LABELS: Record<number, string> = { 1: 'ΑΦΜ', 2: 'NIF' };

/**
 * The operator an account applies as: a company by its name and tax number, with the person
 * who acts for it and their position; a farmer by their own name (`person` is then null).
 */
export interface Operator {
  /** The operator's display name: "Αγρόκτημα Κρήτης Α.Ε. (ΑΦΜ 099999999)", or the farmer's name. */
  name: string;
  /** The person acting for a company; null for a farmer (who is the operator). */
  person: string | null;
  /** That person's position in the company (`user_details.position`), if given. */
  position: string | null;
}

/** "Company (ΑΦΜ 123…)": the one rule; `operatorCompany` in core/db/display-name.ts is the same in SQL. */
export function companyWithTaxNumber(company: string, taxNumber: string | null | undefined, country: number | null | undefined): string {
  const number = taxNumber?.trim();
  return number ? `${company.trim()} (${TAX_LABELS[country ?? 1] ?? TAX_LABELS[1]} ${number})` : company.trim();
}

/** The operator of an account, from its profile, tax number and country. */
export function operatorOf(user: { profile: unknown; username: string; identification?: string | null; country_id?: number | null }): Operator {
  const details = detailsOf(user.profile);
  const person = displayNameOf(user);
  const company = typeof details.company_name === 'string' ? details.company_name.trim() : '';
  if (!company) return { name: person, person: null, position: null };
  const position = typeof details.position === 'string' ? details.position : null;
  return { name: companyWithTaxNumber(company, user.identification, user.country_id), person, position };
}

/**
 * The operator an application row names (`customer_company` is already the company with its
 * tax number, from SQL's `operatorCompany`; `customer_name` its person).
 */
export function operatorOfRow(row: { customer_name: string | null; customer_company?: string | null; customer_position?: string | null }): Operator {
  if (!row.customer_company) return { name: row.customer_name ?? '', person: null, position: null };
  return { name: row.customer_company, person: row.customer_name, position: row.customer_position ?? null };
}

/**
 * The operator with the person acting for it, in the reader's language ("Αγρόκτημα Κρήτης
 * Α.Ε. (ΑΦΜ …), Ελένη Παπαδάκη, διευθύνουσα σύμβουλος"): the same message the screens use
 * (`applications.operatorWithContact`); a farmer by name alone.
 */
export function operatorActing(intl: IntlShape, operator: Operator): string {
  if (!operator.person) return operator.name;
  return translate(intl, 'applications.operatorWithContact', { company: operator.name, person: operator.person, position: operator.position ?? 'other' });
}
