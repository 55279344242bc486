import { sql } from 'kysely';

/** A person's display name in SQL: first and last name from the profile, else the username. */
export const displayName = (table: string) => sql<string>`coalesce(
  nullif(trim(concat_ws(' ', ${sql.ref(`${table}.profile`)}->'user_details'->>'first_name',
    ${sql.ref(`${table}.profile`)}->'user_details'->>'last_name')), ''),
  ${sql.ref(`${table}.username`)})`;
