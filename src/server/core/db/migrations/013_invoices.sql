-- Invoices staff attach to an application (docs/decisions.md "Certificate requests and
-- invoices"): number, amount in euro, due date, the invoice document; staff mark it paid.
CREATE TABLE invoices (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id   uuid NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  number           text NOT NULL CHECK (length(number) BETWEEN 1 AND 50),
  amount           numeric(12, 2) NOT NULL CHECK (amount > 0),
  currency         text NOT NULL DEFAULT 'EUR' CHECK (currency = 'EUR'),
  due_date         text NOT NULL CHECK (due_date ~ '^\d{4}-\d{2}-\d{2}$'),
  document         jsonb NOT NULL,
  paid_at          timestamptz,
  created_by       integer REFERENCES users(id) ON DELETE SET NULL,
  created_at       timestamptz NOT NULL DEFAULT now()
);
-- an invoice number is the body's, one of each
CREATE UNIQUE INDEX invoices_number_idx ON invoices (upper(number));
CREATE INDEX invoices_app_idx ON invoices (application_id, created_at);
