-- Title searches with tags (decision 017): a list's tag ids on the list itself, in the same GIN index as
-- its title's trigrams, so that "titles containing x tagged y" is one intersection inside the index
-- instead of checking thousands of title matches (or tag matches) one by one.
DROP INDEX "lists_public_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
UPDATE "lists" l SET "tag_ids" = t.ids
FROM (SELECT list_id, array_agg(tag_id ORDER BY tag_id) AS ids FROM list_tags GROUP BY list_id) t
WHERE t.list_id = l.id;--> statement-breakpoint
CREATE INDEX "lists_public_title_tags_idx" ON "lists" USING gin ("title_search" gin_trgm_ops,"tag_ids") WHERE "lists"."privacy" = 'public';--> statement-breakpoint
-- The trigger of 0005 also keeps the list's tag ids (a list deleted by cascade has no row to update).
CREATE OR REPLACE FUNCTION list_tags_after_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  target integer := coalesce(NEW.list_id, OLD.list_id);
BEGIN
  UPDATE lists SET tag_ids = coalesce((SELECT array_agg(tag_id ORDER BY tag_id) FROM list_tags WHERE list_id = target), '{}')
  WHERE id = target;
  PERFORM refresh_list_search(target);
  RETURN NULL;
END;
$$;
