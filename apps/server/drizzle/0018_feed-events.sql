-- The feed is written, not computed (docs/decisions/038-community.md): what a member does is one row
-- of feed_events, written by the database in the transaction of the act, so every writer (the API,
-- an import, the seed) writes it the same way. Whether the list is still public, and its actor not
-- suspended, is read with the feed. Times are kept to the millisecond: the feed's cursor carries
-- them in milliseconds, and a finer time would make two events of one millisecond compare unlike
-- their cursors.

-- A list created. An imported list (import_key set) makes no event: an import must not flood feeds.
CREATE FUNCTION feed_list_created() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO feed_events (actor_id, kind, list_id, created_at)
  VALUES (NEW.creator_id, 'created', NEW.id, date_trunc('milliseconds', NEW.created_at))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER lists_feed_created AFTER INSERT ON lists
FOR EACH ROW WHEN (NEW.import_key IS NULL) EXECUTE FUNCTION feed_list_created();
--> statement-breakpoint
-- A list liked: once per member and list (the unique key), gone when the like is taken back.
CREATE FUNCTION feed_like_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO feed_events (actor_id, kind, list_id, created_at)
  VALUES (NEW.user_id, 'liked', NEW.list_id, date_trunc('milliseconds', NEW.created_at))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER likes_feed_added AFTER INSERT ON likes
FOR EACH ROW EXECUTE FUNCTION feed_like_added();
--> statement-breakpoint
CREATE FUNCTION feed_like_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM feed_events
  WHERE actor_id = OLD.user_id AND kind = 'liked' AND list_id = OLD.list_id AND day = '';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER likes_feed_removed AFTER DELETE ON likes
FOR EACH ROW EXECUTE FUNCTION feed_like_removed();
--> statement-breakpoint
-- Titles added by a member: one row per member, list and UTC day, counting them and moved to the
-- top of the feed by each addition. Rows without `added_by` (imports, rows from before 0017) add none.
CREATE FUNCTION feed_item_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO feed_events (actor_id, kind, list_id, item_count, day, created_at)
  VALUES (NEW.added_by, 'added', NEW.list_id, 1, to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD'),
          date_trunc('milliseconds', now()))
  ON CONFLICT (actor_id, kind, list_id, day)
  DO UPDATE SET item_count = feed_events.item_count + 1, created_at = EXCLUDED.created_at;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER list_items_feed_added AFTER INSERT ON list_items
FOR EACH ROW WHEN (NEW.added_by IS NOT NULL) EXECUTE FUNCTION feed_item_added();
