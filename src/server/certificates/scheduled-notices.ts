import { liveStatus, takesEffect } from '../../lifecycle/index.ts';
import type { JobContext } from '../daily-jobs';
import { lifecycleNotifier } from '../lifecycle/notify';
import { applicationById } from '../applications/visible';
import { certificatesStore } from './store';

/**
 * The daily job of changes dated ahead (a suspension from the 5th recorded on the 1st): the
 * status is right at midnight without it (read from the dated changes), but the holder is told
 * on the day. For each certificate whose `notice_due` has come, the changes in force by `today`
 * are marked told and the customer side and staff are told what the status now is, once, in
 * one transaction (another process finds the rows locked or already told). A change a later
 * decision overrode before its day is marked told without a notice. Answers how many
 * certificates it told about.
 */
export async function sendScheduledNotices(ctx: JobContext, today: string): Promise<number> {
  return ctx.database.db.transaction().execute(async (trx) => {
    const due = await certificatesStore.noticesDue(trx, today);
    const notifier = lifecycleNotifier(ctx, trx);
    let told = 0;
    for (const cert of due) {
      const changes = cert.status_changes.map((change) => (change.from <= today && !change.noticed ? { ...change, noticed: true } : change));
      const nextDue = changes.filter((change) => !change.noticed).map((change) => change.from).sort()[0] ?? null;
      await certificatesStore.markNoticed(trx, cert.id, changes, nextDue);
      const newlyInForce = cert.status_changes.filter((change, i) => !change.noticed && change.from <= today && takesEffect(cert.status_changes, i));
      const app = newlyInForce.length ? await applicationById(trx, cert.application_id) : undefined;
      if (!app) continue;
      const status = liveStatus(cert, today);
      const last = newlyInForce.at(-1)!;
      await notifier.notifyCertificateInForce(app, app.customer_name ?? '', { number: cert.number, status, from: last.from, verifyPath: `/verify/${cert.public_code}` });
      told += 1;
    }
    return told;
  });
}
