-- One key-staleness function for every search that stores keys (the register 026, the queue
-- 036, the customers 037) instead of a near-copy per trigger: what a key is made of changed, so
-- its version goes up and the next search (or the start) rewrites it (keyed <> version).
--   BEFORE UPDATE, arguments (version column): the row's own key is stale.
--   AFTER UPDATE, arguments (table, version column, which rows): the keys of the rows of
--   `table` that `which rows` names are stale; `$1` is the changed row (NEW).
-- Triggers keep their names, columns and conditions; each now calls this function. 026's and
-- 036's own functions are dropped (their migration files stay as they are).
CREATE FUNCTION search_keys_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_WHEN = 'BEFORE' THEN
    NEW := jsonb_populate_record(NEW, jsonb_build_object(TG_ARGV[0], (to_jsonb(OLD) ->> TG_ARGV[0])::integer + 1));
    RETURN NEW;
  END IF;
  EXECUTE format('UPDATE %I SET %I = %I + 1 WHERE %s', TG_ARGV[0], TG_ARGV[1], TG_ARGV[1], TG_ARGV[2]) USING NEW;
  RETURN NULL;
END $$;

-- the register (026): a certificate's own searched fields; its holder's profile; its application handed over
DROP TRIGGER certificates_search_stale ON certificates;
CREATE TRIGGER certificates_search_stale BEFORE UPDATE OF number, items, ggn, traces_number ON certificates
  FOR EACH ROW WHEN (OLD.number IS DISTINCT FROM NEW.number OR OLD.items IS DISTINCT FROM NEW.items
    OR OLD.ggn IS DISTINCT FROM NEW.ggn OR OLD.traces_number IS DISTINCT FROM NEW.traces_number)
  EXECUTE FUNCTION search_keys_stale('search_version');
DROP TRIGGER users_certificates_search_stale ON users;
CREATE TRIGGER users_certificates_search_stale AFTER UPDATE OF profile ON users
  FOR EACH ROW WHEN (OLD.profile IS DISTINCT FROM NEW.profile)
  EXECUTE FUNCTION search_keys_stale('certificates', 'search_version', 'application_id IN (SELECT id FROM applications WHERE owner_id = ($1).id)');
DROP TRIGGER applications_certificate_search_stale ON applications;
CREATE TRIGGER applications_certificate_search_stale AFTER UPDATE OF owner_id ON applications
  FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id)
  EXECUTE FUNCTION search_keys_stale('certificates', 'search_version', 'application_id = ($1).id');
DROP FUNCTION certificates_search_stale();
DROP FUNCTION users_certificates_search_stale();
DROP FUNCTION applications_certificate_search_stale();

-- the queue (036): the holder's profile, username or tax number; the application handed over;
-- its certificate's GGN (certificates added many at a time keep 036's statement trigger)
DROP TRIGGER users_queue_search_stale ON users;
CREATE TRIGGER users_queue_search_stale AFTER UPDATE OF profile, username, identification ON users
  FOR EACH ROW WHEN (OLD.profile IS DISTINCT FROM NEW.profile OR OLD.username IS DISTINCT FROM NEW.username
    OR OLD.identification IS DISTINCT FROM NEW.identification)
  EXECUTE FUNCTION search_keys_stale('applications', 'queue_search_version', 'owner_id = ($1).id');
DROP TRIGGER applications_queue_search_stale ON applications;
CREATE TRIGGER applications_queue_search_stale BEFORE UPDATE OF owner_id ON applications
  FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id)
  EXECUTE FUNCTION search_keys_stale('queue_search_version');
DROP TRIGGER certificates_queue_search_stale_update ON certificates;
CREATE TRIGGER certificates_queue_search_stale_update AFTER UPDATE OF ggn ON certificates
  FOR EACH ROW WHEN (OLD.ggn IS DISTINCT FROM NEW.ggn)
  EXECUTE FUNCTION search_keys_stale('applications', 'queue_search_version', 'id = ($1).application_id');
DROP FUNCTION users_queue_search_stale();
DROP FUNCTION applications_queue_search_stale();
DROP FUNCTION certificates_queue_search_stale();

-- the customers (037): the account's profile (names, company), e-mail or tax number
CREATE TRIGGER users_customer_search_stale BEFORE UPDATE OF profile, username, email, identification ON users
  FOR EACH ROW WHEN (OLD.profile IS DISTINCT FROM NEW.profile OR OLD.username IS DISTINCT FROM NEW.username
    OR OLD.email IS DISTINCT FROM NEW.email OR OLD.identification IS DISTINCT FROM NEW.identification)
  EXECUTE FUNCTION search_keys_stale('search_version');

-- The folding changed (src/server/core/text/search-key.ts: αυ/ευ meet av/ev and af/ef): every
-- stored key is stale. Marked without touching what the keys are made of, so no trigger fires;
-- the start rewrites them in batches (main.ts), as after 026 and 036.
UPDATE certificates SET search_keyed = 0 WHERE search_keyed <> 0;
UPDATE applications SET queue_search_keyed = 0 WHERE queue_search_keyed <> 0;
