-- Every change of a certificate's status, dated (docs/register.md "Status by the day"): kept on
-- the certificate itself, in the order recorded, by the one function that changes a status
-- (src/server/certificates/status-changes.ts), in the transaction of what caused it (staff's
-- status form, a sanction's escalation, the expiry, a renewal taking over). The status in force
-- on a day is read from these when read (src/lifecycle/certificate-status.ts stateOn), so a
-- change dated in the future is not in force before its day and nothing has to run at midnight.
-- Each element: {change, status, items, from, until, reason, by, at, noticed}; `reason` and
-- `by` never leave the certification body (the public page copies date, status and products).
ALTER TABLE certificates
  ADD COLUMN status_changes jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- the first day of a change recorded ahead whose notice is still to be sent: the daily job
  -- (certificates/scheduled-notices.ts) reads only the rows this partial index holds
  ADD COLUMN notice_due text CHECK (notice_due ~ '^\d{4}-\d{2}-\d{2}$');
CREATE INDEX certificates_notice_due_idx ON certificates (notice_due) WHERE notice_due IS NOT NULL;

-- The changes made before, from the lifecycle's events: staff's status form (change_certificate)
-- and a sanction's escalation (escalate_sanction, which suspended the certificate from its day
-- and was missing from the public history); then an expiry the daily job stored.
UPDATE certificates c SET status_changes = changes.list
FROM (
  SELECT ce.id, jsonb_agg(jsonb_build_object(
      'change', ce.change,
      'status', CASE ce.change WHEN 'suspend' THEN 'suspended' WHEN 'suspend_partially' THEN 'partially_suspended'
        WHEN 'revoke' THEN 'revoked' WHEN 'cancel' THEN 'cancelled' ELSE 'active' END,
      'items', CASE WHEN ce.change = 'suspend_partially' THEN coalesce(ce.items, '[]'::jsonb) ELSE '[]'::jsonb END,
      'from', ce.effective_from,
      'until', CASE WHEN ce.change = 'reinstate' THEN NULL ELSE ce.until END,
      'reason', ce.reason,
      'by', ce.made_by,
      'at', ce.at,
      'noticed', true
    ) ORDER BY ce.at, ce.event_id) AS list
  FROM (
    SELECT c2.id, e.id AS event_id, e.at,
      coalesce(e.details->>'change', 'suspend') AS change,
      e.details->'items' AS items,
      coalesce(e.details->>'effective_from', to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD')) AS effective_from,
      e.details->>'until' AS until,
      e.details->>'reason' AS reason,
      CASE e.action WHEN 'escalate_sanction' THEN 'sanction' ELSE 'staff' END AS made_by
    FROM application_events e
    JOIN certificates c2 ON c2.application_id = e.application_id
    WHERE (e.action = 'change_certificate' AND e.details->>'change' IN ('suspend', 'suspend_partially', 'revoke', 'cancel', 'reinstate'))
       OR (e.action = 'escalate_sanction' AND e.details->>'change' = 'suspend')
  ) ce
  GROUP BY ce.id
) changes
WHERE c.id = changes.id;

UPDATE certificates SET status_changes = status_changes || jsonb_build_array(jsonb_build_object(
    'change', 'expire', 'status', 'expired', 'items', '[]'::jsonb,
    'from', to_char(valid_to::date + 1, 'YYYY-MM-DD'), 'until', NULL, 'reason', NULL, 'by', 'expiry',
    'at', coalesce(status_changed_at, now()), 'noticed', true))
WHERE status = 'expired';
