-- Each server process keeps the sessions it has looked up for a short while; the database tells
-- every process when one of them may no longer be what was kept (docs/decisions/039-session-cache.md).
-- It does so for every writer, the API, an import, the admin's start, an operator's own SQL: the
-- payload is the member's id, or `*` when so many members are concerned that every kept session
-- is dropped (the hourly purge of expired sessions).

-- Sessions ended: a logout, a password changed or reset, a suspension, the member's other devices
-- signed out, an account deleted (the cascade), the purge.
CREATE FUNCTION notify_sessions_ended() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  members integer;
BEGIN
  SELECT count(DISTINCT user_id) INTO members FROM ended;
  IF members > 100 THEN
    PERFORM pg_notify('pepites_sessions', '*');
  ELSIF members > 0 THEN
    PERFORM pg_notify('pepites_sessions', member::text) FROM (SELECT DISTINCT user_id AS member FROM ended) AS concerned;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions
REFERENCING OLD TABLE AS ended FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_ended();
--> statement-breakpoint
-- A session's end moved (nothing in the app moves it; an operator might) or it changed hands.
CREATE FUNCTION notify_session_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pepites_sessions', OLD.user_id::text);
  PERFORM pg_notify('pepites_sessions', NEW.user_id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OF expires_at, user_id ON sessions
FOR EACH ROW WHEN (OLD.expires_at IS DISTINCT FROM NEW.expires_at OR OLD.user_id IS DISTINCT FROM NEW.user_id)
EXECUTE FUNCTION notify_session_changed();
--> statement-breakpoint
-- What a session says of its member changed (its name, address, role), the member was suspended or
-- restored, or deleted.
CREATE FUNCTION notify_session_member_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pepites_sessions', OLD.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_session_fields AFTER UPDATE OF user_name, email, role, suspended_at ON users
FOR EACH ROW WHEN (
  OLD.user_name IS DISTINCT FROM NEW.user_name
  OR OLD.email IS DISTINCT FROM NEW.email
  OR OLD.role IS DISTINCT FROM NEW.role
  OR OLD.suspended_at IS DISTINCT FROM NEW.suspended_at
) EXECUTE FUNCTION notify_session_member_changed();
--> statement-breakpoint
CREATE TRIGGER users_deleted_sessions AFTER DELETE ON users
FOR EACH ROW EXECUTE FUNCTION notify_session_member_changed();
