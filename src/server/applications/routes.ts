import { operatorOfRow } from '../accounts/display-name';
import { expectedVersion, notADraft, sendError } from './write-preconditions';
import { prefilledAnswers } from '../../engine/wizard-prefill.ts';
import { placeNamer } from '../reference-data/place-namer';
import { countryCode } from '../reference-data/countries';
import type { AppContext } from '../context';
import { ApiError, notFound } from '../core/errors';
import { applicationsRepository } from './store';
import type { Viewer } from './access';
import { isApprovedCustomer } from '../customers/customer-side';
import { signedIn } from '../accounts/viewer';
import { summaryOf } from './present';
import { assertNotBlocked } from './rules';
import { assertRenewable, draftStart } from './renewal';
import { onTodaysRevision } from './todays-revision';
import { wizardRegistryOf } from './wizards';
import { submissionCheck } from './submission-answers';
import { lifecycleNotifier } from '../lifecycle/notify';
import type { Handler } from '../core/handler';
import { pageOf, pageSize, positionOf } from '../core/paging';
import { revisionPinning } from './revision-pin';
import { draftAccess } from './draft-access';
import { saveAnswersHandler } from './save-answers-route';

/** The id a renewal not created yet is compared under: no application has it (the rule skips its own id). */
const NO_APPLICATION_YET = '00000000-0000-0000-0000-000000000000';

