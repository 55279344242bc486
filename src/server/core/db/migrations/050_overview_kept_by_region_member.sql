-- The overview's kept lead times per region and per staff member too (issue 51): filtered by
-- either, an answer computed every month live (250–680 ms at 100,000 applications). A kept row
-- names the region ('' for every region) and the staff member (0 for every member) it counts;
-- the key cannot hold nulls, hence the two stand-ins. A row may name both (the two filters at once).
ALTER TABLE overview_lead_times ADD COLUMN IF NOT EXISTS region text NOT NULL DEFAULT '';
ALTER TABLE overview_lead_times ADD COLUMN IF NOT EXISTS member integer NOT NULL DEFAULT 0;
ALTER TABLE overview_lead_times DROP CONSTRAINT IF EXISTS overview_lead_times_pkey;
ALTER TABLE overview_lead_times ADD PRIMARY KEY (standard, region, member, month, span);
