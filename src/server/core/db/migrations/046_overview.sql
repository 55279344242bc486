-- The staff overview (issue 51, docs/overview.md): what its figures read by an index rather than
-- a walk of every row at 100,000 applications.

-- The region an operator is in (the profile's address, as the public register names it):
-- the overview and the queue filtered by region look the operators up here.
CREATE INDEX IF NOT EXISTS users_region_idx ON users ((profile #>> '{user_details,address,division,region}'));

-- Workload: the planned inspections still to do, by day (the calendar strip) and by inspector.
CREATE INDEX IF NOT EXISTS inspections_planned_idx ON inspections (inspection_date, inspector_id)
  WHERE results_recorded_at IS NULL;

-- Certificates by validity on a day (the period's last one): a range of valid_to.
CREATE INDEX IF NOT EXISTS certificates_valid_to_idx ON certificates (valid_to);

-- Lead times: when each application first reached each point of its history, kept as its
-- events are written (a trigger), so that the overview reads the spans that ended in a period
-- as a range of one index each instead of looking for every end event's first occurrence and
-- its beginning (1.1 s at 10,000 applications on PGlite that way; docs/overview.md).
CREATE TABLE IF NOT EXISTS application_milestones (
  application_id  uuid PRIMARY KEY REFERENCES applications(id) ON DELETE CASCADE,
  offer_at        timestamptz,  -- the first send_offer
  contract_at     timestamptz,  -- the first sign_contract
  inspection_at   timestamptz,  -- the first record_results
  decision_at     timestamptz   -- the first decide
);
CREATE INDEX IF NOT EXISTS application_milestones_offer_idx ON application_milestones (offer_at) WHERE offer_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS application_milestones_contract_idx ON application_milestones (contract_at) WHERE contract_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS application_milestones_inspection_idx ON application_milestones (inspection_at) WHERE inspection_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS application_milestones_decision_idx ON application_milestones (decision_at) WHERE decision_at IS NOT NULL;
-- submission → certificate ends at the certificate's creation
CREATE INDEX IF NOT EXISTS certificates_created_idx ON certificates (created_at);

-- Rows written many at a time (the demo, an import) are taken in one statement: the earliest of
-- each action per application, kept when an earlier one is already there.
CREATE OR REPLACE FUNCTION application_milestones_of_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE $q$
    INSERT INTO application_milestones AS m (application_id, offer_at, contract_at, inspection_at, decision_at)
    SELECT application_id,
           min(at) FILTER (WHERE action = 'send_offer'), min(at) FILTER (WHERE action = 'sign_contract'),
           min(at) FILTER (WHERE action = 'record_results'), min(at) FILTER (WHERE action = 'decide')
    FROM added WHERE action IN ('send_offer', 'sign_contract', 'record_results', 'decide')
    GROUP BY application_id
    ON CONFLICT (application_id) DO UPDATE SET
      offer_at = CASE WHEN m.offer_at IS NULL OR excluded.offer_at < m.offer_at THEN coalesce(excluded.offer_at, m.offer_at) ELSE m.offer_at END,
      contract_at = CASE WHEN m.contract_at IS NULL OR excluded.contract_at < m.contract_at THEN coalesce(excluded.contract_at, m.contract_at) ELSE m.contract_at END,
      inspection_at = CASE WHEN m.inspection_at IS NULL OR excluded.inspection_at < m.inspection_at THEN coalesce(excluded.inspection_at, m.inspection_at) ELSE m.inspection_at END,
      decision_at = CASE WHEN m.decision_at IS NULL OR excluded.decision_at < m.decision_at THEN coalesce(excluded.decision_at, m.decision_at) ELSE m.decision_at END
  $q$;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS application_milestones_of_events ON application_events;
CREATE TRIGGER application_milestones_of_events AFTER INSERT ON application_events
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION application_milestones_of_events();

-- the history written before this migration
INSERT INTO application_milestones (application_id, offer_at, contract_at, inspection_at, decision_at)
SELECT application_id,
       min(at) FILTER (WHERE action = 'send_offer'), min(at) FILTER (WHERE action = 'sign_contract'),
       min(at) FILTER (WHERE action = 'record_results'), min(at) FILTER (WHERE action = 'decide')
FROM application_events WHERE action IN ('send_offer', 'sign_contract', 'record_results', 'decide')
GROUP BY application_id
ON CONFLICT (application_id) DO NOTHING;
