-- The portal's languages are a list in data (locales/languages.json): a language added there
-- with its message files must be one an account can choose without a change of the database,
-- so the column keeps only the shape of a language code; the server checks it is listed.
ALTER TABLE users DROP CONSTRAINT IF EXISTS users_locale_check;
ALTER TABLE users ADD CONSTRAINT users_locale_check CHECK (locale ~ '^[a-z]{2,3}$');
