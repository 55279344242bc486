-- Certificate requests (docs/decisions.md "Certificate requests and invoices"): the customer
-- side asks for an attestation, a duplicate certificate or the certificate's issuance on a
-- certified application; staff answer with a document or refuse with a reason.
CREATE TABLE certificate_requests (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id   uuid NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  kind             text NOT NULL CHECK (kind IN ('attestation', 'duplicate', 'issuance')),
  -- which attestation; only for kind 'attestation'
  attestation      text CHECK (attestation IN ('conformity', 'products', 'conversion', 'control_system')),
  note             text CHECK (length(note) <= 2000),
  status           text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'refused')),
  requested_by     integer REFERENCES users(id) ON DELETE SET NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  document         jsonb,
  refusal_reason   text,
  answered_by      integer REFERENCES users(id) ON DELETE SET NULL,
  answered_at      timestamptz,
  CHECK ((kind = 'attestation') = (attestation IS NOT NULL))
);
CREATE INDEX certificate_requests_app_idx ON certificate_requests (application_id, created_at);
-- one open request of each kind (and attestation) per application: the server's 409 holds
-- also when two sends race
CREATE UNIQUE INDEX certificate_requests_open_idx
  ON certificate_requests (application_id, kind, coalesce(attestation, ''))
  WHERE status = 'open';
