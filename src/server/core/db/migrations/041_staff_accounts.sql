-- Staff accounts carry what each person does (docs/staff-accounts.md). The role stays 'staff'
-- for every staff member, so every rule that reads the role still holds; the duties narrow
-- which staff operations a person may take: 'reviewer' (review, offer, contract, plan the
-- inspection, decide, certificates and sanctions), 'inspector' (inspection results and the
-- non-conformities' answers), 'admin' (the staff accounts themselves).
ALTER TABLE users ADD COLUMN IF NOT EXISTS staff_duties text[] NOT NULL DEFAULT '{}'
  CHECK (staff_duties <@ ARRAY['reviewer', 'inspector', 'admin']::text[]);
-- the staff members who exist did everything until now: they keep doing it
UPDATE users SET staff_duties = ARRAY['reviewer', 'inspector', 'admin']::text[] WHERE role = 'staff';

-- A staff administrator deactivates an account: it signs in no more (the status every sign-in,
-- refresh and signed-in call already requires is 'active') and is reactivated the same way.
ALTER TABLE users DROP CONSTRAINT IF EXISTS users_status_check;
ALTER TABLE users ADD CONSTRAINT users_status_check
  CHECK (status IN ('pending_verification', 'pending_approval', 'active', 'declined', 'deactivated'));
-- the staff accounts' screen pages through them in the order they were added
CREATE INDEX IF NOT EXISTS users_staff_idx ON users (id) WHERE role = 'staff';

-- The reviewer an application is assigned to, and the inspector of its current plan (an
-- account: the plan keeps the name it was made with too, and plans from before name only that).
ALTER TABLE applications ADD COLUMN IF NOT EXISTS reviewer_id integer REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE applications ADD COLUMN IF NOT EXISTS inspector_id integer REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE inspections ADD COLUMN IF NOT EXISTS inspector_id integer REFERENCES users(id) ON DELETE SET NULL;
-- "mine" in the queue: what is assigned to a reviewer or planned for an inspector, in the queue's order
CREATE INDEX IF NOT EXISTS applications_reviewer_queue_idx
  ON applications (reviewer_id, (coalesce(state_since, submitted_at, created_at)), id)
  WHERE status <> 'draft' AND reviewer_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS applications_inspector_queue_idx
  ON applications (inspector_id, (coalesce(state_since, submitted_at, created_at)), id)
  WHERE status <> 'draft' AND inspector_id IS NOT NULL;
