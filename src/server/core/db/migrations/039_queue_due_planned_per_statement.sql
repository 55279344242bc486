-- The queue's due date after rows written many at a time (036_queue_search.sql): the statement
-- trigger's UPDATE is planned for the rows at hand each time (EXECUTE) instead of once per
-- connection. PL/pgSQL keeps the plan of a statement without parameters for the connection's
-- life, so a plan made when the connection first wrote an application (one row, a near-empty
-- table) is used again for an import of thousands. The scale benchmark's INSERT of 100,000
-- applications ran for more than six minutes (stopped; a debugger showed it in repeated index
-- descents under this trigger's UPDATE) and takes 36 s planned per statement (issue 36).
-- Planning the UPDATE costs a fraction of a millisecond per statement.
CREATE OR REPLACE FUNCTION queue_due_of_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'applications' THEN
    EXECUTE 'UPDATE applications a SET queue_due_at = queue_due_of(a.id) FROM changed c WHERE a.id = c.id AND a.status <> ''draft''';
  ELSE
    EXECUTE 'UPDATE applications a SET queue_due_at = queue_due_of(a.id) WHERE a.id IN (SELECT application_id FROM changed) AND a.status <> ''draft''';
  END IF;
  RETURN NULL;
END $$;
