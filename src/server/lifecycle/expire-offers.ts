import { operatorOfRow } from '../accounts/display-name';
import { lifecycleNotifier } from './notify';
import { applicationById } from '../applications/visible';
import { lifecycleRecords } from './records-store';
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
    const expired = await lifecycleRecords.markOffersExpired(trx, today);
    const notifier = lifecycleNotifier(ctx, trx);
    for (const offer of expired) {
      const app = await applicationById(trx, offer.application_id);
      if (app) await notifier.notifyOfferExpired(app, operatorOfRow(app).name, offer);
    }
    return expired.length;
  });
}
