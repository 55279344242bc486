-- Consultants' customers and employees, news, in-app notifications and the contact form.

-- Who asked for a consultant↔customer link decides who may answer it: a customer's request
-- is approved or declined by the consultant, a consultant's request to add an existing
-- customer by the certification body's staff (docs/decisions.md).
ALTER TABLE consultant_customers
  ADD COLUMN requested_by text NOT NULL DEFAULT 'consultant'
    CHECK (requested_by IN ('consultant', 'customer')),
  ADD COLUMN decided_at timestamptz;
CREATE INDEX consultant_customers_customer_idx ON consultant_customers (customer_id);
CREATE INDEX users_consultant_idx ON users (consultant_id);

CREATE TABLE notifications (
  id          bigserial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- translated by the client: the message id and its ICU parameters
  message_id  text NOT NULL,
  params      jsonb NOT NULL DEFAULT '{}'::jsonb,
  link        text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  read_at     timestamptz
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);

CREATE TABLE news (
  id            serial PRIMARY KEY,
  -- one text per portal language: {"el": …, "en": …, "es": …}
  title         jsonb NOT NULL,
  body          jsonb NOT NULL,
  published_at  timestamptz NOT NULL DEFAULT now(),
  created_by    integer REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX news_published_idx ON news (published_at DESC);

INSERT INTO news (title, body, published_at) VALUES
(
  '{"el": "Νέα πύλη πελατών", "en": "A new customer portal", "es": "Un nuevo portal de clientes"}',
  '{"el": "Οι αιτήσεις βιολογικής πιστοποίησης και GLOBALG.A.P. υποβάλλονται πλέον ηλεκτρονικά. Οι σύμβουλοι διαχειρίζονται τους πελάτες και τους υπαλλήλους τους από την ίδια πύλη.", "en": "Applications for organic and GLOBALG.A.P. certification are now made online. Consultants manage their customers and employees from the same portal.", "es": "Las solicitudes de certificación ecológica y GLOBALG.A.P. se presentan ahora en línea. Los consultores gestionan a sus clientes y empleados desde el mismo portal."}',
  '2026-01-15T09:00:00Z'
),
(
  '{"el": "GLOBALG.A.P. IFA έκδοση 6", "en": "GLOBALG.A.P. IFA version 6", "es": "GLOBALG.A.P. IFA versión 6"}',
  '{"el": "Από το 2026 όλες οι νέες αιτήσεις GLOBALG.A.P. αφορούν την έκδοση 6 του προτύπου IFA. Ελέγξτε τα υποπεδία και τα πρόσθετα πριν την υποβολή.", "en": "From 2026 every new GLOBALG.A.P. application is for version 6 of the IFA standard. Check the sub-scopes and add-ons before you submit.", "es": "Desde 2026 todas las nuevas solicitudes GLOBALG.A.P. corresponden a la versión 6 de la norma IFA. Revise los subalcances y complementos antes de enviarla."}',
  '2026-02-02T09:00:00Z'
);

CREATE TABLE contact_messages (
  id           bigserial PRIMARY KEY,
  user_id      integer REFERENCES users(id) ON DELETE SET NULL,
  subject      text NOT NULL,
  description  text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
