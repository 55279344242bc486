-- The reports staff send the authorities (issue 51, docs/reports.md): the organic operators under
-- control and the GLOBALG.A.P. certificates issued, suspended and withdrawn in a period. Each is
-- asked for by a staff member and made by a job of the queue (src/server/reports/), which counts
-- its rows as it goes and keeps the finished CSV and XLSX in the file store.
CREATE TABLE staff_reports (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind          text NOT NULL CHECK (kind IN ('organic_operators', 'globalgap_certificates')),
  period_from   text NOT NULL CHECK (period_from ~ '^\d{4}-\d{2}-\d{2}$'),
  period_to     text NOT NULL CHECK (period_to ~ '^\d{4}-\d{2}-\d{2}$'),
  -- the language of the files' column heads and values (the asker's, when asked)
  locale        text NOT NULL CHECK (locale ~ '^[a-z]{2,3}$'),
  requested_by  integer NOT NULL REFERENCES users(id),
  requested_at  timestamptz NOT NULL DEFAULT now(),
  status        text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  rows_done     integer NOT NULL DEFAULT 0,
  -- known once the job has counted the period's rows
  rows_total    integer,
  -- the finished files (files/generated-file.ts): a file deleted leaves the report without it
  csv_file_id   uuid REFERENCES files(id) ON DELETE SET NULL,
  xlsx_file_id  uuid REFERENCES files(id) ON DELETE SET NULL,
  finished_at   timestamptz,
  CHECK (period_to >= period_from)
);
-- the Reports screen lists them newest first, a page at a time (core/paging.ts)
CREATE INDEX staff_reports_requested_idx ON staff_reports (requested_at DESC, id DESC);

-- A generated file the portal keeps for a record of its own (a report) is referred to by that
-- record alone: neither an application nor a profile. Such a reference keeps the file from the
-- daily sweep and opens it to nobody through /files (the record's own operation serves it).
ALTER TABLE file_references DROP CONSTRAINT IF EXISTS file_references_check;
ALTER TABLE file_references ADD CONSTRAINT file_references_check CHECK (application_id IS NULL OR profile_user_id IS NULL);
