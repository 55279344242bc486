import { expectedVersion } from './write-preconditions';
import { listedAnswers } from '../../engine/wizard-listed.ts';
import { assertReadableDocuments, documentKeys, sameDocuments } from '../files/document-references';
import { savedDrafts } from './saved-drafts';
import type { AppContext } from '../context';
import type { ApplicationsRepository } from './store';
import { mayWrite } from './access';
import { signedIn } from '../accounts/viewer';
import { assertNotBlockedOnStart, startsScope } from './rules';
import { movedToToday } from './todays-revision';
import type { WizardRegistry } from './wizards';
import type { Handler } from '../core/handler';
import type { RevisionPinning } from './revision-pin';
import type { DraftAccess } from './draft-access';

interface SaveParts {
  applications: ApplicationsRepository;
  wizards: WizardRegistry;
  pinning: RevisionPinning;
  access: DraftAccess;
}

/**
 * `PUT /applications/{id}/answers`: a draft's autosave, step by step (contract:
 * saveApplicationAnswers). The call made most often, so its common case is one write
 * (applications/saved-drafts.ts); a copy made under an older questionnaire is moved to today's.
 */
export function saveAnswersHandler(ctx: AppContext, { applications, wizards, pinning, access }: SaveParts) {
  const { db } = ctx.database;
  const drafts = savedDrafts();
  const { writableDraftForSave, refused } = access;

  const saveApplicationAnswers: Handler<'saveApplicationAnswers'> = async (request, reply) => {
    const viewer = signedIn(request);
    const { id } = request.params;
    const { row_version, current_step, year, purpose, revision_hash: madeUnder } = request.body;
    let { answers } = request.body;
    let expected = expectedVersion(row_version, request.headers['if-match']);
    // answers given under an older questionnaire (a device's copy from before a change) take the long way
    const olderAnswers = madeUnder !== undefined && !ctx.revisions.isCurrent(madeUnder);
    // An autosave runs every few seconds while someone types. When this process saved the
    // draft at the version the client names, and this save names the same documents in the
    // same places and starts no scope, there is nothing to check against the stored answers:
    // the write alone, which holds only for that version, a draft, and a viewer who may see
    // it (applications/saved-drafts.ts).
    const remembered = mayWrite(viewer) && !olderAnswers ? drafts.get(id, expected) : undefined;
    let read = remembered ? undefined : await writableDraftForSave(viewer, id);
    // A save to a draft on an older questionnaire, or of answers given under one (a page or a
    // device copy from before the change): the draft is moved to today's first, and the
    // answers sent are moved the same way, so that the save neither fails nor brings back a
    // field the form no longer has. The answer says what was saved.
    let movedTo: string | undefined;
    // answers of the copy sent that today's forms no longer ask: kept with the draft, as a move keeps them
    let retiredHere: unknown[] = [];
    if (read) {
      const today = ctx.revisions.current(read.wizard_id);
      const storedBehind = read.revision_hash !== null && read.revision_hash !== today.hash;
      const givenUnder = madeUnder ?? (storedBehind ? read.revision_hash! : today.hash);
      if (storedBehind) {
        const full = await applications.findVisible(id, viewer);
        const moved = full && (await pinning.onRevision(full));
        if (full && moved) {
          if (full.row_version === expected) expected = moved.row_version;
          read = { ...read, answers: moved.answers, revision_hash: moved.revision_hash };
        }
      }
      const moved = await movedToToday(ctx.revisions, read.wizard_id, answers, givenUnder, today);
      if (moved) {
        answers = moved.answers;
        retiredHere = moved.retired;
        movedTo = today.hash;
      }
    }
    const documents = ctx.documents.positions.ofAnswers((remembered ?? read)!.wizard_id, answers);
    const keys = documentKeys(documents);
    const unchecked = remembered && sameDocuments(remembered.documents, keys) && !startsScope(remembered, wizards.load(remembered.wizard_id).manifest, answers) ? remembered : undefined;
    const draft = unchecked ?? read ?? (await writableDraftForSave(viewer, id));
    const stored = unchecked ? [] : ctx.documents.positions.ofAnswers(draft.wizard_id, draft.answers);
    const before = unchecked ? unchecked.documents : documentKeys(stored);
    // The lists' year and purpose follow the answers the manifest points at, unless the body sets them.
    const listed = listedAnswers(wizards.load(draft.wizard_id).manifest, answers);
    const patch = {
      answers,
      current_step,
      year: year !== undefined ? year : listed.year,
      purpose: purpose !== undefined ? purpose : listed.purpose,
    };
    if (!unchecked) {
      await assertReadableDocuments(db, viewer, documents, { known: new Set(stored.map((d) => d.id)), prefix: '/answers' });
      await assertNotBlockedOnStart(applications, db, draft, wizards.load(draft.wizard_id).manifest, answers, { year: patch.year, purpose: patch.purpose });
    }
    // most saves name the documents the draft named: the write alone; otherwise its references
    // (and the answers no longer asked of a copy from before a change) with it
    const sameFiles = sameDocuments(before, keys);
    const saved =
      sameFiles && !retiredHere.length
        ? await applications.saveDraft(id, expected, viewer, patch)
        : await db.transaction().execute(async (trx) => {
            const written = await applications.saveDraft(id, expected, viewer, patch, trx);
            if (written && !sameFiles) await ctx.documents.recordAnswers(trx, draft, answers);
            if (written && retiredHere.length) await applications.keepRetiredAnswers(trx, id, retiredHere);
            return written;
          });
    if (!saved) {
      drafts.forget(id);
      // unread so far: 404, 403 or 409 "not a draft" come first, as for a save that read it
      if (unchecked) await writableDraftForSave(viewer, id);
      return refused(reply, id);
    }
    drafts.remember({ ...draft, answers }, keys, saved.row_version);
    return { row_version: saved.row_version, updated_at: new Date(saved.updated_at).toISOString(), ...(movedTo ? { answers, revision_hash: movedTo } : {}) };
  };

  return saveApplicationAnswers;
}
