-- Sanctions on a certified operator (spec §4 "Sanctions: corrective-action documents";
-- docs/decisions.md "Sanctions"): staff impose one with its kind, reason, the corrective
-- action wanted and a deadline; the customer side answers with documents and a comment;
-- staff lift it, return it, or escalate it (the certificate is suspended).
CREATE TABLE sanctions (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id     uuid NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  -- numbered per application, as people speak of them ("sanction 2")
  position           integer NOT NULL,
  kind               text NOT NULL CHECK (kind IN ('warning', 'declassification', 'conversion_extension')),
  reason             text NOT NULL,
  corrective_action  text NOT NULL,
  deadline           text NOT NULL CHECK (deadline ~ '^\d{4}-\d{2}-\d{2}$'),
  status             text NOT NULL DEFAULT 'imposed' CHECK (status IN ('imposed', 'answered', 'lifted', 'escalated')),
  -- the customer side's last answer: corrective-action documents (file references) and a comment
  documents          jsonb NOT NULL DEFAULT '[]'::jsonb,
  comment            text,
  answered_by        integer REFERENCES users(id) ON DELETE SET NULL,
  answered_at        timestamptz,
  -- staff's last word on it (lift, return, escalate) with a note
  review_note        text,
  closed_at          timestamptz,
  created_by         integer REFERENCES users(id) ON DELETE SET NULL,
  created_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (application_id, position)
);
CREATE INDEX sanctions_app_idx ON sanctions (application_id, position);
