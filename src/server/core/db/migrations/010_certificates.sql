-- Certificates in the world (docs/decisions.md "Certificates in the world"): the code behind
-- the public verification page, the organic TRACES number, and the certificate's own status.

-- The code in the QR and in /verify/{code}: two random (v4) UUIDs as 64 hex digits, 244
-- random bits, unguessable and never derived from the number.
ALTER TABLE certificates
  ADD COLUMN public_code text NOT NULL
    DEFAULT replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''),
  ADD COLUMN traces_number text,
  -- active / suspended / partially_suspended / revoked / cancelled; "expired" is not stored:
  -- it is read from valid_to at the time of reading
  ADD COLUMN status text NOT NULL DEFAULT 'active'
    CHECK (status IN ('active', 'suspended', 'partially_suspended', 'revoked', 'cancelled')),
  -- the products a partial suspension concerns
  ADD COLUMN suspended_items jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN status_reason text,
  ADD COLUMN status_effective text CHECK (status_effective ~ '^\d{4}-\d{2}-\d{2}$'),
  ADD COLUMN status_until text CHECK (status_until ~ '^\d{4}-\d{2}-\d{2}$'),
  ADD COLUMN status_changed_at timestamptz;
CREATE UNIQUE INDEX certificates_public_code_idx ON certificates (public_code);
