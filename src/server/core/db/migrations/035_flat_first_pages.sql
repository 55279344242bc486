-- What grew with the data (issue 36, measured at 10,000 and 100,000 applications on
-- PostgreSQL, docs/performance.md: three first pages, the unread count, a submission's look-up
-- of staff): each now reads about a page of index entries, whatever the years behind it.

-- Staff's queue, a status in a year ("certified in 2024", a look back): both filters and the
-- queue's order in one index, so the page is the index's first 51 entries; the count reads
-- only this range of the index (status and year are in it). Before: the year's index in the
-- queue's order, skipping 2024's other statuses (2,302 buffers for 51 rows at 100,000).
CREATE INDEX applications_queue_status_year_idx
  ON applications (status, year, (coalesce(state_since, submitted_at, created_at)), id)
  WHERE status <> 'draft';

-- Staff's queue, overdue: only an application someone waits on can be late, so the page reads
-- the open part of the queue in its order (a few thousand rows of a body's years, the closed
-- ones left out) instead of the whole queue from its start (1,750 rows read for 51 before).
-- The planner takes it because every arm of the overdue condition compares queue_waiting_on,
-- which implies it is not null. (The count still reads the rows it counts, from
-- applications_queue_waiting_idx: the query would have to change for less; docs/performance.md.)
CREATE INDEX applications_queue_open_idx
  ON applications ((coalesce(state_since, submitted_at, created_at)), id)
  WHERE status <> 'draft' AND queue_waiting_on IS NOT NULL;

-- The unread notifications' count (the bell, and every page of GET /notifications): read from
-- the unread ones alone instead of every notification of the person (20,000 rows read for
-- the demo farmer at 100,000 applications; an active account gathers them for years).
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;

-- Who is staff (every submission notifies them; the staff's lists of people): read from the
-- few staff accounts instead of every account (a sequential scan of 20,000 users at 100,000
-- applications, 667 buffers in each submission).
CREATE INDEX users_role_status_idx ON users (role, status);
