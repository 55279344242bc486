import { sql, type RawBuilder } from 'kysely';

/**
 * The duplicate rule's question to the database (rules.ts): which of a customer's applications
 * answer the manifest's first `oneActiveApplicationPer` pointer with one of these values. Only
 * those can share a covered key; the rule compares the rest of the key on them alone.
 *
 * Read from applications_scope_owner_idx (037_customer_search.sql): the owner and family as the
 * top-level key over the page the pointer starts in, so a containment (`@>`) names the customer,
 * the family and the value in one GIN lookup (jsonb_path_ops hashes the whole path). The index
 * holds the page `scope` (where the wizards' manifests point, tests/server/applications/
 * duplicate-rule-sql.test.ts); a pointer into another page gets the same answer, unindexed.
 */
export interface ClashQuery {
  ownerId: number;
  family: string;
  /** The manifest's first pointer ("/scope/standard"). */
  pointer: string;
  /** This application's answers at the pointer (a list's items, or the single answer). */
  values: readonly unknown[];
}

const segmentsOf = (pointer: string) => pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

/** `{ a: { b: value } }` for the segments [a, b]. */
const nested = (segments: readonly string[], value: unknown): unknown => segments.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);

/** The condition on `applications`: its answers at the pointer hold one of the values (as a list's item or as the answer itself). */
export function mayClash({ ownerId, family, pointer, values }: ClashQuery): RawBuilder<boolean> {
  const [page, ...rest] = segmentsOf(pointer);
  // the page as a literal, so that the expression is the index's own (a parameter would not be)
  const keyed = sql`jsonb_set('{}'::jsonb, array[applications.owner_id::text || '/' || applications.family], applications.answers -> ${sql.lit(page ?? '')})`;
  const top = `${ownerId}/${family}`;
  const either = values.flatMap((value) => [nested(rest, value), nested(rest, [value])]);
  if (either.length === 0) return sql<boolean>`false`;
  return sql<boolean>`(${sql.join(
    either.map((doc) => sql`${keyed} @> ${JSON.stringify({ [top]: doc })}::jsonb`),
    sql` or `,
  )})`;
}
