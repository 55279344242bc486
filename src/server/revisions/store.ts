import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../core/db/types';

type Db = Kysely<Database> | Transaction<Database>;

/** A revision as kept: its fingerprint, wizard, published version and bundle. */
export interface StoredRevision {
  hash: string;
  wizard_id: string;
  version: number;
  bundle: Record<string, unknown>;
}

/**
 * The questionnaire revisions applications were given under (migration 043). Rows are only
 * ever added, each keyed by its content's hash, so several processes adding the same one
 * agree (ON CONFLICT DO NOTHING) and nothing an application refers to is ever deleted.
 */
export const revisionsStore = {
  async add(db: Db, revision: StoredRevision): Promise<void> {
    await db
      .insertInto('questionnaire_revisions')
      .values({ ...revision, bundle: JSON.stringify(revision.bundle) })
      .onConflict((oc) => oc.column('hash').doNothing())
      .execute();
  },

  find: (db: Db, hash: string): Promise<StoredRevision | undefined> =>
    db.selectFrom('questionnaire_revisions').select(['hash', 'wizard_id', 'version', 'bundle']).where('hash', '=', hash).executeTakeFirst(),

  /**
   * Gives the applications started before revisions were kept (and rows written without one,
   * as the demo's) the wizard's revision of now: the one they were filled under, as far as
   * anything knows. Returns how many.
   */
  async pinUnpinned(db: Db, wizardId: string, hash: string): Promise<number> {
    const result = await db
      .updateTable('applications')
      .set({ revision_hash: hash })
      .where('wizard_id', '=', wizardId)
      .where('revision_hash', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /** The wizards that have applications with no revision yet (cheap: a partial index). */
  unpinnedWizards: async (db: Db): Promise<string[]> =>
    (await db.selectFrom('applications').select('wizard_id').distinct().where('revision_hash', 'is', null).execute()).map((r) => r.wizard_id),

  /** Whether the database knows this revision (a test of the start's work). */
  has: async (db: Db, hash: string) => !!(await db.selectFrom('questionnaire_revisions').select(sql.lit(1).as('one')).where('hash', '=', hash).executeTakeFirst()),
};
