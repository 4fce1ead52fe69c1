-- Talent search keys (decision 031): every talent carries the words a search can match as one
-- array, `search_keys`, behind a GIN index, so a search is a handful of index probes and a page
-- of 25 is read in index order instead of ranking every match.
--
--   s:<skill_key>   each skill (lower-case canonical name, as in skills.skill_key)
--   n:<word>        each word of the full name
--   t:<word>        each word of the job title, variants folded ("front-end" -> frontend)
--   c:<word>        each word of the city, local names folded ("Jogja" -> yogyakarta)
--
-- The keys are computed here, in the database, so every writer (API, bulk seed, another API
-- instance, a hand-written UPDATE) keeps them right. The query side folds words the same way:
-- src/search/search-words.ts (test/search/search-words.test.ts compares both).

-- One-word spellings that mean the same title word or city.
CREATE TABLE search_word_variants (
  kind      text NOT NULL CHECK (kind IN ('t', 'c')),
  variant   text NOT NULL,
  canonical text NOT NULL,
  PRIMARY KEY (kind, variant)
);
INSERT INTO search_word_variants (kind, variant, canonical) VALUES
  ('t', 'dev', 'developer'), ('t', 'developers', 'developer'), ('t', 'programmer', 'developer'),
  ('t', 'engineers', 'engineer'), ('t', 'engr', 'engineer'), ('t', 'sr', 'senior'),
  ('t', 'jr', 'junior'), ('t', 'fe', 'frontend'), ('t', 'be', 'backend'),
  ('t', 'fullstak', 'fullstack'), ('t', 'qa', 'qa'), ('t', 'tester', 'qa'),
  ('t', 'ml', 'machine'), ('t', 'sre', 'reliability'),
  ('c', 'jogja', 'yogyakarta'), ('c', 'yogya', 'yogyakarta'), ('c', 'jogjakarta', 'yogyakarta'),
  ('c', 'djogja', 'yogyakarta'), ('c', 'diy', 'yogyakarta'), ('c', 'jogya', 'yogyakarta'),
  ('c', 'solo', 'surakarta'), ('c', 'jkt', 'jakarta'), ('c', 'dki', 'jakarta'),
  ('c', 'bdg', 'bandung'), ('c', 'sby', 'surabaya'), ('c', 'smg', 'semarang'),
  ('c', 'mks', 'makassar'), ('c', 'ujungpandang', 'makassar'), ('c', 'tangsel', 'tangerang'),
  ('c', 'jaksel', 'jakarta'), ('c', 'jakbar', 'jakarta'), ('c', 'jaktim', 'jakarta'),
  ('c', 'jakut', 'jakarta'), ('c', 'jakpus', 'jakarta'), ('c', 'bpn', 'balikpapan');

-- Multi-word title spellings of one word: "front end", "front-end" -> frontend.
CREATE FUNCTION search_title_phrases(raw text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(lower(raw),
    '\m(front|back)[\s_-]*end\M', '\1end', 'g'),
    '\mfull[\s_-]*stack\M', 'fullstack', 'g'),
    '\mdev[\s_-]*ops\M', 'devops', 'g')
$$;

CREATE FUNCTION search_words(kind text, raw text) RETURNS SETOF text LANGUAGE sql STABLE AS $$
  SELECT DISTINCT coalesce(v.canonical, w.word)
  FROM regexp_split_to_table(
         CASE WHEN kind = 't' THEN search_title_phrases(coalesce(raw, '')) ELSE lower(coalesce(raw, '')) END,
         '[^[:alnum:]#+]+') AS w(word)
  LEFT JOIN search_word_variants v ON v.kind = search_words.kind AND v.variant = w.word
  WHERE w.word <> ''
$$;

CREATE FUNCTION search_text_keys(full_name text, job_desk text, domicile text) RETURNS text[]
LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(k ORDER BY k), '{}') FROM (
    SELECT 'n:' || w FROM search_words('n', full_name) w
    UNION SELECT 't:' || w FROM search_words('t', job_desk) w
    UNION SELECT 'c:' || w FROM search_words('c', domicile) w
  ) x(k)
$$;

ALTER TABLE talents ADD COLUMN search_keys text[] NOT NULL DEFAULT '{}';

-- Recomputed on every insert/update of a talent row; the skills triggers touch the talent rows
-- whose skills changed, so their keys follow (they run after the skills statement).
CREATE FUNCTION talents_search_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_keys := search_text_keys(NEW.full_name, NEW.job_desk, NEW.domicile)
    || ARRAY(SELECT 's:' || s.skill_key FROM skills s WHERE s.id_user = NEW.id_user ORDER BY s.skill_key);
  RETURN NEW;
