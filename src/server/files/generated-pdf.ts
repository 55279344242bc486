import { Readable } from 'node:stream';
import type { AppContext } from '../context';
import type { FileRef } from '../core/db/lifecycle-types';
import { filesRepository } from './store';

/**
 * Stores a document the portal generated (offer, contract) like an upload, owned by the staff
 * member who sends it, so it downloads through the same signed links as every document.
 */
export async function storeGeneratedPdf(
  ctx: Pick<AppContext, 'database' | 'contentStore'>,
  ownerId: number,
  document: { type: string; name: string; pdf: Buffer | Uint8Array },
): Promise<FileRef> {
  const store = ctx.contentStore;
  const staged = await store.receive(Readable.from([document.pdf]), document.pdf.length + 1);
  const row = await filesRepository(ctx.database.db).create(
    { owner_id: ownerId, document_type: document.type, original_name: document.name, media_type: 'application/pdf', size: staged.size, sha256: staged.sha256 },
    () => store.commit(staged),
  );
  return { id: row.id, name: document.name, size: row.size, media_type: 'application/pdf' };
}
