-- Trigram matching for the substring search in list titles (PGlite ships it as a contrib module).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
