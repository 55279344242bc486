import type { AppContext } from '../context';
import { ApiError } from '../core/errors';
import { lifecycleRunner } from '../lifecycle/act';
import { applyCertificateChange } from '../certificates/certificate-change';
import { nextSanctionPosition, sanctionFor } from './sanction';
import type { Handler } from '../core/handler';

const today = () => new Date().toISOString().slice(0, 10);

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
      const cert = await trx.selectFrom('certificates').select('status').where('application_id', '=', app.id).executeTakeFirst();
      if (!cert) throw new ApiError(404, 'certificates.errors.none', 'This application has no certificate');
      if (cert.status === 'revoked' || cert.status === 'cancelled') {
        throw new ApiError(409, 'sanctions.errors.certificateClosed', `A ${cert.status} certificate takes no sanction`);
      }
      const position = await nextSanctionPosition(trx, app.id);
      await trx
        .insertInto('sanctions')
        .values({
          application_id: app.id,
          position,
          kind: body.kind,
          reason: body.reason.trim(),
          corrective_action: body.corrective_action.trim(),
          deadline: body.deadline,
          created_by: viewer.userId,
        })
        .execute();
      return { details: { sanction: position, kind: body.kind, deadline: body.deadline } };
    });
  };

  const answerSanction: Handler<'answerSanction'> = async (request) => {
    const body = request.body;
    return run(request, 'answer_sanction', async ({ app, viewer, trx }) => {
      const { sanction, to } = await sanctionFor(trx, request, app.id, 'answer', 'customer');
      await trx
        .updateTable('sanctions')
        .set({ status: to, documents: JSON.stringify(body.documents), comment: body.comment?.trim() || null, answered_by: viewer.userId, answered_at: new Date() })
        .where('id', '=', sanction.id)
        .execute();
      return { details: { sanction: sanction.position, documents: body.documents.length } };
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
          ? await applyCertificateChange(trx, app.id, { change: 'suspend', reason: note ?? sanction.reason, effective_from: today() })
          : undefined;
      await trx
        .updateTable('sanctions')
        .set({ status: to, review_note: note, closed_at: to === 'imposed' ? null : new Date() })
        .where('id', '=', sanction.id)
        .execute();
      return { details: { sanction: sanction.position, outcome: body.outcome, ...(certificate ? { change: certificate.change } : {}) } };
    });
  };

  return { imposeSanction, answerSanction, reviewSanction };
}
