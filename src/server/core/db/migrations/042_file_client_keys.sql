-- A device that sends a file kept offline names it with a key of its own (the `Idempotency-Key`
-- of `uploadFile`): sent again after a lost answer or a reload, the same key answers the file
-- stored the first time instead of storing a second. Keys are the owner's: another account's
-- same key is another file. The index is also what makes two uploads racing with one key end
-- with one row (the second's insert waits for the first and then does nothing).
ALTER TABLE files ADD COLUMN IF NOT EXISTS client_key text;
CREATE UNIQUE INDEX IF NOT EXISTS files_owner_client_key_idx ON files (owner_id, client_key) WHERE client_key IS NOT NULL;
