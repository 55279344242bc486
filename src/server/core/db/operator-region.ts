import { sql } from 'kysely';

/**
 * The region an account's operator is in: the profile address's region (a division id of
 * reference-data: Greek Kallikratis code or Spanish `ES-AC-…`), as the public register names it.
 * Written as users_region_idx (046_overview.sql) holds it, so a filter by region is an index look.
 */
export const operatorRegion = (table: string) => sql<string | null>`(${sql.ref(`${table}.profile`)} #>> '{user_details,address,division,region}')`;
