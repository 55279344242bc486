-- Questionnaires change while applications rest on them (docs/revisions.md, issue 45). Every
-- revision of a questionnaire an application used is kept here, keyed by the SHA-256 of its
-- bundle (manifest, forms, definitions and texts), so that processes, machines and deploys
-- holding the same files agree, and a deploy that drops old files loses nothing.
CREATE TABLE IF NOT EXISTS questionnaire_revisions (
  hash       text PRIMARY KEY,
  wizard_id  text NOT NULL,
  -- the manifest's version: the label of a published revision (a working tree's has the last one's)
  version    integer NOT NULL,
  -- json, not jsonb: jsonb reorders an object's keys, and a form's questions are shown in the
  -- order its schema lists them (the hash is of the canonical JSON, keys sorted, either way)
  bundle     json NOT NULL,
  stored_at  timestamptz NOT NULL DEFAULT now()
);

-- The revision an application was given under. Null only between this migration and the
-- first start after it, which sets the revision current then (server/revisions/start.ts).
ALTER TABLE applications ADD COLUMN IF NOT EXISTS revision_hash text REFERENCES questionnaire_revisions (hash);
-- What a draft's move to a newer revision left: answers no migration placed ("no longer
-- asked", shown until dismissed) and the notice of what changed (shown until dismissed).
ALTER TABLE applications ADD COLUMN IF NOT EXISTS retired_answers jsonb;
ALTER TABLE applications ADD COLUMN IF NOT EXISTS revision_notice jsonb;
CREATE INDEX IF NOT EXISTS applications_revision_missing_idx ON applications (wizard_id) WHERE revision_hash IS NULL;
