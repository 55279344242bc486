-- A reference a person can read, say on the phone and find again (BIO-2026-000123): a number
-- given once, in order of creation, printed with the family and the year it was created.
-- Existing applications are numbered in the order they were created.
ALTER TABLE applications ADD COLUMN number integer;
UPDATE applications a SET number = n.rn
  FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS rn FROM applications) n
  WHERE a.id = n.id;
CREATE SEQUENCE applications_number_seq OWNED BY applications.number;
SELECT setval('applications_number_seq', coalesce((SELECT max(number) FROM applications), 0) + 1, false);
ALTER TABLE applications ALTER COLUMN number SET DEFAULT nextval('applications_number_seq');
ALTER TABLE applications ALTER COLUMN number SET NOT NULL;
CREATE UNIQUE INDEX applications_number_idx ON applications (number);
