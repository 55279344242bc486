-- A certificate whose validity ended is stored as expired by the daily job
-- (src/server/certificates/expire-certificates.ts), so the stored status agrees with what the public
-- page reads from valid_to. Revoked and cancelled stay what they are.
ALTER TABLE certificates DROP CONSTRAINT IF EXISTS certificates_status_check;
ALTER TABLE certificates ADD CONSTRAINT certificates_status_check
  CHECK (status IN ('active', 'suspended', 'partially_suspended', 'revoked', 'cancelled', 'expired'));
