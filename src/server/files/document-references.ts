import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DeclaredDocument } from '../../engine/declared-documents.ts';
import type { Database } from '../core/db/types';
import { ApiError } from '../core/errors';
import type { Viewer } from '../applications/access';
import { UUID } from '../core/uuid';
import { readableFiles } from './access';
import { referencesStore } from './references-store';
import { ANSWERS_HOLDER, PROFILE_HOLDER, RECORD_DOCUMENT_HOLDERS, type DocumentPositions } from './document-holders';

/** Documents as a set of `id path` keys: two saves that name the same ones in the same places are equal. */
export const documentKeys = (documents: readonly DeclaredDocument[]): Set<string> => new Set(documents.map((d) => `${d.id} ${d.path}`));

export const sameDocuments = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((key) => b.has(key));

/**
 * A save that names a document the caller may not open is refused, wherever the document
 * stands (400, each issue naming its field): otherwise naming another person's upload id would
 * open that document to the caller and to everyone who reads the record. `known` are the
 * documents the record named before (they may stay, whoever uploaded them); `prefix` puts the
 * paths under the request body's field (`/answers`).
 */
export async function assertReadableDocuments(db: Kysely<Database>, viewer: Viewer, documents: readonly DeclaredDocument[], options: { known?: ReadonlySet<string>; prefix?: string } = {}) {
  const named = documents.filter((d) => !options.known?.has(d.id));
  if (!named.length) return;
  const readable = await readableFiles(db, viewer, named.map((d) => d.id));
  const refused = named.filter((d) => !readable.has(d.id));
  if (!refused.length) return;
  throw new ApiError(
    400,
    'errors.invalidRequest',
    'A document named is not one the caller may read',
    refused.map((d) => ({ path: `${options.prefix ?? ''}${d.path}`, keyword: 'fileRef', messageId: 'validation.errors.documentNotReadable' })),
  );
}

/**
 * The documents a request's body names where the operation's form (`x-fastify-config: { form }`)
 * declares them, each one the caller may read. Handlers call it once the caller is known to
 * see the record, so a stranger is told 404 before anything about the data.
 */
export async function assertBodyDocuments(ctx: { database: { db: Kysely<Database> }; documents: { positions: DocumentPositions } }, request: FastifyRequest, viewer: Viewer) {
  const formId = (request.routeOptions.config as { form?: string } | undefined)?.form;
  if (!formId) return;
  await assertReadableDocuments(ctx.database.db, viewer, ctx.documents.positions.ofForm(formId, request.body));
}

/**
 * Writes what each save refers to, in the save's transaction: the references of a holder's
 * row are replaced by those its value declares now (document-holders.ts says where).
 */
export function documentReferences(positions: DocumentPositions) {
  const replace = referencesStore.replace;

  /** Only a reference to an upload can be stored: a malformed id names nothing. */
  const uploadsOnly = (documents: readonly DeclaredDocument[]) => documents.filter((d) => UUID.test(d.id));

  /** An application's answers, as just saved. */
  const recordAnswers = (trx: Kysely<Database>, app: { id: string; wizard_id: string }, answers: unknown) =>
    replace(trx, ANSWERS_HOLDER, app.id, { application_id: app.id }, uploadsOnly(positions.ofAnswers(app.wizard_id, answers)));

  /** An account's profile, as just saved. */
  const recordProfile = (trx: Kysely<Database>, user: { id: number; role: string }, profile: unknown) =>
    replace(trx, PROFILE_HOLDER, String(user.id), { profile_user_id: user.id }, uploadsOnly(positions.ofProfile(user.role, profile)));

  /**
   * Every lifecycle record of an application (offers, contracts, inspections, findings,
   * certificate requests, invoices, sanctions), read back inside the transaction that wrote
   * one of them: whichever action wrote what, the references follow the rows.
   */
  async function recordApplicationRecords(trx: Kysely<Database>, applicationId: string) {
    for (const holder of RECORD_DOCUMENT_HOLDERS) {
      for (const row of await referencesStore.heldBy(trx, holder, applicationId)) {
        await replace(trx, `${holder.table}.${holder.column}`, row.id, { application_id: applicationId }, uploadsOnly(positions.ofRecord(holder, row.value)));
      }
    }
  }

  return {
    positions,
    recordAnswers,
    recordProfile,
    recordApplicationRecords,

    /**
     * Every record of the database afresh (the demo data, written by its own inserts; a repair
     * after a schema change moved where a form keeps its documents).
     */
    async recordEverything(db: Kysely<Database>) {
      const { applications, users } = await referencesStore.everyHolder(db);
      await db.transaction().execute(async (trx) => {
        for (const app of applications) {
          await recordAnswers(trx, app, app.answers);
          await recordApplicationRecords(trx, app.id);
        }
        for (const user of users) await recordProfile(trx, user, user.profile);
      });
    },
  };
}
export type DocumentReferences = ReturnType<typeof documentReferences>;
