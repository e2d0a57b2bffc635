CREATE TABLE "list_search_count_changes" (
	"txid" bigint NOT NULL,
	"key" varchar(64) NOT NULL,
	"shard" smallint NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "list_search_count_changes_txid_idx" ON "list_search_count_changes" USING btree ("txid");--> statement-breakpoint
-- Totals of the tag filters (docs/decisions/044-tag-filter-totals.md): browsing by one or two tags,
-- with or without a type, shows its exact total from stat_counters instead of counting up to
-- BROWSE_COUNT_CAP matches, which at a million lists reads a thousand index rows a request. A
-- list_search row of a tag (t, 0) or a pair (a, b) counts under 'public_lists:tags:a:b' and, when
-- the list has a type, 'public_lists:tags:a:b:type'. The no-tag rows are the public_lists counters.
CREATE FUNCTION list_search_count_keys(tag_a smallint, tag_b smallint, type list_type) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN tag_a = 0 THEN '{}'::text[]
    WHEN type IS NULL THEN ARRAY['public_lists:tags:' || tag_a || ':' || tag_b]
    ELSE ARRAY['public_lists:tags:' || tag_a || ':' || tag_b, 'public_lists:tags:' || tag_a || ':' || tag_b || ':' || type]
  END
$$;--> statement-breakpoint
-- A statement's rows added or taken away, noted for the commit: a list's browse rows are rewritten
-- one tag at a time (a trigger per list_tags row), and taking the counters' row locks then would
-- let two transactions take them in crossing orders (a deadlock). The first note of a transaction
-- also writes its marker (key ''), the one row whose insert sets off the move at commit.
CREATE FUNCTION list_search_count_noted() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  tx bigint := txid_current();
  noted integer;
BEGIN
  INSERT INTO list_search_count_changes (txid, key, shard, delta)
  SELECT tx, k.key, c.list_id % 16, CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END * count(*)
  FROM changed c CROSS JOIN LATERAL unnest(list_search_count_keys(c.tag_a, c.tag_b, c.type)) k(key)
  GROUP BY k.key, c.list_id % 16;
  GET DIAGNOSTICS noted = ROW_COUNT;
  IF noted > 0 AND current_setting('pepites.list_search_counts', true) IS DISTINCT FROM tx::text THEN
    INSERT INTO list_search_count_changes (txid, key, shard, delta) VALUES (tx, '', 0, 0);
    PERFORM set_config('pepites.list_search_counts', tx::text, true);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- At commit, the transaction's changes at once, netted (a rewrite that changes nothing writes
-- nothing) and in key order.
CREATE FUNCTION list_search_counts_committed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (DELETE FROM list_search_count_changes WHERE txid = NEW.txid RETURNING key, shard, delta)
  INSERT INTO stat_counters (key, shard, value)
  SELECT key, shard, sum(delta) FROM moved WHERE key <> ''
  GROUP BY key, shard HAVING sum(delta) <> 0 ORDER BY key, shard
  ON CONFLICT (key, shard) DO UPDATE SET value = stat_counters.value + EXCLUDED.value;
  RETURN NULL;
END;
$$;--> statement-breakpoint
INSERT INTO stat_counters (key, shard, value)
SELECT k.key, s.list_id % 16, count(*)
FROM list_search s CROSS JOIN LATERAL unnest(list_search_count_keys(s.tag_a, s.tag_b, s.type)) k(key)
GROUP BY 1, 2;--> statement-breakpoint
CREATE TRIGGER list_search_inserted_counted AFTER INSERT ON list_search
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION list_search_count_noted();--> statement-breakpoint
CREATE TRIGGER list_search_deleted_counted AFTER DELETE ON list_search
REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION list_search_count_noted();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER list_search_counts_at_commit AFTER INSERT ON list_search_count_changes
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.key = '') EXECUTE FUNCTION list_search_counts_committed();
