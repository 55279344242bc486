-- Accounts: e-mail verification, staff decisions on consultant registrations, and the
-- partner code a consultant gives customers so that their registration links to them.
ALTER TABLE users ADD COLUMN partner_code text UNIQUE;
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
ALTER TABLE users ADD COLUMN decided_by integer REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE users ADD COLUMN decided_at timestamptz;

-- Accounts that could already sign in were verified before this column existed.
UPDATE users SET email_verified_at = created_at WHERE status <> 'pending_verification';
UPDATE users SET partner_code = 'CP-DEMO01'
 WHERE username = 'demo.consultant' AND partner_code IS NULL;

-- "user already exists" looks accounts up by tax number and e-mail address.
CREATE INDEX users_email_idx ON users (lower(email));
CREATE INDEX one_time_tokens_user_idx ON one_time_tokens (user_id, purpose);
