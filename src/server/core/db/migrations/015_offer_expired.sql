-- When the daily job (src/server/lifecycle/expire-offers.ts) found an offer past its expiry
-- without an answer and told the customer side and staff; null until then. The rule itself
-- (expired from the day after expires_on) stays in src/server/lifecycle/offer-expiry.ts.
ALTER TABLE offers ADD COLUMN expired_at timestamptz;
