-- What still grew with the data or changed between runs (issue 36, measured at 10,000 and
-- 100,000 applications on PostgreSQL; the figures are in docs/performance.md).

-- A customer's applications in one status, newest first (GET /applications?status=…, the
-- farmer's "submitted" tab): the filter and the list's order in one index, so the page is its
-- first 51 entries and the count an index-only range. Before, the planner combined
-- applications_owner_idx with the whole partial GIN index of active applications (55,000
-- entries at 100,000, 12 ms) and sorted what matched.
CREATE INDEX applications_owner_status_page_idx ON applications (owner_id, status, created_at DESC, id DESC);

-- The public register's searches (LIKE '%part%' on the keys of 026_register_search.sql): the
-- planner estimates such a pattern from the column's sample, and with the default sample
-- (30,000 rows, 100 histogram entries) a rare name was estimated at 4 or at 445 rows
-- depending on whether one sampled key happened to hold it. At 445 it walked every certificate
-- by number (13,797 buffers instead of 343 at 100,000 applications; 1 ANALYZE in 10). A sample
-- ten times larger (the whole table up to 300,000 certificates) gives the same estimate after
-- every ANALYZE; an ANALYZE of 44,000 certificates takes about half a second.
ALTER TABLE certificates
  ALTER COLUMN search_holder SET STATISTICS 1000,
  ALTER COLUMN search_place SET STATISTICS 1000,
  ALTER COLUMN search_products SET STATISTICS 1000,
  ALTER COLUMN search_number SET STATISTICS 1000,
  ALTER COLUMN search_traces SET STATISTICS 1000;
