-- How many talents of each employment type hold each search key (issue 11): a search filtered by
-- employment_type reads its capped total from here like an unfiltered one reads skill_catalog
-- and search_tokens. Before, such a total counted up to 1,001 matches under the filter (the
-- type's range of the ranking index, or the GIN AND of the keys with e:<type>): ~2.4 ms of a
-- 4.3-4.8 ms filtered search at 100k, and 8-20 ms for sparse sets at 1M.
--
-- One row per (employment type, key) for the skill, name, title and city keys (s:, n:, t:, c:)
-- of talents that have a type; talents without one are never counted under a filter. Maintained
-- from the talents rows' own search_keys (which follow skills changes through the skills
-- triggers), so every writer keeps it right. Counts of words in use do not move the catalog
-- generation: a search reads them live in its own statement.
CREATE TABLE search_key_types (
  employment_type text NOT NULL,
  key             text NOT NULL,
  talent_count    integer NOT NULL DEFAULT 0,
  PRIMARY KEY (employment_type, key)
);

-- Statement-level, one aggregate per statement; rows in key order, so concurrent writers queue
-- instead of deadlocking (as search_tokens_apply, migration 060). Deltas may be negative.
CREATE FUNCTION search_key_types_apply(types text[], keys text[], deltas integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_key_types AS c (employment_type, key, talent_count)
  SELECT d.t, d.k, d.n FROM unnest(types, keys, deltas) AS d(t, k, n) ORDER BY d.t, d.k
  ON CONFLICT (employment_type, key)
  DO UPDATE SET talent_count = greatest(c.talent_count + EXCLUDED.talent_count, 0)
$$;

CREATE FUNCTION talents_key_types_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_key_types_apply(array_agg(t), array_agg(k), array_agg(n)) FROM (
    SELECT a.employment_type AS t, k, count(*)::int AS n FROM new_rows a, unnest(a.search_keys) k
    WHERE a.employment_type IS NOT NULL AND left(k, 2) IN ('s:', 'n:', 't:', 'c:')
    GROUP BY 1, 2) x HAVING count(*) > 0;
  RETURN NULL;
END $$;

CREATE FUNCTION talents_key_types_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_key_types_apply(array_agg(t), array_agg(k), array_agg(-n)) FROM (
    SELECT r.employment_type AS t, k, count(*)::int AS n FROM old_rows r, unnest(r.search_keys) k
    WHERE r.employment_type IS NOT NULL AND left(k, 2) IN ('s:', 'n:', 't:', 'c:')
    GROUP BY 1, 2) x HAVING count(*) > 0;
  RETURN NULL;
END $$;

-- Only rows whose keys changed (the type is one of them, as e:<type>, migration 061).
CREATE FUNCTION talents_key_types_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_key_types_apply(array_agg(t), array_agg(k), array_agg(n)) FROM (
    SELECT t, k, sum(n)::int AS n FROM (
      SELECT a.employment_type AS t, k, 1 AS n
      FROM new_rows a JOIN old_rows r USING (id_user), unnest(a.search_keys) k
      WHERE a.search_keys IS DISTINCT FROM r.search_keys AND a.employment_type IS NOT NULL
      UNION ALL
      SELECT r.employment_type, k, -1
      FROM new_rows a JOIN old_rows r USING (id_user), unnest(r.search_keys) k
      WHERE a.search_keys IS DISTINCT FROM r.search_keys AND r.employment_type IS NOT NULL
    ) y WHERE left(k, 2) IN ('s:', 'n:', 't:', 'c:') GROUP BY t, k HAVING sum(n) <> 0) x
  HAVING count(*) > 0;
  RETURN NULL;
END $$;

CREATE TRIGGER talents_key_types_added_trg AFTER INSERT ON talents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION talents_key_types_added();
CREATE TRIGGER talents_key_types_removed_trg AFTER DELETE ON talents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION talents_key_types_removed();
CREATE TRIGGER talents_key_types_updated_trg AFTER UPDATE ON talents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talents_key_types_updated();

-- The talents already there, counted once.
INSERT INTO search_key_types (employment_type, key, talent_count)
SELECT t.employment_type, k, count(*)::int FROM talents t, unnest(t.search_keys) k
WHERE t.employment_type IS NOT NULL AND left(k, 2) IN ('s:', 'n:', 't:', 'c:')
GROUP BY 1, 2;
