-- Which record refers to which document, and where. A download is allowed to the file's owner
-- and to whoever may see a record that refers to it here; the daily sweep deletes the files
-- nothing refers to. Each save writes its references in its own transaction, from the
-- positions its form declares as documents (src/server/files/document-references.ts): a file's
-- id typed anywhere else in a record refers to nothing.
CREATE TABLE file_references (
  -- no foreign key: a file deleted by its owner leaves the reference, which then opens nothing
  file_id          uuid NOT NULL,
  -- the column that holds it, `table.column` (src/server/files/document-holders.ts)
  holder           text NOT NULL,
  -- the holding row's id
  record_id        text NOT NULL,
  -- JSON pointer of the reference in the column's form value (`/submission/signed_application/0`)
  path             text NOT NULL,
  -- the application whose readers may open it; for a profile, the account instead
  application_id   uuid REFERENCES applications(id) ON DELETE CASCADE,
  profile_user_id  integer REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (holder, record_id, path),
  CHECK ((application_id IS NULL) <> (profile_user_id IS NULL))
);
CREATE INDEX file_references_file_idx ON file_references (file_id);
CREATE INDEX file_references_application_idx ON file_references (application_id);

-- The references of what is stored already. Until now every save refused a document-shaped
-- value ({id, name, size, media_type}) naming another person's upload, wherever it stood, so
-- those values are taken as they are; the next save of each record records its references
-- exactly, from its form's positions.
-- (`lax $.**` meets an array's items twice: each document once; its place is written exactly
-- by the record's next save)
CREATE FUNCTION pg_temp.document_refs(value jsonb) RETURNS TABLE (file_id uuid, path text) LANGUAGE sql AS $$
  SELECT d.id::uuid, '/' || row_number() OVER ()
  FROM (
    SELECT DISTINCT found.doc ->> 'id' AS id
    FROM jsonb_path_query(value, 'lax $.** ? (@.type() == "object" && exists(@.id) && exists(@.name) && exists(@.media_type))') AS found(doc)
  ) d
  WHERE d.id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
$$;

INSERT INTO file_references (file_id, holder, record_id, path, application_id)
SELECT r.file_id, 'applications.answers', a.id::text, r.path, a.id FROM applications a, pg_temp.document_refs(a.answers) r;
INSERT INTO file_references (file_id, holder, record_id, path, profile_user_id)
SELECT r.file_id, 'users.profile', u.id::text, r.path, u.id FROM users u, pg_temp.document_refs(u.profile) r;
INSERT INTO file_references (file_id, holder, record_id, path, application_id)
SELECT r.file_id, 'offers.document', t.id::text, r.path, t.application_id FROM offers t, pg_temp.document_refs(t.document) r;
INSERT INTO file_references (file_id, holder, record_id, path, application_id)
SELECT r.file_id, 'offers.signed_document', t.id::text, r.path, t.application_id FROM offers t, pg_temp.document_refs(t.signed_document) r;
INSERT INTO file_references (file_id, holder, record_id, path, application_id)
SELECT r.file_id, 'contracts.documents', t.id::text, r.path, t.application_id FROM contracts t, pg_temp.document_refs(t.documents) r;
INSERT INTO file_references (file_id, holder, record_id, path, application_id)
SELECT r.file_id, 'contracts.signed_document', t.id::text, r.path, t.application_id FROM contracts t, pg_temp.document_refs(t.signed_document) r;
INSERT INTO file_references (file_id, holder, record_id, path, application_id)
SELECT r.file_id, 'inspections.customer_documents', t.id::text, r.path, t.application_id FROM inspections t, pg_temp.document_refs(t.customer_documents) r;
INSERT INTO file_references (file_id, holder, record_id, path, application_id)
SELECT r.file_id, 'inspections.report', t.id::text, r.path, t.application_id FROM inspections t, pg_temp.document_refs(t.report) r;
INSERT INTO file_references (file_id, holder, record_id, path, application_id)
SELECT r.file_id, 'non_conformities.evidence', t.id::text, r.path, t.application_id FROM non_conformities t, pg_temp.document_refs(t.evidence) r;
INSERT INTO file_references (file_id, holder, record_id, path, application_id)
SELECT r.file_id, 'certificate_requests.document', t.id::text, r.path, t.application_id FROM certificate_requests t, pg_temp.document_refs(t.document) r;
INSERT INTO file_references (file_id, holder, record_id, path, application_id)
SELECT r.file_id, 'invoices.document', t.id::text, r.path, t.application_id FROM invoices t, pg_temp.document_refs(t.document) r;
INSERT INTO file_references (file_id, holder, record_id, path, application_id)
SELECT r.file_id, 'sanctions.documents', t.id::text, r.path, t.application_id FROM sanctions t, pg_temp.document_refs(t.documents) r;

DROP FUNCTION pg_temp.document_refs(jsonb);
