-- What still grew with the data (issue 36, measured at 10,000 and 100,000 applications on
-- PostgreSQL): a consultant's search of their customers, the overdue count of staff's queue and
-- a submission's duplicate rule. Each now reads index entries of what can match.

-- A consultant's customers searched by name, e-mail or tax number (GET /customers?q=): by
-- stored keys, as the register (026) and the queue (036) are searched, instead of computing
-- every account's name from its profile's JSON (a sequential scan of every account, 55–100 ms
-- at 20,000). Each key is written by the server (src/server/customers/customer-search.ts:
-- names folded as the register folds them, so "Παπαδόπουλος" and "papadopoulos" meet; the tax
-- number as stored and as letters and digits), because the folding is JavaScript's; SQL only
-- compares. A key is current when search_keyed = search_version; the trigger of
-- 038_search_stale.sql marks what changed, and the next search (or the start) rewrites it.
ALTER TABLE users
  ADD COLUMN search_names text,
  ADD COLUMN search_codes text,
  ADD COLUMN search_version integer NOT NULL DEFAULT 1,
  ADD COLUMN search_keyed integer NOT NULL DEFAULT 0;

-- what the next search must key first: only the stale accounts are in this index
CREATE INDEX users_search_stale_idx ON users (id) WHERE search_keyed <> search_version;

-- Trigram indexes serve LIKE '%part%' on the keys (pg_trgm: see 026_register_search.sql);
-- without the extension the search reads the two key columns of the consultant's customers.
DO $$ BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: the customers'' search scans its key columns';
END $$;
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX users_search_names_trgm ON users USING gin (search_names gin_trgm_ops);
    CREATE INDEX users_search_codes_trgm ON users USING gin (search_codes gin_trgm_ops);
  END IF;
END $$;

-- Staff's queue, the overdue count's side "waiting on staff since before a date": a range of
-- this index, which holds every column the condition compares (an index-only count; from
-- applications_queue_waiting_idx it read every counted row of the table, 850 buffers at
-- 100,000, 2.9× those of 10,000). The other side is driven from the few late offers and open
-- findings (src/server/lifecycle/queue-store.ts).
CREATE INDEX applications_queue_staff_late_idx
  ON applications ((coalesce(state_since, submitted_at)), (coalesce(state_since, submitted_at, created_at)))
  INCLUDE (state_since, submitted_at, created_at)
  WHERE status <> 'draft' AND queue_waiting_on = 'staff';

-- A submission's duplicate rule (src/server/applications/rules.ts, the manifests'
-- oneActiveApplicationPer): asks for the customer's active applications of the family that
-- answer the first compared pointer (the standard, an activity) with one of this one's values,
-- instead of reading every active application with its answers (5,554 rows, 200–250 ms for a
-- customer with thousands). The owner and family are the top-level key over the page `scope`
-- (where the wizards point), so one containment names customer, family and value in a single
-- GIN lookup (jsonb_path_ops hashes the whole path; src/server/applications/clash-sql.ts).
-- Drafts and rejected applications are not in it: autosaves never write to it.
CREATE INDEX applications_scope_owner_idx ON applications
  USING gin ((jsonb_set('{}'::jsonb, array[owner_id::text || '/' || family], answers -> 'scope')) jsonb_path_ops)
  WHERE status IN ('submitted', 'finalized', 'in_inspection', 'in_veto_checking', 'certified', 'partially_certified');
