import { sql, type RawBuilder } from 'kysely';
import { STATES, STATE_INFO, type LifecycleState } from '../../lifecycle/index.ts';
import { FIRST_OF_STATUS } from './state';

/**
 * `stateOf` (state.ts) in SQL, over `applications`: the stored lifecycle state when it agrees
 * with the status, else the first state of the status; null for a draft. Built from the same
 * tables, so the queue's filters and the view never disagree.
 */
export const stateSql: RawBuilder<LifecycleState | null> = (() => {
  const pairs = STATES.map((state) => sql`(${sql.lit(STATE_INFO[state].status)}, ${sql.lit(state)})`);
  const firsts = Object.entries(FIRST_OF_STATUS).map(([status, state]) => sql`when applications.status = ${sql.lit(status)} then ${sql.lit(state)}`);
  return sql<LifecycleState | null>`(case
    when applications.status = 'draft' then null
    when (applications.status::text, applications.lifecycle_state::text) in (${sql.join(pairs)}) then applications.lifecycle_state::text
    ${sql.join(firsts, sql` `)}
    else null end)`;
})();

/** The states of which `pick` holds, as SQL: `stateSql in (…)`. */
export function stateIn(pick: (state: LifecycleState) => boolean): RawBuilder<boolean> {
  const states = STATES.filter(pick);
  return states.length ? sql<boolean>`${stateSql} in (${sql.join(states.map((state) => sql.lit(state)))})` : sql<boolean>`false`;
}
