-- Trigram similarity for fuzzy product search (typos, partial words, singular/plural).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Folds Arabic letter forms (alef variants, taa marbuta, alef maqsura), strips diacritics and
-- tatweel, and lower-cases Latin text, so stored text and queries compare alike.
CREATE OR REPLACE FUNCTION normalize_ar(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT regexp_replace(
    translate(lower(input), 'أإآٱةى', 'ااااهي'),
    '[\u064B-\u065F\u0670\u0640]', '', 'g'
  )
$$;
