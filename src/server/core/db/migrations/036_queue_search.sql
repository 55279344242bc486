-- Staff search their queue by the holder's name (company and person), the reference, the tax
-- number and the GGN, at 100,000 applications without reading them all (docs/performance.md).
-- As the register's keys (026_register_search.sql), each key is written by the server
-- (src/server/lifecycle/queue-search.ts: names folded as the register folds them, so "Παπαδόπουλος"
-- and "papadopoulos" meet; codes without spaces, dots or hyphens), because the folding is
-- JavaScript's; SQL only compares. A key is current when search_keyed = search_version: what a
-- key is made of changes the version (the triggers below), and the next search rewrites the
-- stale ones.
ALTER TABLE applications
  ADD COLUMN queue_search_names text,
  ADD COLUMN queue_search_codes text,
  ADD COLUMN queue_search_version integer NOT NULL DEFAULT 1,
  ADD COLUMN queue_search_keyed integer NOT NULL DEFAULT 0;

-- what the next search must key first: only the stale rows of the queue are in this index
-- (a draft is keyed once it is submitted)
CREATE INDEX applications_queue_search_stale_idx ON applications (id)
  WHERE queue_search_keyed <> queue_search_version AND status <> 'draft';

-- the queue sorted by type, the longest waiting first within each
CREATE INDEX applications_queue_type_idx
  ON applications (family, (coalesce(state_since, submitted_at, created_at)), id)
  WHERE status <> 'draft';

-- Trigram indexes serve LIKE '%part%' on the keys (pg_trgm: see 026_register_search.sql);
-- without the extension the search reads the two key columns of the queue's rows.
DO $$ BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: the queue''s search scans its key columns';
END $$;
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX applications_queue_names_trgm ON applications USING gin (queue_search_names gin_trgm_ops) WHERE status <> 'draft';
    CREATE INDEX applications_queue_codes_trgm ON applications USING gin (queue_search_codes gin_trgm_ops) WHERE status <> 'draft';
  END IF;
END $$;

-- The holder's profile (names, company, GGN), username or tax number changed: their applications' keys are stale.
CREATE FUNCTION users_queue_search_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications SET queue_search_version = queue_search_version + 1 WHERE owner_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER users_queue_search_stale AFTER UPDATE OF profile, username, identification ON users
  FOR EACH ROW WHEN (OLD.profile IS DISTINCT FROM NEW.profile OR OLD.username IS DISTINCT FROM NEW.username
    OR OLD.identification IS DISTINCT FROM NEW.identification)
  EXECUTE FUNCTION users_queue_search_stale();

-- An application handed to another owner: it is searched by the new owner's names.
CREATE FUNCTION applications_queue_search_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.queue_search_version := OLD.queue_search_version + 1;
  RETURN NEW;
END $$;
CREATE TRIGGER applications_queue_search_stale BEFORE UPDATE OF owner_id ON applications
  FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id)
  EXECUTE FUNCTION applications_queue_search_stale();

-- A certificate issued, or its GGN confirmed or changed: the application is searched by it.
CREATE FUNCTION certificates_queue_search_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications SET queue_search_version = queue_search_version + 1 WHERE id = NEW.application_id;
  RETURN NULL;
END $$;
CREATE TRIGGER certificates_queue_search_stale_update AFTER UPDATE OF ggn ON certificates
  FOR EACH ROW WHEN (OLD.ggn IS DISTINCT FROM NEW.ggn)
  EXECUTE FUNCTION certificates_queue_search_stale();
-- certificates written many at a time (an import): once per statement
CREATE FUNCTION certificates_queue_search_stale_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications a SET queue_search_version = a.queue_search_version + 1 FROM added c WHERE a.id = c.application_id;
  RETURN NULL;
END $$;
CREATE TRIGGER certificates_queue_search_stale_insert AFTER INSERT ON certificates
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION certificates_queue_search_stale_added();

-- the queue's applications with an open sanction (imposed, or answered and waiting on staff's
-- review): a few among the years' lifted and escalated ones
CREATE INDEX sanctions_open_idx ON sanctions (application_id) WHERE status IN ('imposed', 'answered');

-- The queue sorted by due date: when the next move is due, kept on the application so that an
-- index holds the order (computed per row it read the offers and non-conformities of 80,000
-- applications and sorted them: 2.8 s at 100,000). Waiting on staff: 14 days
-- (src/server/lifecycle/queue-store.ts STAFF_DAYS) after it began to wait; waiting on the
-- customer: the unanswered offer's expiry or the open non-conformity's deadline, the earlier;
-- nothing due: 9999-12-31, last. Kept by the triggers below when the state, an offer or a
-- non-conformity changes.
ALTER TABLE applications ADD COLUMN queue_due_at timestamptz;

CREATE FUNCTION queue_due_of(app_id uuid) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT coalesce(CASE a.queue_waiting_on
    WHEN 'staff' THEN coalesce(a.state_since, a.submitted_at, a.created_at) + interval '14 days'
    WHEN 'customer' THEN least(
      (SELECT (min(o.expires_on) || 'T00:00:00Z')::timestamptz FROM offers o WHERE o.application_id = a.id AND o.reply IS NULL),
      (SELECT (min(n.deadline) || 'T00:00:00Z')::timestamptz FROM non_conformities n WHERE n.application_id = a.id AND n.status = 'open'))
    END, '9999-12-31T00:00:00Z'::timestamptz)
  FROM applications a WHERE a.id = app_id
$$;

UPDATE applications SET queue_due_at = queue_due_of(id) WHERE status <> 'draft';

CREATE INDEX applications_queue_due_idx ON applications (queue_due_at, id) WHERE status <> 'draft';

-- the state changed (the generated columns are computed by then: an AFTER trigger); one
-- application at a time, as the portal changes them
CREATE FUNCTION applications_queue_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications SET queue_due_at = queue_due_of(NEW.id) WHERE id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER applications_queue_due AFTER UPDATE OF status, lifecycle_state, state_since, submitted_at ON applications
  FOR EACH ROW WHEN (NEW.status <> 'draft') EXECUTE FUNCTION applications_queue_due();

-- Rows written many at a time (an import, the scale benchmark's data): once per statement, over
-- the rows it wrote (a row trigger made 100,000 applications' data take 4 times as long).
CREATE FUNCTION queue_due_of_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'applications' THEN
    UPDATE applications a SET queue_due_at = queue_due_of(a.id) FROM changed c WHERE a.id = c.id AND a.status <> 'draft';
  ELSE
    UPDATE applications a SET queue_due_at = queue_due_of(a.id)
      WHERE a.id IN (SELECT application_id FROM changed) AND a.status <> 'draft';
  END IF;
  RETURN NULL;
END $$;
-- an application written as submitted already (an import)
CREATE TRIGGER applications_queue_due_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION queue_due_of_changed();
-- an offer or a non-conformity added, answered, closed or removed
CREATE TRIGGER offers_queue_due_insert AFTER INSERT ON offers
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION queue_due_of_changed();
CREATE TRIGGER offers_queue_due_update AFTER UPDATE ON offers
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION queue_due_of_changed();
CREATE TRIGGER offers_queue_due_delete AFTER DELETE ON offers
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION queue_due_of_changed();
CREATE TRIGGER non_conformities_queue_due_insert AFTER INSERT ON non_conformities
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION queue_due_of_changed();
CREATE TRIGGER non_conformities_queue_due_update AFTER UPDATE ON non_conformities
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION queue_due_of_changed();
CREATE TRIGGER non_conformities_queue_due_delete AFTER DELETE ON non_conformities
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION queue_due_of_changed();
