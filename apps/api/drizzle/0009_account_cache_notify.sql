-- The account cache of every api instance (apps/api/src/services/accountCache.ts) learns of each
-- change it must forget through NOTIFY, sent by the database itself so that no write path can
-- forget to: a channel per schema ('account_cache:<schema>', at most 63 bytes as PostgreSQL
-- names are), payload '<table>:<id>', delivered to every listener when the change commits.
CREATE FUNCTION account_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := OLD;
  ELSE
    changed := NEW;
  END IF;
  PERFORM pg_notify(
    left('account_cache:' || TG_TABLE_SCHEMA, 63),
    TG_TABLE_NAME || ':' || (to_jsonb(changed) ->> TG_ARGV[0])
  );
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Any change to a user: the cached row feeds every signed-in request (role, status, name, …).
CREATE TRIGGER users_account_cache AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION account_cache_notify('id');--> statement-breakpoint
-- A session that ends (or moves or goes); touches write only last_seen_at and stay silent.
CREATE TRIGGER sessions_account_cache AFTER UPDATE OF ended_at, user_id OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION account_cache_notify('id');--> statement-breakpoint
-- A user's settings, which GET /api/v1/users/me answers with.
CREATE TRIGGER user_settings_account_cache AFTER INSERT OR UPDATE OR DELETE ON user_settings
  FOR EACH ROW EXECUTE FUNCTION account_cache_notify('user_id');
