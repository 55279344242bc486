-- Inspection results name the day the inspection actually took place; the plan's date is only
-- what was agreed beforehand. Rows recorded before this column keep NULL (the planned date stands).
ALTER TABLE inspections ADD COLUMN IF NOT EXISTS inspected_on date;
