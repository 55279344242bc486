import type { FastifyReply, FastifyRequest } from 'fastify';
import { notADraft, sendError } from './write-preconditions';
import { forbidden, notFound } from '../core/errors';
import type { ApplicationRow, ApplicationsRepository } from './store';
import { mayWrite, type Viewer } from './access';
import { signedIn } from '../accounts/viewer';
import { applicationOf, draftCopyOf } from './present';
import type { RevisionPinning } from './revision-pin';

/**
 * How the application routes find the application a request names, refuse a write to it
 * (404, 403, 409 "not a draft") and say why a conditional write matched no row. Shared by
 * routes.ts and save-answers-route.ts, so every write refuses the same way.
 */
export function draftAccess(applications: ApplicationsRepository, pinning: RevisionPinning) {
  async function visible(request: FastifyRequest<{ Params: { id: string } }>): Promise<{ viewer: Viewer; app: ApplicationRow }> {
    const viewer = signedIn(request);
    const found = await applications.findVisible(request.params.id, viewer);
    if (!found) throw notFound();
    // on its questionnaire revision: a draft behind today's is moved to it now (revision-pin.ts)
    return { viewer, app: await pinning.onRevision(found) };
  }

  /** The whole application with the revision it is shown with. */
  const viewOf = async (app: ApplicationRow, viewer: Viewer) => ({ ...applicationOf(app, mayWrite(viewer)), revision: await pinning.revisionView(app) });

  function assertWritable(viewer: Viewer, app: Pick<ApplicationRow, 'status'>) {
    if (!mayWrite(viewer)) throw forbidden('This account may only read applications');
    if (app.status !== 'draft') throw notADraft();
  }

  /** The narrow read of a draft a save needs (404, 403, 409 as for the other writes). */
  async function writableDraftForSave(viewer: Viewer, id: string) {
    const app = await applications.findVisibleForSave(id, viewer);
    if (!app) throw notFound();
    assertWritable(viewer, app);
    return app;
  }

  async function writableDraft(request: FastifyRequest<{ Params: { id: string } }>) {
    const found = await visible(request);
    assertWritable(found.viewer, found.app);
    return found;
  }

  // After a conditional write matched no row: say why, from what is stored now.
  async function refused(reply: FastifyReply, id: string) {
    const current = await applications.current(id);
    if (!current) throw notFound();
    if (current.status !== 'draft') throw notADraft();
    return sendError(reply, 409, 'errors.staleDraft', 'The draft was saved by someone else in the meantime', {
      current: draftCopyOf(current),
    });
  }

  return { visible, viewOf, writableDraftForSave, writableDraft, refused };
}

export type DraftAccess = ReturnType<typeof draftAccess>;
