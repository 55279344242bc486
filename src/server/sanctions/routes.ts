import type { AppContext } from '../context';
import { ApiError } from '../core/errors';
import { lifecycleRunner } from '../lifecycle/act';
import { applyCertificateChange } from '../certificates/certificate-change';
import { sanctionFor } from './sanction';
import { sanctionsStore } from './store';
import type { Handler } from '../core/handler';
import { isoDay, todayIso } from '../core/dates';
import type { NoticeFacts } from '../lifecycle/notify';


/**
 * What the customer side reads of staff's decision on a corrective action: returned, the
 * sanction's deadline (or that it has passed: send it at once); escalated, the day the
 * certificate is suspended from.
 */
function reviewNotice(outcome: 'lift' | 'return' | 'escalate', sanction: { position: number; deadline: string }, suspendedFrom?: string): NoticeFacts {
  if (outcome === 'lift') return { n: sanction.position };
  if (suspendedFrom) return { n: sanction.position, from: suspendedFrom };
  const deadline = isoDay(sanction.deadline);
  return { n: sanction.position, deadline, overdue: deadline < todayIso() ? 'yes' : 'no' };
}

/**
 * Sanctions on a certified operator (spec §4): staff impose one; the customer side answers it
 * with corrective-action documents; staff lift it, return it or escalate it, and an escalation
 * suspends the certificate through the same change as staff's status form. Each step runs
 * through the lifecycle runner: row version, an event in the history, notifications both ways.
 */
export function sanctionHandlers(ctx: AppContext) {
  const { run } = lifecycleRunner(ctx);

  const imposeSanction: Handler<'imposeSanction'> = async (request) => {
    const body = request.body;
    return run(request, 'impose_sanction', async ({ app, viewer, trx }) => {
      const status = await sanctionsStore.certificateStatus(trx, app.id);
      if (!status) throw new ApiError(404, 'certificates.errors.none', 'This application has no certificate');
      if (status === 'revoked' || status === 'cancelled') {
        throw new ApiError(409, 'sanctions.errors.certificateClosed', `A ${status} certificate takes no sanction`);
      }
      const position = await sanctionsStore.nextPosition(trx, app.id);
      await sanctionsStore.impose(trx, {
        applicationId: app.id,
        position,
        kind: body.kind,
        reason: body.reason.trim(),
        correctiveAction: body.corrective_action.trim(),
        deadline: body.deadline,
        by: viewer.userId,
      });
      return { details: { sanction: position, kind: body.kind, deadline: body.deadline }, notice: { n: position, kind: body.kind, deadline: body.deadline } };
    });
  };

  const answerSanction: Handler<'answerSanction'> = async (request) => {
    const body = request.body;
    return run(request, 'answer_sanction', async ({ app, viewer, trx }) => {
      const { sanction, to } = await sanctionFor(trx, request, app.id, 'answer', 'customer');
      await sanctionsStore.answer(trx, sanction.id, { status: to, documents: body.documents, comment: body.comment?.trim() || null, by: viewer.userId });
      return { details: { sanction: sanction.position, documents: body.documents.length }, notice: { n: sanction.position } };
    });
  };

  const reviewSanction: Handler<'reviewSanction'> = async (request) => {
    const body = request.body;
    const action = body.outcome === 'lift' ? 'lift_sanction' : body.outcome === 'return' ? 'return_sanction' : 'escalate_sanction';
    return run(request, action, async ({ app, trx }) => {
      const { sanction, to } = await sanctionFor(trx, request, app.id, body.outcome, 'staff');
      const note = body.note?.trim() || null;
      const certificate =
        body.outcome === 'escalate'
          ? await applyCertificateChange(trx, app.id, { change: 'suspend', reason: note ?? sanction.reason, effective_from: todayIso() }, 'sanction')
          : undefined;
      await sanctionsStore.review(trx, sanction.id, { status: to, note });
      return {
        details: { sanction: sanction.position, outcome: body.outcome, ...(certificate ? { change: certificate.change } : {}) },
        notice: reviewNotice(body.outcome, sanction, certificate?.effective_from),
      };
    });
  };

  return { imposeSanction, answerSanction, reviewSanction };
}
