-- The register is searched the way people search (docs/register.md "How it is searched"): the
-- holder's, the place's and the products' keys start with a space, so each word of a query is
-- looked up as the start of a word (LIKE '% word%'), in any order; the place's key now holds
-- the regional unit too (Chalkidiki between Central Macedonia and Polygyros). Every stored key
-- is stale: the next search rewrites them.
UPDATE certificates SET search_version = search_version + 1;

-- "expires within N days": the certificates whose last day falls in a window, by that day
CREATE INDEX certificates_valid_to_idx ON certificates (valid_to, number);
