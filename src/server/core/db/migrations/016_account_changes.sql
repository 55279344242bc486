-- Every change to an account or to one of its sign-ins is announced on the channel
-- `account_changes` (the payload is the user id; '*' for a TRUNCATE), so that every API
-- process can drop the callers it keeps in memory (src/server/accounts/viewer-cache.ts) the moment
-- the change commits, whichever statement, process or tool made it.
CREATE FUNCTION announce_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('account_changes', '*');
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('account_changes', OLD.id::text);
  ELSE
    PERFORM pg_notify('account_changes', OLD.user_id::text);
  END IF;
  RETURN NULL;
END $$;

-- A new row ends nothing: a caller is only kept while alive, and an insert cannot end that.
CREATE TRIGGER users_announce_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION announce_account_change();
CREATE TRIGGER users_announce_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION announce_account_change();
CREATE TRIGGER refresh_tokens_announce_change AFTER UPDATE OR DELETE ON refresh_tokens
  FOR EACH ROW EXECUTE FUNCTION announce_account_change();
CREATE TRIGGER refresh_tokens_announce_truncate AFTER TRUNCATE ON refresh_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION announce_account_change();
