import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, FilesTable } from '../core/db/types';
import { UUID } from '../core/uuid';

export type FileRow = Omit<Selectable<FilesTable>, 'size'> & { size: number };

export interface NewFile {
  owner_id: number;
  document_type: string;
  original_name: string;
  media_type: string;
  size: number;
  sha256: string;
}


const rowOf = (row: Selectable<FilesTable>): FileRow => ({ ...row, size: Number(row.size) });

// Rows and stored content change together under a lock on the content's hash, so that a
// delete never removes bytes that an upload of the same content has just referred to.
const lockContent = (db: Kysely<Database>, sha256: string) =>
  sql`SELECT pg_advisory_xact_lock(hashtextextended(${sha256}, 0))`.execute(db);

/** File metadata. The bytes are in the content store, shared by rows with the same sha256. */
export function filesRepository(db: Kysely<Database>) {
  /**
   * Deletes a row unless `kept` (asked with the row locked, so a writer that locked it first
   * has committed) says it is still wanted; answers whether it deleted.
   */
  function deleteUnless(file: Pick<FileRow, 'id' | 'sha256'>, kept: (trx: Kysely<Database>) => Promise<boolean>, removeContent: () => Promise<void>): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      await lockContent(trx, file.sha256);
      const row = await trx.selectFrom('files').select('id').where('id', '=', file.id).forUpdate().executeTakeFirst();
      if (!row || (await kept(trx))) return false;
      await trx.deleteFrom('files').where('id', '=', file.id).execute();
      const others = await trx
        .selectFrom('files')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('sha256', '=', file.sha256)
        .executeTakeFirstOrThrow();
      if (Number(others.count) === 0) await removeContent();
      return true;
    });
  }

  return {
    /** Adds a row; `storeContent` puts the bytes in place before the row is committed. */
    create(values: NewFile, storeContent: () => Promise<void>): Promise<FileRow> {
      return db.transaction().execute(async (trx) => {
        await lockContent(trx, values.sha256);
        const row = await trx.insertInto('files').values(values).returningAll().executeTakeFirstOrThrow();
        await storeContent();
        return rowOf(row);
      });
    },

    /**
     * Adds a row named by the owner's `clientKey` unless the owner already has one by that key,
     * which it answers instead (`created: false`, nothing stored). Two uploads racing with one
     * key meet at the unique index of migration 042: the second waits for the first to commit,
     * inserts nothing and reads the first's row.
     */
    async createOnce(values: NewFile, clientKey: string, storeContent: () => Promise<void>): Promise<{ file: FileRow; created: boolean }> {
      const once = () =>
        db.transaction().execute(async (trx) => {
          await lockContent(trx, values.sha256);
          const row = await trx
            .insertInto('files')
            .values({ ...values, client_key: clientKey })
            .onConflict((oc) => oc.columns(['owner_id', 'client_key']).where('client_key', 'is not', null).doNothing())
            .returningAll()
            .executeTakeFirst();
          if (row) {
            await storeContent();
            return { file: rowOf(row), created: true };
          }
          const existing = await trx
            .selectFrom('files')
            .selectAll()
            .where('owner_id', '=', values.owner_id)
            .where('client_key', '=', clientKey)
            .executeTakeFirst();
          return existing && { file: rowOf(existing), created: false };
        });
      // the row the key found can be deleted before it is read: the key is free again, once more
      const outcome = (await once()) ?? (await once());
      if (!outcome) throw new Error(`files: the key of owner ${values.owner_id} neither inserted nor found twice`);
      return outcome;
    },

    async findById(id: string): Promise<FileRow | undefined> {
      if (!UUID.test(id)) return undefined;
      const row = await db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
      return row && rowOf(row);
    },

    /** Deletes a row; `removeContent` runs when no other row shares its bytes. */
    async delete(file: Pick<FileRow, 'id' | 'sha256'>, removeContent: () => Promise<void>): Promise<void> {
      await deleteUnless(file, async () => false, removeContent);
    },

    deleteUnless,
  };
}
export type FilesRepository = ReturnType<typeof filesRepository>;
