import { sql } from 'kysely';
import { lifecycleNotifier } from './notify';
import { applicationsRepository } from '../applications/store';
import type { JobContext } from '../daily-jobs';

/**
 * Stores that an offer awaiting the customer side's answer is past its expiry
 * (`offers.expired_at`; the rule is `offerPastExpiry`: from the day after `expires_on`, here
 * in SQL) and tells the customer side and staff, in the portal and by mail, in the same
 * transaction: an offer is marked and announced once, whichever process runs the job and
 * however often. Answers how many offers it marked.
 */
export async function expireOffers(ctx: JobContext, today: string): Promise<number> {
  return ctx.database.db.transaction().execute(async (trx) => {
    const expired = await trx
      .updateTable('offers')
      .set({ expired_at: sql<Date>`now()` })
      .where('reply', 'is', null)
      .where('expired_at', 'is', null)
      .where('expires_on', '<', today)
      // only the offer the application waits on (a rejected application's offer is no news)
      .where('application_id', 'in', (eb) => eb.selectFrom('applications').select('id').where('lifecycle_state', '=', 'offer_sent'))
      .returning(['application_id', 'expires_on', 'recipient'])
      .execute();
    const notifier = lifecycleNotifier(ctx, trx);
    const applications = applicationsRepository(trx);
    for (const offer of expired) {
      const app = await applications.findById(offer.application_id);
      if (app) await notifier.notifyOfferExpired(app, app.customer_name ?? '', offer);
    }
    return expired.length;
  });
}
