import { sql } from 'kysely';

/** A person's display name in SQL: first and last name from the profile, else the username. */
export const displayName = (table: string) => sql<string>`coalesce(
  nullif(trim(concat_ws(' ', ${sql.ref(`${table}.profile`)}->'user_details'->>'first_name',
    ${sql.ref(`${table}.profile`)}->'user_details'->>'last_name')), ''),
  ${sql.ref(`${table}.username`)})`;

/**
 * The company an account applies as, with its tax number ("Αγρόκτημα Κρήτης Α.Ε. (ΑΦΜ
 * 099999999)"), or null for a person: `companyWithTaxNumber` of accounts/display-name.ts in SQL
 * (the tax number's name by the account's country: ΑΦΜ for Greece, NIF for Spain).
 */
export const operatorCompany = (table: string) => {
  const company = sql`nullif(trim(${sql.ref(`${table}.profile`)}->'user_details'->>'company_name'), '')`;
  const number = sql`nullif(trim(${sql.ref(`${table}.identification`)}), '')`;
  const label = sql`case ${sql.ref(`${table}.country_id`)} when 2 then 'NIF' else 'ΑΦΜ' end`;
  return sql<string | null>`(${company} || coalesce(' (' || ${label} || ' ' || ${number} || ')', ''))`;
};

/** The position of the person acting for a company (`user_details.position`), or null. */
export const operatorPosition = (table: string) =>
  sql<string | null>`nullif(${sql.ref(`${table}.profile`)}->'user_details'->>'position', '')`;
