-- Tax and identity numbers in their one canonical form (src/validation/rules/identifiers.ts,
-- canonicalIdentification): no spaces, dots or hyphens, capitals, no VAT country prefix
-- (EL/GR/ΕΛ before a Greek AFM, ES before a Spanish NIF/NIE/CIF), an 8-digit AFM with its
-- leading zero. Registration already stored most numbers so; customers added by a
-- consultant kept their prefix. Accounts this reveals to share a number are left as they
-- are (look-ups take the first that is not declined); nothing is merged automatically.
UPDATE users
SET identification = c.canonical
FROM (
  SELECT id,
    CASE WHEN s.v ~ '^[0-9]{8}$' THEN '0' || s.v ELSE s.v END AS canonical
  FROM (
    SELECT id,
      regexp_replace(
        regexp_replace(
          upper(regexp_replace(identification, '[[:space:].-]', '', 'g')),
          '^(EL|GR|ΕΛ|ελ|Ελ|εΛ)(?=[0-9]{8,9}$)', ''),
        '^ES(?=[0-9A-Z][0-9]{7}[0-9A-Z]$)', '') AS v
    FROM users
    WHERE identification IS NOT NULL
  ) s
) c
WHERE users.id = c.id AND users.identification IS DISTINCT FROM c.canonical;
