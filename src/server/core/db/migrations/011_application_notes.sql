-- Notes: one thread per application between the customer side (customer, consultant,
-- employee) and the certification body's staff (docs/decisions.md "Certificates in the world").
CREATE TABLE application_notes (
  id               bigserial PRIMARY KEY,
  application_id   uuid NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  author_id        integer REFERENCES users(id) ON DELETE SET NULL,
  -- which side wrote it: staff write for the body, everyone else for the customer
  side             text NOT NULL CHECK (side IN ('customer', 'staff')),
  body             text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_notes_app_idx ON application_notes (application_id, id);