END $$;
CREATE TRIGGER talents_search_keys_trg BEFORE INSERT OR UPDATE ON talents
  FOR EACH ROW EXECUTE FUNCTION talents_search_keys();

CREATE OR REPLACE FUNCTION skills_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE skill_catalog c SET talent_count = greatest(c.talent_count - d.n, 0)
  FROM (SELECT skill_key, count(*)::int AS n FROM removed GROUP BY skill_key ORDER BY skill_key) d
  WHERE c.skill_key = d.skill_key;
  INSERT INTO skill_catalog AS c (skill_key, skill_name, talent_count)
  SELECT skill_key, min(skill_name), count(*) FROM added GROUP BY skill_key ORDER BY skill_key
  ON CONFLICT (skill_key) DO UPDATE SET talent_count = c.talent_count + EXCLUDED.talent_count;
  -- Touch the owners so their search keys are recomputed.
  UPDATE talents t SET skill_count = t.skill_count
  WHERE t.id_user IN (SELECT id_user FROM added UNION SELECT id_user FROM removed);
  UPDATE search_state SET generation = generation + 1 WHERE id = 1;
  RETURN NULL;
END $$;

-- Name, title and city words in use, with how many talents have each: search expands typed
-- words against this small table (exact, local name, prefix, typo) like skills against
-- skill_catalog, and reads capped counts from it.
CREATE TABLE search_tokens (
  kind         text NOT NULL CHECK (kind IN ('n', 't', 'c')),
  word         text NOT NULL,
  talent_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (kind, word)
);
CREATE INDEX search_tokens_word_trgm_idx ON search_tokens USING gin (word gin_trgm_ops);

-- Statement-level, one aggregate per statement; keys in order so concurrent writers queue
-- instead of deadlocking. Updates only count the difference (skill-only changes add nothing).
CREATE FUNCTION search_tokens_apply(delta jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_tokens AS c (kind, word, talent_count)
  SELECT left(d.key, 1), substr(d.key, 3), d.value::int
  FROM jsonb_each_text(delta) d ORDER BY d.key
  ON CONFLICT (kind, word) DO UPDATE SET talent_count = greatest(c.talent_count + EXCLUDED.talent_count, 0)
$$;

CREATE FUNCTION talents_tokens_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_tokens_apply(coalesce((
    SELECT jsonb_object_agg(k, n) FROM (
      SELECT k, count(*)::int AS n FROM new_rows a, unnest(a.search_keys) k
      WHERE k NOT LIKE 's:%' GROUP BY k) x), '{}'));
  RETURN NULL;
END $$;

CREATE FUNCTION talents_tokens_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_tokens_apply(coalesce((
    SELECT jsonb_object_agg(k, -n) FROM (
      SELECT k, count(*)::int AS n FROM old_rows r, unnest(r.search_keys) k
      WHERE k NOT LIKE 's:%' GROUP BY k) x), '{}'));
  RETURN NULL;
END $$;

CREATE FUNCTION talents_tokens_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_tokens_apply(coalesce((
    SELECT jsonb_object_agg(k, n) FROM (
      SELECT k, sum(n)::int AS n FROM (
        SELECT k, 1 AS n FROM new_rows a JOIN old_rows r USING (id_user), unnest(a.search_keys) k
        WHERE a.search_keys IS DISTINCT FROM r.search_keys
        UNION ALL
        SELECT k, -1 FROM new_rows a JOIN old_rows r USING (id_user), unnest(r.search_keys) k
        WHERE a.search_keys IS DISTINCT FROM r.search_keys
      ) y WHERE k NOT LIKE 's:%' GROUP BY k HAVING sum(n) <> 0) x), '{}'));
  RETURN NULL;
END $$;

CREATE TRIGGER talents_tokens_added_trg AFTER INSERT ON talents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION talents_tokens_added();
CREATE TRIGGER talents_tokens_removed_trg AFTER DELETE ON talents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION talents_tokens_removed();
CREATE TRIGGER talents_tokens_updated_trg AFTER UPDATE ON talents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION talents_tokens_updated();

-- Fill keys and tokens for the talents already there (fires the triggers above).
UPDATE talents SET search_keys = search_keys;

-- Which talents hold a key: one GIN posting list per key. fastupdate off: a write lands in the
-- index at once, so searches never scan a growing pending list under constant writes.
CREATE INDEX talents_search_keys_idx ON talents USING gin (search_keys) WITH (fastupdate = off);
-- Relevance tie-break (complete profiles, then newest) within the employment_type filter.
CREATE INDEX talents_type_recommended_idx
  ON talents (employment_type, profile_score DESC, created_at DESC, id_user DESC);
