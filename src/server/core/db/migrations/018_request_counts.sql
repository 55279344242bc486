-- The request limits' counts (src/server/rate-limits): one row per limit and client address
-- or account, shared by every API process, so that two processes count one total.
CREATE TABLE request_counts (
  key         text PRIMARY KEY,
  hits        integer NOT NULL,
  window_ends timestamptz NOT NULL
);
CREATE INDEX request_counts_window_idx ON request_counts (window_ends);
