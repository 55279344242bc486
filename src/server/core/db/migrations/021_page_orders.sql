-- Indexes for the keyset orders of the paged lists (src/server/core/paging.ts): a page reads
-- the rows after the cursor in the index's order, so a deep page costs what the first does.

-- the applications a customer sees (GET /applications), newest first
CREATE INDEX applications_owner_page_idx ON applications (owner_id, created_at DESC, id DESC);
-- the same for staff, who see all
CREATE INDEX applications_created_page_idx ON applications (created_at DESC, id DESC);
DROP INDEX applications_created_idx;
-- staff's queue: submitted applications, the longest waiting first
CREATE INDEX applications_queue_page_idx
  ON applications ((coalesce(state_since, submitted_at, created_at)), id)
  WHERE status <> 'draft';
-- a user's notifications, newest first
CREATE INDEX notifications_page_idx ON notifications (user_id, created_at DESC, id DESC);
DROP INDEX notifications_user_idx;
-- a consultant's customers and requests, newest first
CREATE INDEX consultant_customers_page_idx ON consultant_customers (consultant_id, created_at DESC, customer_id DESC);
-- staff's open certificate requests, the longest waiting first
CREATE INDEX certificate_requests_open_page_idx ON certificate_requests (created_at, id) WHERE status = 'open';
-- an application's certificate requests and invoices, newest first
CREATE INDEX certificate_requests_page_idx ON certificate_requests (application_id, created_at DESC, id DESC);
DROP INDEX certificate_requests_app_idx;
CREATE INDEX invoices_page_idx ON invoices (application_id, created_at DESC, id DESC);
DROP INDEX invoices_app_idx;
-- the news, newest first
CREATE INDEX news_page_idx ON news (published_at DESC, id DESC);
DROP INDEX news_published_idx;
-- (an application's notes, oldest first: application_notes_app_idx of 011 already)
-- pending consultant registrations and consultants' pending requests, oldest first
CREATE INDEX users_pending_consultants_page_idx ON users (created_at, id)
  WHERE role = 'consultant' AND is_employee = false AND status = 'pending_approval';
CREATE INDEX consultant_customers_pending_page_idx ON consultant_customers (created_at, customer_id)
  WHERE status = 'new_request' AND requested_by = 'consultant';
