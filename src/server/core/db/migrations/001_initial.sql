-- Accounts, sessions and the small tables sign-in needs.
CREATE TABLE users (
  id             serial PRIMARY KEY,
  username       text NOT NULL UNIQUE,
  password_hash  text NOT NULL,
  email          text NOT NULL,
  role           text NOT NULL DEFAULT 'client'
                 CHECK (role IN ('client', 'consultant', 'third_party', 'staff')),
  customer_type  text NOT NULL DEFAULT 'individual'
                 CHECK (customer_type IN ('individual', 'legal_entity')),
  is_employee    boolean NOT NULL DEFAULT false,
  -- an employee is a partner of exactly one consultant
  consultant_id  integer REFERENCES users(id) ON DELETE CASCADE,
  country_id     integer NOT NULL DEFAULT 1,
  status         text NOT NULL DEFAULT 'pending_verification'
                 CHECK (status IN ('pending_verification', 'pending_approval', 'active', 'declined')),
  locale         text NOT NULL DEFAULT 'el' CHECK (locale IN ('el', 'en', 'es')),
  identification text,
  profile        jsonb NOT NULL DEFAULT '{}'::jsonb,
  profile_status text NOT NULL DEFAULT 'incomplete' CHECK (profile_status IN ('incomplete', 'complete')),
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_identification_idx ON users (identification);

CREATE TABLE consultant_customers (
  consultant_id         integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  customer_id           integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status                text NOT NULL DEFAULT 'new_request'
                        CHECK (status IN ('new_request', 'approved', 'declined')),
  assigned_employee_id  integer REFERENCES users(id) ON DELETE SET NULL,
  created_at            timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consultant_id, customer_id)
);

-- Refresh tokens are opaque; only their SHA-256 is kept. A family is one sign-in and all
-- the rotations that descend from it.
CREATE TABLE refresh_tokens (
  id          bigserial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  family_id   uuid NOT NULL,
  token_hash  text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  revoked_at  timestamptz
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);

CREATE TABLE login_failures (
  id          bigserial PRIMARY KEY,
  username    text NOT NULL,
  address     text NOT NULL,
  at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_username_idx ON login_failures (username, at);
CREATE INDEX login_failures_address_idx ON login_failures (address, at);

CREATE TABLE one_time_tokens (
  id          bigserial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('password_reset', 'email_verification')),
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE app_settings (
  key    text PRIMARY KEY,
  value  text NOT NULL
);
