-- A GLOBALG.A.P. certificate names the producer's or group's GGN (GLOBALG.A.P. Number), the
-- number the world looks it up by: staff confirm the applicant's, or record the one issued, at
-- the decision. Organic certificates have none.
ALTER TABLE certificates ADD COLUMN IF NOT EXISTS ggn text;
