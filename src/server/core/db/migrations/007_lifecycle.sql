-- The certification lifecycle after submission (src/lifecycle, docs/decisions.md): where each
-- application stands, the records of each step, and the history of who did what.

-- The lifecycle state (finer than the status); null for a draft never submitted. Every
-- lifecycle write bumps applications.row_version, as draft saves do.
ALTER TABLE applications
  ADD COLUMN lifecycle_state text,
  ADD COLUMN risk_level text CHECK (risk_level IN ('low', 'medium', 'high')),
  -- when the party it waits on was asked; the queue's "overdue" counts from here
  ADD COLUMN state_since timestamptz;
UPDATE applications SET lifecycle_state = CASE status
    WHEN 'submitted' THEN 'review'
    WHEN 'finalized' THEN 'contract_preparation'
    WHEN 'in_inspection' THEN 'inspection_planning'
    WHEN 'in_veto_checking' THEN 'decision_pending'
    WHEN 'draft' THEN NULL
    ELSE status END,
  state_since = updated_at;
CREATE INDEX applications_lifecycle_idx ON applications (lifecycle_state);

-- Staff's review: complete (with the risk level) or a request to complete naming the steps to reopen.
CREATE TABLE application_reviews (
  id                 bigserial PRIMARY KEY,
  application_id     uuid NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  outcome            text NOT NULL CHECK (outcome IN ('complete', 'request_completion', 'reject')),
  risk_level         text CHECK (risk_level IN ('low', 'medium', 'high')),
  transfer_reviewed  boolean NOT NULL DEFAULT false,
  reopen_steps       jsonb NOT NULL DEFAULT '[]'::jsonb,
  notes              text,
  created_by         integer REFERENCES users(id) ON DELETE SET NULL,
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_reviews_app_idx ON application_reviews (application_id, created_at);

CREATE TABLE offers (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id    uuid NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  amount            numeric(12, 2) NOT NULL CHECK (amount >= 0),
  fees              numeric(12, 2) NOT NULL DEFAULT 0 CHECK (fees >= 0),
  expires_on        text NOT NULL CHECK (expires_on ~ '^\d{4}-\d{2}-\d{2}$'),
  notes             text,
  -- a file reference {id, name, size, media_type}: generated in the customer's language or uploaded
  document          jsonb NOT NULL,
  recipient         text NOT NULL CHECK (recipient IN ('customer', 'consultant')),
  signed_document   jsonb,
  reply             text CHECK (reply IN ('accepted', 'declined', 'replaced')),
  decline_reason    text,
  replied_by        integer REFERENCES users(id) ON DELETE SET NULL,
  replied_at        timestamptz,
  created_by        integer REFERENCES users(id) ON DELETE SET NULL,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX offers_app_idx ON offers (application_id, created_at);

CREATE TABLE contracts (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id    uuid NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  duration_years    integer NOT NULL CHECK (duration_years BETWEEN 1 AND 10),
  start_date        text NOT NULL CHECK (start_date ~ '^\d{4}-\d{2}-\d{2}$'),
  documents         jsonb NOT NULL DEFAULT '[]'::jsonb,
  signed_document   jsonb,
  signed_by         integer REFERENCES users(id) ON DELETE SET NULL,
  signed_at         timestamptz,
  created_by        integer REFERENCES users(id) ON DELETE SET NULL,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contracts_app_idx ON contracts (application_id, created_at);

CREATE TABLE inspections (
  id                     uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id         uuid NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  inspection_date        text NOT NULL CHECK (inspection_date ~ '^\d{4}-\d{2}-\d{2}$'),
  inspector              text NOT NULL,
  preparation            text,
  -- what staff ask the customer to upload before the visit (short descriptions)
  requested_documents    jsonb NOT NULL DEFAULT '[]'::jsonb,
  customer_documents     jsonb NOT NULL DEFAULT '[]'::jsonb,
  customer_note          text,
  documents_submitted_at timestamptz,
  results                text,
  report                 jsonb,
  results_recorded_at    timestamptz,
  created_by             integer REFERENCES users(id) ON DELETE SET NULL,
  created_at             timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inspections_app_idx ON inspections (application_id, created_at);

CREATE TABLE non_conformities (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id   uuid NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  inspection_id    uuid REFERENCES inspections(id) ON DELETE SET NULL,
  position         integer NOT NULL,
  requirement      text NOT NULL,
  finding          text NOT NULL,
  severity         text NOT NULL CHECK (severity IN ('minor', 'major', 'critical')),
  deadline         text NOT NULL CHECK (deadline ~ '^\d{4}-\d{2}-\d{2}$'),
  status           text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
  -- the customer's answer: confirm (evidence given) or recheck (with a reason)
  response         text CHECK (response IN ('confirm', 'recheck')),
  response_note    text,
  evidence         jsonb NOT NULL DEFAULT '[]'::jsonb,
  responded_at     timestamptz,
  -- staff's last word: accepted (closed) or returned (open again), with a note
  review           text CHECK (review IN ('accepted', 'returned')),
  review_note      text,
  reviewed_at      timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX non_conformities_app_idx ON non_conformities (application_id, position);

CREATE TABLE application_decisions (
  id               bigserial PRIMARY KEY,
  application_id   uuid NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  outcome          text NOT NULL CHECK (outcome IN ('certify', 'certify_partially', 'reject')),
  -- the products or parcels a partial certification covers
  certified_items  jsonb NOT NULL DEFAULT '[]'::jsonb,
  reasons          text,
  created_by       integer REFERENCES users(id) ON DELETE SET NULL,
  created_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE certificates (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id   uuid NOT NULL UNIQUE REFERENCES applications(id) ON DELETE CASCADE,
  number           text NOT NULL UNIQUE,
  valid_from       text NOT NULL CHECK (valid_from ~ '^\d{4}-\d{2}-\d{2}$'),
  valid_to         text NOT NULL CHECK (valid_to ~ '^\d{4}-\d{2}-\d{2}$') CHECK (valid_to > valid_from),
  scope            text NOT NULL,
  items            jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at       timestamptz NOT NULL DEFAULT now()
);

-- Dates are ISO text (YYYY-MM-DD): both drivers read them as written, and ::date compares them.

-- Who did what, when: the history shown to both sides.
CREATE TABLE application_events (
  id               bigserial PRIMARY KEY,
  application_id   uuid NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  actor_id         integer REFERENCES users(id) ON DELETE SET NULL,
  action           text NOT NULL,
  from_state       text,
  to_state         text,
  details          jsonb NOT NULL DEFAULT '{}'::jsonb,
  at               timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_events_app_idx ON application_events (application_id, at);
