/**
 * When an offer is past its expiry: from the day after its last valid day (`expires_on`).
 * The one rule the accept check, the views, the staff queue and the daily job apply; the
 * job also stores when it found an unanswered offer expired (`offers.expired_at`) so that
 * both sides are told once.
 */
export function offerPastExpiry(expiresOn: string, today: string): boolean {
  return expiresOn < today;
}
