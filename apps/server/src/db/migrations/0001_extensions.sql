-- Trigram indexes make substring search (names, emails, later products and serials) indexable.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