/** Applications: drafts saved step by step, submission, and their life afterwards (contract: /applications). */
export function applicationHandlers(ctx: AppContext) {
  const { db } = ctx.database;
  const applications = applicationsRepository(db);
  // Tests point the server at their own schemas folder; production uses the repository's.
  const wizards = wizardRegistryOf(ctx.config.schemasDir);
  const pinning = revisionPinning(ctx, applications);

  const access = draftAccess(applications, pinning);
  const { visible, viewOf, writableDraft, refused } = access;
  // the autosave's handler, the one most called, in its own file
  const saveApplicationAnswers = saveAnswersHandler(ctx, { applications, wizards, pinning, access });

  /** The customer a new application is for; consultants and employees name one of theirs. */
  async function ownerFor(viewer: Viewer, customerId: number | undefined): Promise<number> {
    if (viewer.role !== 'consultant') {
      if (customerId !== undefined && customerId !== viewer.userId) {
        throw new ApiError(403, 'errors.notYourCustomer', 'Only consultants create applications for customers');
      }
      return viewer.userId;
    }
    if (customerId === undefined) {
      throw new ApiError(400, 'errors.invalidRequest', 'customer_id is required', [
        { path: '/body/customer_id', keyword: 'required', messageId: 'validation.errors.required', params: { missingProperty: 'customer_id' } },
      ]);
    }
    if (viewer.consultantId === null || !(await isApprovedCustomer(db, viewer.consultantId, customerId))) {
      throw new ApiError(403, 'errors.notYourCustomer', 'Not one of your approved customers');
    }
    return customerId;
  }

  const listApplications: Handler<'listApplications'> = async (request) => {
    const viewer = signedIn(request);
    const { limit: asked, cursor, ...filters } = request.query ?? {};
    const limit = pageSize({ limit: asked });
    const [rows, counted] = await Promise.all([
      applications.list(viewer, filters, limit, positionOf(cursor, 'instant', 'uuid')),
      applications.count(viewer, filters),
    ]);
    return { ...pageOf(rows, limit, (row) => ({ at: row.page_at, id: row.id }), summaryOf), ...counted };
  };

  const createApplication: Handler<'createApplication'> = async (request, reply) => {
    const { type, customer_id, client_request_id, year = null, purpose = null, renewal_of } = request.body;
    // The wizard comes from the catalogue loaded at start, never from a path built of `type`.
    if (!wizards.has(type)) {
      throw new ApiError(400, 'errors.invalidRequest', `No wizard "${type}"`, [
        { path: '/body/type', keyword: 'enum', messageId: 'validation.errors.enum', params: { allowedValues: wizards.ids() } },
      ]);
    }
    const viewer = signedIn(request);
    const repeated = async () => {
      const before = client_request_id ? await applications.findByClientRequest(viewer.userId, client_request_id) : undefined;
      return before && reply.code(200).send({ application: await viewOf(before, viewer) });
    };
    const earlier = await repeated();
    if (earlier) return earlier;
    const renewed = renewal_of === undefined ? undefined : assertRenewable(await applications.findVisible(renewal_of, viewer), type);
    const today = ctx.revisions.current(type);
    // a renewal starts from last period's answers moved to today's questionnaire (docs/revisions.md)
    const previous = renewed && (await onTodaysRevision(ctx.revisions, renewed, today));
    const ownerId = await ownerFor(viewer, previous ? previous.owner_id : customer_id);
    const owner = await ctx.users.findById(ownerId);
    if (!owner) throw notFound();
    if (type === 'bio' && countryCode(owner.country_id) !== 'GR') {
      throw new ApiError(403, 'errors.greekUsersOnly', 'Organic applications are for customers in Greece');
    }
    const { manifest } = wizards.load(type);
    const { answers, ...listed } = draftStart(manifest, prefilledAnswers(manifest, owner.profile, placeNamer(owner.country_id)), previous, { year, purpose });
    // A renewal starts with its scope filled in, so no save would meet the duplicate rule before
    // submission, after the whole form and its signed documents: it is asked now, and a renewal
    // another active application already covers is not created (the refusal names that one).
    if (previous) await assertNotBlocked(applications, db, { id: NO_APPLICATION_YET, owner_id: ownerId, family: type }, manifest, answers, listed);
    const row = await applications.create({
      owner_id: ownerId,
      created_by: viewer.userId,
      consultant_id: viewer.role === 'consultant' ? viewer.consultantId : null,
      family: type,
      wizard_id: manifest.id,
      wizard_version: manifest.version,
      revision_hash: today.hash,
      ...listed,
      client_request_id: client_request_id ?? null,
      answers: JSON.stringify(answers),
      // a document the profile holds (the standing order) is the application's now too
    }, (trx, id) => ctx.documents.recordAnswers(trx, { id, wizard_id: manifest.id }, answers));
    // No row: the same request was created by a concurrent call a moment ago.
    if (!row) {
      const created = await repeated();
      if (created) return created;
      throw new ApiError(409, 'errors.invalidRequest', 'The same request is being handled; try again');
    }
    return reply.code(201).send({ application: await viewOf(row, viewer) });
  };

  const getApplication: Handler<'getApplication'> = async (request) => {
    const { viewer, app } = await visible(request);
    return viewOf(app, viewer);
  };

  const deleteApplication: Handler<'deleteApplication'> = async (request, reply) => {
    const { app } = await writableDraft(request);
    if (!(await applications.deleteDraft(app.id))) {
      if (await applications.current(app.id)) throw notADraft();
      throw notFound();
    }
    return reply.code(204).send();
  };

  /** The notice of a draft's move to today's questionnaire and its answers no longer asked, read: gone from the view. */
  const dismissRevisionNotice: Handler<'dismissRevisionNotice'> = async (request, reply) => {
    const { app } = await writableDraft(request);
    if (!(await applications.dismissRevisionNotice(app.id))) {
      if (await applications.current(app.id)) throw notADraft();
      throw notFound();
    }
    return reply.code(204).send();
  };

  const submitApplication: Handler<'submitApplication'> = async (request, reply) => {
    const { viewer, app } = await writableDraft(request);
    const expected = expectedVersion(request.body?.row_version, request.headers['if-match']);
    if (expected !== app.row_version) return refused(reply, app.id);
    const wizard = wizards.load(app.wizard_id);
    const check = submissionCheck(wizards, wizard, app);
    if (!check.complete) return sendError(reply, 400, 'errors.applicationIncomplete', 'Some answers are missing or wrong', { steps: check.steps, issues: check.issues });
    const { answers } = check;
    const submitted = await applications.withCustomerLock(app.owner_id, async (trx) => {
      await assertNotBlocked(applications, trx, app, wizard.manifest, answers, { year: app.year, purpose: app.purpose });
      const changed = await applications.changeStatus(trx, { id: app.id, from: 'draft', to: 'submitted', by: viewer.userId, rowVersion: expected, answers });
      if (!changed) return changed;
      // the answers of steps no longer shown are gone, and so are their documents' references
      await ctx.documents.recordAnswers(trx, app, answers);
      // told in its transaction (a submission that rolls back tells no one); submitted before: back from a request to complete
      const action = app.submitted_at ? 'resubmit' : 'submit';
      const notifier = lifecycleNotifier(ctx, trx);
      await notifier.tellStaff(app, action, 'review', operatorOfRow(app).name);
      await notifier.acknowledgeSubmission(app, action, operatorOfRow(app), viewer.userId);
      return changed;
    });
    if (!submitted) return refused(reply, app.id);
    return {
      status: submitted.status,
      submitted_at: new Date(submitted.submitted_at ?? submitted.updated_at).toISOString(),
      row_version: submitted.row_version,
    };
  };

  return {
    listApplications,
    createApplication,
    getApplication,
    saveApplicationAnswers,
    deleteApplication,
    submitApplication,
    dismissRevisionNotice,
  };
}
