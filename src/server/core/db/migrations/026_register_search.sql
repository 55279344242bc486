-- The public register is searched by stored keys, not by reading every certificate
-- (docs/register.md "How it is searched"). Each key is written by the server
-- (src/server/certificates/register-keys.ts: lower case, no accents, Greek written in Latin
-- letters, transliteration variants folded), because the folding is JavaScript's; SQL only
-- compares. A key is current when search_keyed = search_version: what a key is made of
-- changes the version (the triggers below), and the next search rewrites the stale ones.
ALTER TABLE certificates
  ADD COLUMN search_holder text,
  ADD COLUMN search_place text,
  ADD COLUMN search_products text,
  ADD COLUMN search_number text,
  ADD COLUMN search_traces text,
  ADD COLUMN search_ggn text,
  ADD COLUMN search_standard text,
  ADD COLUMN search_version integer NOT NULL DEFAULT 1,
  ADD COLUMN search_keyed integer NOT NULL DEFAULT 0;

-- what the next search must key first: only the stale rows are in this index
CREATE INDEX certificates_search_stale_idx ON certificates (id) WHERE search_keyed <> search_version;
CREATE INDEX certificates_search_ggn_idx ON certificates (search_ggn);
-- a standard's certificates by number: its pages, without stepping over the other standard's
CREATE INDEX certificates_search_standard_idx ON certificates (search_standard, number);

-- Trigram indexes serve LIKE '%part%' on the keys. pg_trgm ships with PostgreSQL's contrib and
-- with PGlite (loaded by open-pglite.ts); where the server may not create it, the search scans
-- the key columns alone (no JSON, no join), which is still bounded by the page.
DO $$ BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: the register''s search scans its key columns';
END $$;
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX certificates_search_holder_trgm ON certificates USING gin (search_holder gin_trgm_ops);
    CREATE INDEX certificates_search_place_trgm ON certificates USING gin (search_place gin_trgm_ops);
    CREATE INDEX certificates_search_products_trgm ON certificates USING gin (search_products gin_trgm_ops);
    CREATE INDEX certificates_search_number_trgm ON certificates USING gin (search_number gin_trgm_ops);
    CREATE INDEX certificates_search_traces_trgm ON certificates USING gin (search_traces gin_trgm_ops);
  END IF;
END $$;

-- A certificate's own searched fields changed: its keys are stale.
CREATE FUNCTION certificates_search_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_version := OLD.search_version + 1;
  RETURN NEW;
END $$;
CREATE TRIGGER certificates_search_stale BEFORE UPDATE OF number, items, ggn, traces_number ON certificates
  FOR EACH ROW WHEN (OLD.number IS DISTINCT FROM NEW.number OR OLD.items IS DISTINCT FROM NEW.items
    OR OLD.ggn IS DISTINCT FROM NEW.ggn OR OLD.traces_number IS DISTINCT FROM NEW.traces_number)
  EXECUTE FUNCTION certificates_search_stale();

-- The holder's profile (name, company, address, GGN) changed: their certificates' keys are stale.
CREATE FUNCTION users_certificates_search_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE certificates c SET search_version = c.search_version + 1
    FROM applications a WHERE a.id = c.application_id AND a.owner_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER users_certificates_search_stale AFTER UPDATE OF profile ON users
  FOR EACH ROW WHEN (OLD.profile IS DISTINCT FROM NEW.profile)
  EXECUTE FUNCTION users_certificates_search_stale();

-- An application handed to another owner: its certificate is now theirs.
CREATE FUNCTION applications_certificate_search_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE certificates SET search_version = search_version + 1 WHERE application_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER applications_certificate_search_stale AFTER UPDATE OF owner_id ON applications
  FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id)
  EXECUTE FUNCTION applications_certificate_search_stale();
