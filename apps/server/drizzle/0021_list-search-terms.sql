CREATE TABLE "list_search_terms" (
	"term" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"list_id" integer NOT NULL,
	"type" "list_type",
	"key" text NOT NULL
);
--> statement-breakpoint
-- Titles are searched through list_search_terms now (decision 042): their GIN index is no longer read.
DROP INDEX "lists_public_title_words_idx";--> statement-breakpoint
-- The title search's index (docs/decisions/042-title-search-terms.md): each public list's title
-- words and tags as terms, newest first within a term, with what a search checks carried in the
-- index (`key`: ' word word #tag '; the type). Terms are derived here and nowhere else in SQL; the
-- server derives the same from what is searched (lib/search-terms.ts). A later change to these
-- functions must rebuild the table, since the trigger deletes a list's rows by their terms.
CREATE FUNCTION list_search_terms(words text[], tag_ids integer[]) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  WITH w AS (SELECT DISTINCT word FROM unnest(words) word WHERE word <> ''),
       h AS (SELECT DISTINCT left(word, 2) AS head FROM w),
       t AS (SELECT DISTINCT tag FROM unnest(tag_ids) tag)
  SELECT coalesce(array_agg(DISTINCT term), '{}') FROM (
    SELECT CASE WHEN length(word) = 1 THEN word ELSE '=' || word END FROM w
    UNION ALL SELECT left(word, k) FROM w, generate_series(2, least(4, length(word))) k
    UNION ALL SELECT '#' || tag FROM t
    UNION ALL SELECT a.head || '+' || b.head FROM h a JOIN h b ON a.head COLLATE "C" < b.head COLLATE "C"
    UNION ALL SELECT '#' || tag || '+' || head FROM t, h
  ) terms(term)
$$;--> statement-breakpoint
CREATE FUNCTION list_search_key(words text[], tag_ids integer[]) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT ' ' || array_to_string(words, ' ') || ' '
    || coalesce((SELECT string_agg('#' || tag, ' ' ORDER BY tag) FROM unnest(tag_ids) tag) || ' ', '')
$$;--> statement-breakpoint
CREATE FUNCTION lists_search_terms() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.privacy = 'public' THEN
    DELETE FROM list_search_terms
    WHERE term = ANY (list_search_terms(tsvector_to_array(OLD.title_words), OLD.tag_ids))
      AND created_at = OLD.created_at AND list_id = OLD.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.privacy = 'public' THEN
    INSERT INTO list_search_terms (term, created_at, list_id, type, key)
    SELECT term, NEW.created_at, NEW.id, NEW.type, list_search_key(tsvector_to_array(NEW.title_words), NEW.tag_ids)
    FROM unnest(list_search_terms(tsvector_to_array(NEW.title_words), NEW.tag_ids)) term;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- title_words is written by the BEFORE trigger of 0020 (from the title); tag_ids by list_tags' (0007).
