-- Counts that never drift (decision 016): every figure derived from rows is kept by the database itself,
-- in the transaction that changes the rows, so concurrent requests and cascading deletes cannot
-- leave a count behind. The application never writes these columns.
--   lists.likes_count, lists.item_count, lists.type     from likes and list_items
--   users.public_likes_received                        likes on the user's public lists
--   list_search                                        browse rows of public lists (no tag, each tag, each pair)
--   stat_counters                                      public lists (all, per type), likes on them, members

CREATE FUNCTION bump_counter(counter_key text, counter_shard integer, delta bigint) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO stat_counters (key, shard, value) VALUES (counter_key, counter_shard % 16, delta)
  ON CONFLICT (key, shard) DO UPDATE SET value = stat_counters.value + EXCLUDED.value;
$$;
--> statement-breakpoint
-- What a list adds to the totals while it is public (sign 1), or takes back (sign -1).
CREATE FUNCTION list_contribute(l lists, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF l.privacy <> 'public' THEN
    RETURN;
  END IF;
  PERFORM bump_counter('public_lists', l.id, sign);
  PERFORM bump_counter('public_lists:' || coalesce(l.type::text, 'empty'), l.id, sign);
  IF l.likes_count <> 0 THEN
    PERFORM bump_counter('public_likes', l.id, sign * l.likes_count);
    UPDATE users SET public_likes_received = public_likes_received + sign * l.likes_count WHERE id = l.creator_id;
  END IF;
END;
$$;
--> statement-breakpoint
-- The browse rows of one list: none when private; else (0,0), (tag,0) for each tag, (a,b) for each pair.
CREATE FUNCTION refresh_list_search(target integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM list_search WHERE list_id = target;
  INSERT INTO list_search (list_id, tag_a, tag_b, type, created_at, likes_count)
  SELECT l.id, keys.a, keys.b, l.type, l.created_at, l.likes_count
  FROM lists l
  CROSS JOIN LATERAL (
    SELECT 0 AS a, 0 AS b
    UNION ALL
    SELECT t.tag_id, 0 FROM list_tags t WHERE t.list_id = l.id
    UNION ALL
    SELECT t1.tag_id, t2.tag_id
    FROM list_tags t1 JOIN list_tags t2 ON t2.list_id = t1.list_id AND t1.tag_id < t2.tag_id
    WHERE t1.list_id = l.id
  ) AS keys
  WHERE l.id = target AND l.privacy = 'public';
END;
$$;
--> statement-breakpoint
CREATE FUNCTION lists_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM list_contribute(NEW, 1);
  PERFORM refresh_list_search(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION lists_after_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  delta integer := NEW.likes_count - OLD.likes_count;
BEGIN
  IF NEW.privacy IS DISTINCT FROM OLD.privacy OR NEW.type IS DISTINCT FROM OLD.type OR NEW.creator_id <> OLD.creator_id THEN
    PERFORM list_contribute(OLD, -1);
    PERFORM list_contribute(NEW, 1);
    PERFORM refresh_list_search(NEW.id);
  ELSIF delta <> 0 AND NEW.privacy = 'public' THEN
    PERFORM bump_counter('public_likes', NEW.id, delta);
    UPDATE users SET public_likes_received = public_likes_received + delta WHERE id = NEW.creator_id;
    UPDATE list_search SET likes_count = NEW.likes_count WHERE list_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Its likes and items go with a deleted list (cascade); their triggers then find no list to
-- update, so the list's whole contribution is taken back here.
CREATE FUNCTION lists_after_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM list_contribute(OLD, -1);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The row lock on the list serializes concurrent toggles; `likes_count ± 1` is evaluated on the
-- latest version of the row, so the count stays exact.
CREATE FUNCTION likes_after_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE lists SET likes_count = likes_count + 1 WHERE id = NEW.list_id;
  ELSE
    UPDATE lists SET likes_count = likes_count - 1 WHERE id = OLD.list_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A list's type follows its items (docs/product.md#lists; the mapping is LIST_TYPE_OF_MEDIA in the contracts,
-- checked against this function by list-counters.test.ts). The list row is locked first; each
-- statement of a PL/pgSQL function then reads a fresh snapshot, so an item added by a concurrent
-- transaction that committed meanwhile is counted.
CREATE FUNCTION list_items_after_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  target integer := coalesce(NEW.list_id, OLD.list_id);
  kinds integer;
  only_kind text;
BEGIN
  PERFORM 1 FROM lists WHERE id = target FOR UPDATE;
  SELECT count(DISTINCT i.type), min(i.type::text) INTO kinds, only_kind
  FROM list_items li JOIN items i ON i.id = li.item_id WHERE li.list_id = target;
  UPDATE lists SET
    item_count = (SELECT count(*) FROM list_items WHERE list_id = target),
    type = CASE
      WHEN kinds = 0 THEN NULL
      WHEN kinds > 1 THEN 'mixed'::list_type
      WHEN only_kind = 'youtube' THEN 'youtube-video'::list_type
      ELSE only_kind::list_type
    END
  WHERE id = target;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION list_tags_after_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_list_search(coalesce(NEW.list_id, OLD.list_id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION users_after_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_counter('users', NEW.id, 1);
  ELSE
    PERFORM bump_counter('users', OLD.id, -1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The figures of the rows that exist already (a database from before this migration), computed
-- before the triggers exist so that they are not counted twice.
UPDATE lists l SET
  likes_count = (SELECT count(*) FROM likes WHERE list_id = l.id),
  item_count = (SELECT count(*) FROM list_items WHERE list_id = l.id);
--> statement-breakpoint
UPDATE users u SET public_likes_received = coalesce((
  SELECT sum(l.likes_count) FROM lists l WHERE l.creator_id = u.id AND l.privacy = 'public'
), 0);
--> statement-breakpoint
INSERT INTO stat_counters (key, shard, value)
SELECT 'users', id % 16, count(*) FROM users GROUP BY id % 16
UNION ALL
SELECT 'public_lists', id % 16, count(*) FROM lists WHERE privacy = 'public' GROUP BY id % 16
UNION ALL
SELECT 'public_lists:' || coalesce(type::text, 'empty'), id % 16, count(*) FROM lists WHERE privacy = 'public' GROUP BY 1, 2
UNION ALL
SELECT 'public_likes', id % 16, sum(likes_count) FROM lists WHERE privacy = 'public' GROUP BY id % 16;
--> statement-breakpoint
SELECT refresh_list_search(id) FROM lists WHERE privacy = 'public';
--> statement-breakpoint
CREATE TRIGGER lists_after_insert AFTER INSERT ON lists FOR EACH ROW EXECUTE FUNCTION lists_after_insert();
--> statement-breakpoint
CREATE TRIGGER lists_after_update AFTER UPDATE OF privacy, type, creator_id, likes_count ON lists
FOR EACH ROW EXECUTE FUNCTION lists_after_update();
--> statement-breakpoint
CREATE TRIGGER lists_after_delete AFTER DELETE ON lists FOR EACH ROW EXECUTE FUNCTION lists_after_delete();
--> statement-breakpoint
CREATE TRIGGER likes_after_change AFTER INSERT OR DELETE ON likes FOR EACH ROW EXECUTE FUNCTION likes_after_change();
--> statement-breakpoint
CREATE TRIGGER list_items_after_change AFTER INSERT OR DELETE ON list_items FOR EACH ROW EXECUTE FUNCTION list_items_after_change();
--> statement-breakpoint
CREATE TRIGGER list_tags_after_change AFTER INSERT OR DELETE ON list_tags FOR EACH ROW EXECUTE FUNCTION list_tags_after_change();
--> statement-breakpoint
CREATE TRIGGER users_after_change AFTER INSERT OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION users_after_change();
