-- Staff's queue filtered by whom an application waits on, by step and by overdue, read in the
-- index's order instead of the whole queue (measured at 100,000 applications on PostgreSQL,
-- docs/performance.md). Who it waits on and the step follow from the status and the lifecycle
-- state (src/lifecycle STATE_INFO, as `stateSql` of src/server/lifecycle/state-sql.ts reads
-- them: the stored state when it agrees with the status, else the status's first state); they
-- are kept here as generated columns so an index can hold them. Written out from STATE_INFO on
-- 2026-11-27; tests/server/lifecycle/queue-columns.test.ts fails if the two ever disagree.
ALTER TABLE applications
  ADD COLUMN queue_waiting_on text GENERATED ALWAYS AS (CASE
    WHEN status = 'draft' THEN NULL
    WHEN (status, lifecycle_state) IN (('submitted', 'review'), ('submitted', 'offer_preparation'), ('submitted', 'offer_sent'), ('submitted', 'offer_declined'), ('finalized', 'contract_preparation'), ('finalized', 'contract_sent'), ('finalized', 'inspection_planning'), ('in_inspection', 'inspection_planned'), ('in_inspection', 'inspection_documents_submitted'), ('in_inspection', 'nc_open'), ('in_inspection', 'nc_review'), ('in_veto_checking', 'decision_pending'), ('certified', 'certified'), ('partially_certified', 'partially_certified'), ('rejected', 'rejected'))
      THEN CASE lifecycle_state WHEN 'review' THEN 'staff' WHEN 'offer_preparation' THEN 'staff' WHEN 'offer_sent' THEN 'customer' WHEN 'offer_declined' THEN 'staff' WHEN 'contract_preparation' THEN 'staff' WHEN 'contract_sent' THEN 'customer' WHEN 'inspection_planning' THEN 'staff' WHEN 'inspection_planned' THEN 'customer' WHEN 'inspection_documents_submitted' THEN 'staff' WHEN 'nc_open' THEN 'customer' WHEN 'nc_review' THEN 'staff' WHEN 'decision_pending' THEN 'staff' END
    ELSE CASE status WHEN 'submitted' THEN 'staff' WHEN 'finalized' THEN 'staff' WHEN 'in_inspection' THEN 'staff' WHEN 'in_veto_checking' THEN 'staff' END
  END) STORED,
  ADD COLUMN queue_step text GENERATED ALWAYS AS (CASE
    WHEN status = 'draft' THEN NULL
    WHEN (status, lifecycle_state) IN (('submitted', 'review'), ('submitted', 'offer_preparation'), ('submitted', 'offer_sent'), ('submitted', 'offer_declined'), ('finalized', 'contract_preparation'), ('finalized', 'contract_sent'), ('finalized', 'inspection_planning'), ('in_inspection', 'inspection_planned'), ('in_inspection', 'inspection_documents_submitted'), ('in_inspection', 'nc_open'), ('in_inspection', 'nc_review'), ('in_veto_checking', 'decision_pending'), ('certified', 'certified'), ('partially_certified', 'partially_certified'), ('rejected', 'rejected'))
      THEN CASE lifecycle_state WHEN 'review' THEN 'review' WHEN 'offer_preparation' THEN 'offer' WHEN 'offer_sent' THEN 'offer' WHEN 'offer_declined' THEN 'offer' WHEN 'contract_preparation' THEN 'contract' WHEN 'contract_sent' THEN 'contract' WHEN 'inspection_planning' THEN 'inspection' WHEN 'inspection_planned' THEN 'inspection' WHEN 'inspection_documents_submitted' THEN 'inspection' WHEN 'nc_open' THEN 'results' WHEN 'nc_review' THEN 'results' WHEN 'decision_pending' THEN 'decision' END
    ELSE CASE status WHEN 'submitted' THEN 'review' WHEN 'finalized' THEN 'contract' WHEN 'in_inspection' THEN 'inspection' WHEN 'in_veto_checking' THEN 'decision' END
  END) STORED;

-- the queue filtered by whom it waits on (and overdue: waiting on staff since before a date,
-- or waiting on the customer), the longest waiting first
CREATE INDEX applications_queue_waiting_idx
  ON applications (queue_waiting_on, (coalesce(state_since, submitted_at, created_at)), id)
  WHERE status <> 'draft';
-- the queue filtered by step
CREATE INDEX applications_queue_step_idx
  ON applications (queue_step, (coalesce(state_since, submitted_at, created_at)), id)
  WHERE status <> 'draft';
-- the queue filtered by status or by year (the two filters of a look back), each in the
-- queue's order; with both, the planner takes one and filters by the other
CREATE INDEX applications_queue_status_idx
  ON applications (status, (coalesce(state_since, submitted_at, created_at)), id)
  WHERE status <> 'draft';
CREATE INDEX applications_queue_year_idx
  ON applications (year, (coalesce(state_since, submitted_at, created_at)), id)
  WHERE status <> 'draft';
-- overdue on the customer's side: the unanswered offers and open non-conformities, a few among
-- the years' answered and closed ones
CREATE INDEX offers_unanswered_idx ON offers (application_id, expires_on) WHERE reply IS NULL;
CREATE INDEX non_conformities_open_idx ON non_conformities (application_id, deadline) WHERE status = 'open';
-- what is assigned to an employee, page by page (GET /employees/{id}/customers and …/applications)
CREATE INDEX applications_assigned_page_idx ON applications (assigned_employee_id, created_at DESC, id DESC)
  WHERE assigned_employee_id IS NOT NULL;
CREATE INDEX consultant_customers_assigned_idx ON consultant_customers (assigned_employee_id, customer_id)
  WHERE status = 'approved';