CREATE TRIGGER lists_search_terms_written AFTER INSERT OR DELETE ON lists
FOR EACH ROW EXECUTE FUNCTION lists_search_terms();--> statement-breakpoint
CREATE TRIGGER lists_search_terms_changed AFTER UPDATE ON lists
FOR EACH ROW WHEN (OLD.title_words IS DISTINCT FROM NEW.title_words OR OLD.tag_ids IS DISTINCT FROM NEW.tag_ids
  OR OLD.type IS DISTINCT FROM NEW.type OR OLD.privacy IS DISTINCT FROM NEW.privacy OR OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION lists_search_terms();--> statement-breakpoint
INSERT INTO list_search_terms (term, created_at, list_id, type, key)
SELECT term, l.created_at, l.id, l.type, list_search_key(tsvector_to_array(l.title_words), l.tag_ids)
FROM lists l CROSS JOIN LATERAL unnest(list_search_terms(tsvector_to_array(l.title_words), l.tag_ids)) term
WHERE l.privacy = 'public';--> statement-breakpoint
-- The one index: a term's lists newest first, each with its key and type, read without the table.
CREATE UNIQUE INDEX "list_search_terms_walk_idx" ON "list_search_terms" ("term", "created_at" DESC, "list_id" DESC) INCLUDE ("type", "key");--> statement-breakpoint
-- Which term of a search has the fewest lists is read from ANALYZE's most common terms (word-stats.ts).
ALTER TABLE "list_search_terms" ALTER COLUMN "term" SET STATISTICS 1000;--> statement-breakpoint
-- The other matches of a title search (tags, description; decision 042) are found through exact
-- index entries rather than prefix scans: each word of search_words (0020) gives its beginnings of
-- two to four letters (a one-letter word itself). Declared here only, like the index above (drizzle
-- cannot write a column that a trigger alone fills without also writing it).
ALTER TABLE "lists" ADD COLUMN "search_terms" tsvector DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE FUNCTION list_word_beginnings(words tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_to_tsvector(coalesce(array_agg(DISTINCT beginning), '{}')) FROM (
    SELECT word FROM unnest(tsvector_to_array(words)) word WHERE length(word) = 1
    UNION ALL SELECT left(word, k) FROM unnest(tsvector_to_array(words)) word, generate_series(2, least(4, length(word))) k
  ) beginnings(beginning)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION lists_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_words := list_search_words(NEW.title, NEW.description, NEW.tag_ids);
  NEW.title_words := ts_filter(NEW.search_words, '{a}');
  NEW.search_terms := list_word_beginnings(NEW.search_words);
  RETURN NEW;
END;
$$;--> statement-breakpoint
UPDATE lists SET search_terms = list_word_beginnings(search_words);--> statement-breakpoint
-- How common each beginning is decides which of them a search reads in the index (word-stats.ts).
ALTER TABLE "lists" ALTER COLUMN "search_terms" SET STATISTICS 1000;--> statement-breakpoint
-- fastupdate off for this GIN index and the titles' trigram ones: with it on, entries written since
-- the last vacuum wait in a pending list that every search reads through (310 pages after 2,000 QR
-- codes were written on 10,000 lists: 6 ms a search instead of 0.1); a list written costs a little more.
CREATE INDEX "lists_public_search_terms_idx" ON "lists" USING gin ("search_terms", "tag_ids") WITH (fastupdate = off) WHERE "privacy" = 'public';--> statement-breakpoint
ALTER INDEX "lists_public_title_tags_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "lists_title_search_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('lists_public_title_tags_idx'::regclass), gin_clean_pending_list('lists_title_search_idx'::regclass);--> statement-breakpoint
-- It replaces the GIN index of search_words (0020), whose prefix scans read every word a prefix begins.
DROP INDEX "lists_public_search_words_idx";--> statement-breakpoint
-- A title search's matches and, for a visitor, the asked page's kept cards, in one call (decision
-- 042): whole words first, then begun ones, newest first within each, each tier reading the rarest
-- of its terms (chosen by the server) with its key checked in the index. In a function so that its
-- plan is made once per connection: left to choose, PostgreSQL planned the statement anew at every
-- call (0.5 ms of its 1.7). The card's columns are those of KEPT_CARD_COLUMNS (list-views.ts).
CREATE FUNCTION title_search_page(whole_term text, whole_patterns text[], begun_term text, begun_patterns text[],
  list_kind list_type, reach integer, page_start integer, page_size integer)
RETURNS TABLE (ids integer[], id integer, title text, description text, type list_type, privacy list_privacy,
  creator_id integer, likes integer, item_count integer, created_at timestamptz, user_name text, avatar text,
  tags text, content text, liked boolean)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH whole AS (
    SELECT t.list_id AS id, t.created_at FROM list_search_terms t
    WHERE t.term = whole_term AND t.key LIKE ALL (whole_patterns) AND (list_kind IS NULL OR t.type = list_kind)
    ORDER BY t.created_at DESC, t.list_id DESC LIMIT reach
  ), begun AS (
    SELECT t.list_id AS id, t.created_at FROM list_search_terms t
    WHERE t.term = begun_term AND t.key LIKE ALL (begun_patterns) AND NOT (t.key LIKE ALL (whole_patterns))
      AND (list_kind IS NULL OR t.type = list_kind)
    ORDER BY t.created_at DESC, t.list_id DESC LIMIT greatest(0, reach - (SELECT count(*) FROM whole))
  ), found AS (
    SELECT m.id, row_number() OVER (ORDER BY m.tier, m.created_at DESC, m.id DESC) AS rank
    FROM (SELECT w.id, w.created_at, 1 AS tier FROM whole w UNION ALL SELECT b.id, b.created_at, 2 FROM begun b) m
  )
  SELECT CASE WHEN row_number() OVER (ORDER BY f.rank) = 1 THEN a.ids END, l.id, l.title::text, l.description,
    l.type, l.privacy, l.creator_id, l.likes_count, l.item_count, l.created_at, u.user_name::text, u.avatar,
    (l.card -> 'tags')::text, (l.card -> 'content')::text, false
  FROM (SELECT coalesce(array_agg(found.id ORDER BY found.rank), '{}') AS ids FROM found) a
  LEFT JOIN (found f JOIN lists l ON l.id = f.id JOIN users u ON u.id = l.creator_id)
    ON f.rank > page_start AND f.rank <= page_start + page_size
  ORDER BY f.rank;
END;
$$;
