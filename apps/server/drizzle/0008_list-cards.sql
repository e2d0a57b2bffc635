-- Cards kept by the database (decision 017): what a visitor's card of a list shows (its tags and its first
-- 20 items, LIST_CARD_ITEMS in the contracts, checked by list-counters.test.ts) is one JSON value on
-- the list, rewritten by the triggers that change it, so that a page of cards reads ten rows instead
-- of walking each list's items (measured on 1,000,000 lists by `npm run bench:lists`).
ALTER TABLE "lists" ADD COLUMN "card" jsonb DEFAULT '{"tags": [], "content": []}'::jsonb NOT NULL;--> statement-breakpoint
CREATE FUNCTION list_card(target integer) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'tags', coalesce((
      SELECT jsonb_agg(jsonb_build_object('name', t.name, 'name_fr', t.name_fr) ORDER BY t.id)
      FROM list_tags lt JOIN tags t ON t.id = lt.tag_id WHERE lt.list_id = target
    ), '[]'::jsonb),
    'content', coalesce((
      SELECT jsonb_agg(jsonb_build_object(
        'id', c.id, 'provider_id', c.provider_id, 'provider_id_string', c.provider_id_string, 'title', c.title,
        'poster_path', c.poster_path, 'type', c.type, 'note', c.note, 'position', c.position) ORDER BY c.rank)
      FROM (
        SELECT i.id, i.provider_id, i.title, i.poster_path, i.type, li.note, li.position,
          CASE WHEN jsonb_typeof(i.snapshot -> 'provider_id_string') = 'string' THEN i.snapshot ->> 'provider_id_string' END AS provider_id_string,
          row_number() OVER (ORDER BY li.position, li.added_at, i.id) AS rank
        FROM list_items li JOIN items i ON i.id = li.item_id
        WHERE li.list_id = target
        ORDER BY li.position, li.added_at, i.id
        LIMIT 20
      ) c
    ), '[]'::jsonb));
$$;
--> statement-breakpoint
-- 0005's function, which also rewrites the card.
CREATE OR REPLACE FUNCTION list_items_after_change() RETURNS trigger
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
    END,
    card = list_card(target)
  WHERE id = target;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Reordering and notes update many items of a list in one statement: its card is rewritten once.
CREATE FUNCTION list_items_after_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lists SET card = list_card(id) WHERE id IN (SELECT DISTINCT list_id FROM changed);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER list_items_after_update AFTER UPDATE ON list_items
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION list_items_after_update();
--> statement-breakpoint
-- 0007's function, which also rewrites the card.
CREATE OR REPLACE FUNCTION list_tags_after_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  target integer := coalesce(NEW.list_id, OLD.list_id);
BEGIN
  UPDATE lists SET
    tag_ids = coalesce((SELECT array_agg(tag_id ORDER BY tag_id) FROM list_tags WHERE list_id = target), '{}'),
    card = list_card(target)
  WHERE id = target;
  PERFORM refresh_list_search(target);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An item shown differently (a catalogue refresh, later) shows so on every card holding it.
CREATE FUNCTION items_after_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lists SET card = list_card(id) WHERE id IN (SELECT list_id FROM list_items WHERE item_id = NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER items_after_update AFTER UPDATE OF type, provider_id, title, poster_path, snapshot ON items
FOR EACH ROW EXECUTE FUNCTION items_after_update();
--> statement-breakpoint
UPDATE lists SET card = list_card(id);
