-- An item's poster is a path of ours under /api/catalog/images/, from the one image pipeline
-- (docs/decisions/023-one-image-pipeline.md): the web shows no other. Rows kept before hold the movie
-- database's paths (`/abc.jpg`) or the video platform's and the directory's image addresses. SQL
-- cannot tell which of them the catalogue still knows, so they start unchecked again: the items check
-- (src/modules/lists/items-check.ts) rewrites their posters from the configured catalogue, and an item
-- the catalogue does not know loses its poster.
UPDATE "items" SET "checked_at" = NULL WHERE "poster_path" IS NOT NULL AND NOT starts_with("poster_path", '/api/catalog/images/');
