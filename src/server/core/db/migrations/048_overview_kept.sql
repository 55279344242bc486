-- The staff overview within its time budget at 100,000 applications (docs/overview.md
-- "Speed"): the lead times of months that are over kept once a day, the standard and the
-- operator's region kept on each certificate, and the indexes of the sanctions over time.

-- Lead times: a month's spans no longer change once it is over, and computing two years of
-- them for every answer took 400–700 ms. The daily job `daily-overview-lead-times`
-- (src/server/overview/keep-lead-times.ts) rewrites both tables; the overview reads a kept
-- month from here and computes the others (the current month, a month not kept yet, any
-- filter by region or staff member) live.
-- The months kept (first day, UTC): a month listed here is read from overview_lead_times even
-- when it has no row there (no span ended in it).
CREATE TABLE IF NOT EXISTS overview_lead_time_months (
  month    date PRIMARY KEY,
  kept_at  timestamptz NOT NULL DEFAULT now()
);
-- Each kept month's figures per span, for every application ('all') and per standard.
CREATE TABLE IF NOT EXISTS overview_lead_times (
  month        date NOT NULL REFERENCES overview_lead_time_months (month) ON DELETE CASCADE,
  standard     text NOT NULL CHECK (standard IN ('all', 'bio', 'globalgap')),
  span         text NOT NULL,
  count        integer NOT NULL,
  median_days  numeric NOT NULL,
  p90_days     numeric NOT NULL,
  PRIMARY KEY (standard, month, span)
);

-- Certificates in force by standard, region and product: joining every certificate in force
-- to its application (the standard) and its operator (the region) read the whole applications
-- table (190–240 ms). The certificate keeps them, kept by triggers: set when it is issued,
-- changed when its application is handed over to another operator or the operator's address
-- changes region. The region is the profile's, as core/db/operator-region.ts reads it.
ALTER TABLE certificates ADD COLUMN IF NOT EXISTS family text, ADD COLUMN IF NOT EXISTS owner_id integer, ADD COLUMN IF NOT EXISTS region text;
UPDATE certificates c SET family = a.family, owner_id = a.owner_id, region = u.profile #>> '{user_details,address,division,region}'
FROM applications a LEFT JOIN users u ON u.id = a.owner_id WHERE a.id = c.application_id;
CREATE INDEX IF NOT EXISTS certificates_owner_idx ON certificates (owner_id);

CREATE OR REPLACE FUNCTION certificates_of_application() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT a.family, a.owner_id, u.profile #>> '{user_details,address,division,region}' INTO NEW.family, NEW.owner_id, NEW.region
  FROM applications a LEFT JOIN users u ON u.id = a.owner_id WHERE a.id = NEW.application_id;
  RETURN NEW;
END $$;
DROP TRIGGER IF EXISTS certificates_of_application ON certificates;
CREATE TRIGGER certificates_of_application BEFORE INSERT OR UPDATE OF application_id ON certificates
  FOR EACH ROW EXECUTE FUNCTION certificates_of_application();

CREATE OR REPLACE FUNCTION certificates_of_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'applications' THEN
    UPDATE certificates SET owner_id = NEW.owner_id,
      region = (SELECT u.profile #>> '{user_details,address,division,region}' FROM users u WHERE u.id = NEW.owner_id)
    WHERE application_id = NEW.id;
  ELSE
    UPDATE certificates SET region = NEW.profile #>> '{user_details,address,division,region}' WHERE owner_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS applications_certificates_owner ON applications;
CREATE TRIGGER applications_certificates_owner AFTER UPDATE OF owner_id ON applications
  FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id) EXECUTE FUNCTION certificates_of_owner();
DROP TRIGGER IF EXISTS users_certificates_region ON users;
CREATE TRIGGER users_certificates_region AFTER UPDATE OF profile ON users
  FOR EACH ROW WHEN ((OLD.profile #>> '{user_details,address,division,region}') IS DISTINCT FROM (NEW.profile #>> '{user_details,address,division,region}'))
  EXECUTE FUNCTION certificates_of_owner();

-- Sanctions and suspensions over time: the sanctions imposed in a period are a range of this
-- index; the suspensions are read from the certificates whose dated changes hold one, which
-- the GIN index finds (`status_changes @> '[{"change": "suspend"}]'`) without reading the others.
CREATE INDEX IF NOT EXISTS sanctions_created_idx ON sanctions (created_at);
CREATE INDEX IF NOT EXISTS certificates_status_changes_idx ON certificates USING gin (status_changes jsonb_path_ops);

-- Lead times of the current month (computed for every answer): each span's end joined to its
-- application for the standard and the submission was a look-up of thousands of applications
-- a month at 100,000. The milestone row keeps both: the standard (it never changes) and the
-- submission, followed when the application is submitted again.
ALTER TABLE application_milestones ADD COLUMN IF NOT EXISTS family text, ADD COLUMN IF NOT EXISTS submitted_at timestamptz;
UPDATE application_milestones m SET family = a.family, submitted_at = a.submitted_at FROM applications a WHERE a.id = m.application_id;
CREATE OR REPLACE FUNCTION application_milestones_of_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE $q$
    INSERT INTO application_milestones AS m (application_id, offer_at, contract_at, inspection_at, decision_at, family, submitted_at)
    SELECT e.application_id,
           min(e.at) FILTER (WHERE e.action = 'send_offer'), min(e.at) FILTER (WHERE e.action = 'sign_contract'),
           min(e.at) FILTER (WHERE e.action = 'record_results'), min(e.at) FILTER (WHERE e.action = 'decide'),
           min(a.family), min(a.submitted_at)
    FROM added e JOIN applications a ON a.id = e.application_id
    WHERE e.action IN ('send_offer', 'sign_contract', 'record_results', 'decide')
    GROUP BY e.application_id
    ON CONFLICT (application_id) DO UPDATE SET
      offer_at = CASE WHEN m.offer_at IS NULL OR excluded.offer_at < m.offer_at THEN coalesce(excluded.offer_at, m.offer_at) ELSE m.offer_at END,
      contract_at = CASE WHEN m.contract_at IS NULL OR excluded.contract_at < m.contract_at THEN coalesce(excluded.contract_at, m.contract_at) ELSE m.contract_at END,
      inspection_at = CASE WHEN m.inspection_at IS NULL OR excluded.inspection_at < m.inspection_at THEN coalesce(excluded.inspection_at, m.inspection_at) ELSE m.inspection_at END,
      decision_at = CASE WHEN m.decision_at IS NULL OR excluded.decision_at < m.decision_at THEN coalesce(excluded.decision_at, m.decision_at) ELSE m.decision_at END,
      family = excluded.family, submitted_at = excluded.submitted_at
  $q$;
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION application_milestones_submitted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE application_milestones SET submitted_at = NEW.submitted_at WHERE application_id = NEW.id;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS application_milestones_submitted ON applications;
CREATE TRIGGER application_milestones_submitted AFTER UPDATE OF submitted_at ON applications
  FOR EACH ROW WHEN (OLD.submitted_at IS DISTINCT FROM NEW.submitted_at) EXECUTE FUNCTION application_milestones_submitted();
