-- Certification applications: a wizard's answers as jsonb, with the wizard they were given
-- for and a row version for optimistic concurrency (every write bumps it).
CREATE TABLE applications (
  id                    uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- the customer the application is for
  owner_id              integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_by            integer REFERENCES users(id) ON DELETE SET NULL,
  -- set when a consultant (or one of their employees) creates it for a customer
  consultant_id         integer REFERENCES users(id) ON DELETE SET NULL,
  assigned_employee_id  integer REFERENCES users(id) ON DELETE SET NULL,
  family                text NOT NULL CHECK (family IN ('bio', 'globalgap')),
  wizard_id             text NOT NULL,
  wizard_version        integer NOT NULL,
  status                text NOT NULL DEFAULT 'draft'
                        CHECK (status IN ('draft', 'submitted', 'finalized', 'in_inspection',
                                          'in_veto_checking', 'certified', 'partially_certified', 'rejected')),
  year                  integer CHECK (year BETWEEN 2000 AND 2100),
  purpose               text,
  answers               jsonb NOT NULL DEFAULT '{}'::jsonb,
  current_step          text,
  row_version           integer NOT NULL DEFAULT 1,
  -- the client's idempotency key: a reload that repeats the create gets the same draft
  client_request_id     text,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  submitted_at          timestamptz
);
CREATE UNIQUE INDEX applications_client_request_idx
  ON applications (created_by, client_request_id) WHERE client_request_id IS NOT NULL;
CREATE INDEX applications_owner_idx ON applications (owner_id, family, status);
CREATE INDEX applications_consultant_idx ON applications (consultant_id);
CREATE INDEX applications_created_idx ON applications (created_at DESC);

CREATE TABLE application_status_history (
  id              bigserial PRIMARY KEY,
  application_id  uuid NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  from_status     text,
  to_status       text NOT NULL,
  changed_by      integer REFERENCES users(id) ON DELETE SET NULL,
  at              timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_status_history_idx ON application_status_history (application_id, at);
