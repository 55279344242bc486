-- The staff overview (issue 51, docs/overview.md): what its figures read by an index rather than
-- a walk of every row at 100,000 applications.

-- Lead times: the first time each step's action happened (send_offer, sign_contract,
-- record_results, decide), found as a range of the period in one action's entries; the
-- "first of its application" check reads application_events_app_idx.
CREATE INDEX IF NOT EXISTS application_events_action_at_idx ON application_events (action, at);

-- The region an operator is in (the profile's address, as the public register names it):
-- the overview and the queue filtered by region look the operators up here.
CREATE INDEX IF NOT EXISTS users_region_idx ON users ((profile #>> '{user_details,address,division,region}'));

-- Workload: the planned inspections still to do, by day (the calendar strip) and by inspector.
CREATE INDEX IF NOT EXISTS inspections_planned_idx ON inspections (inspection_date, inspector_id)
  WHERE results_recorded_at IS NULL;

-- Certificates by validity on a day (the period's last one): a range of valid_to.
CREATE INDEX IF NOT EXISTS certificates_valid_to_idx ON certificates (valid_to);
