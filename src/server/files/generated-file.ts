import fs from 'node:fs';
import type { AppContext } from '../context';
import { filesRepository } from './store';
import { referencesStore } from './references-store';

type FilesContext = Pick<AppContext, 'database' | 'contentStore'>;

/**
 * Stores a file the portal made for one of its own records (a staff report: reports/), written
 * to `path` first (the store streams it in, however large), owned by
 * the staff member who asked, with a reference naming that record alone (`holder`, e.g.
 * `staff_reports.xlsx`, and the record's id). The reference keeps the file from the daily sweep
 * and, naming neither an application nor a profile, opens it to nobody else through /files:
 * the record's own operation serves it (`openRecordFile`). Answers the file's id.
 */
export async function storeRecordFile(
  ctx: FilesContext,
  ownerId: number,
  record: { holder: string; id: string },
  file: { type: string; name: string; mediaType: string; path: string },
): Promise<string> {
  const store = ctx.contentStore;
  const { size } = await fs.promises.stat(file.path);
  const staged = await store.receive(fs.createReadStream(file.path), size + 1);
  try {
    const row = await filesRepository(ctx.database.db).create(
      { owner_id: ownerId, document_type: file.type, original_name: file.name, media_type: file.mediaType, size: staged.size, sha256: staged.sha256 },
      () => store.commit(staged),
    );
    await ctx.database.db.transaction().execute((trx) => referencesStore.replace(trx, record.holder, record.id, {}, [{ id: row.id, path: '/' }]));
    return row.id;
  } finally {
    await store.discard(staged).catch(() => undefined);
  }
}

/** A file a record keeps (storeRecordFile): its name, type, size and bytes; undefined when it is gone. */
export async function openRecordFile(ctx: FilesContext, fileId: string) {
  const row = await filesRepository(ctx.database.db).findById(fileId);
  if (!row) return undefined;
  return { name: row.original_name, mediaType: row.media_type, size: row.size, content: await ctx.contentStore.open(row.sha256) };
}
