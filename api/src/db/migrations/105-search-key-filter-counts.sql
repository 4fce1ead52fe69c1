-- How many talents of each availability and city hold each search key (issue 31), as
-- search_key_types (migration 067) per employment type: a search filtered by availability and/or
-- a one-word city, and by nothing else, reads its capped total from here (a key held by at least
-- the cap under the filter: capped; one key: its count) instead of counting the GIN AND of the
-- terms with the filter's posting lists (an availability's is a third of all talent) up to 1,001
-- matches fetched from the heap (a city's: ~14 ms of a 16 ms search at 100k, loaded).
--
-- One row per (city key, key, availability) for the skill, name, title and city keys (s:, n:,
-- t:, c:); city_key '' counts the talent under any city (a talent of "Jakarta Selatan" holds two
-- city keys: '' keeps it counted once). Every talent has an availability (NOT NULL). Maintained
-- from the talents rows' own search_keys and availability, so every writer keeps it right (an
-- availability or city change is a change of the keys).
CREATE TABLE search_key_filter_counts (
  city_key     text NOT NULL,
  key          text NOT NULL,
  availability text NOT NULL,
  talent_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (city_key, key, availability)
);

-- The rows one talent counts in: each counted key under '' and under each of its city keys.
CREATE FUNCTION search_key_filter_rows(talent_availability text, keys text[])
RETURNS TABLE (city_key text, key text, availability text) LANGUAGE sql IMMUTABLE AS $$
  SELECT c.c, k.k, talent_availability
  FROM unnest(keys) k(k),
       (SELECT '' AS c UNION ALL SELECT x FROM unnest(keys) x WHERE left(x, 2) = 'c:') c
  WHERE left(k.k, 2) IN ('s:', 'n:', 't:', 'c:')
$$;

-- Statement-level, one aggregate per statement; rows in key order, so concurrent writers queue
-- instead of deadlocking (as search_key_types_apply). Deltas may be negative.
CREATE FUNCTION search_key_filter_counts_apply(cities text[], keys text[], availabilities text[],
                                               deltas integer[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_key_filter_counts AS c (city_key, key, availability, talent_count)
  SELECT d.c, d.k, d.a, d.n FROM unnest(cities, keys, availabilities, deltas) AS d(c, k, a, n)
  ORDER BY d.c, d.k, d.a
  ON CONFLICT (city_key, key, availability)
  DO UPDATE SET talent_count = greatest(c.talent_count + EXCLUDED.talent_count, 0)
$$;

CREATE FUNCTION talents_key_filters_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_key_filter_counts_apply(array_agg(c), array_agg(k), array_agg(a), array_agg(n))
  FROM (SELECT f.city_key AS c, f.key AS k, f.availability AS a, count(*)::int AS n
        FROM new_rows r, search_key_filter_rows(r.availability, r.search_keys) f
        GROUP BY 1, 2, 3) x HAVING count(*) > 0;
  RETURN NULL;
END $$;

CREATE FUNCTION talents_key_filters_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_key_filter_counts_apply(array_agg(c), array_agg(k), array_agg(a), array_agg(-n))
  FROM (SELECT f.city_key AS c, f.key AS k, f.availability AS a, count(*)::int AS n
        FROM old_rows r, search_key_filter_rows(r.availability, r.search_keys) f
        GROUP BY 1, 2, 3) x HAVING count(*) > 0;
  RETURN NULL;
END $$;

-- Only rows whose keys changed (availability and city are keys: a:, c:).
CREATE FUNCTION talents_key_filters_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_key_filter_counts_apply(array_agg(c), array_agg(k), array_agg(a), array_agg(n))
  FROM (
    SELECT c, k, a, sum(n)::int AS n FROM (
      SELECT f.city_key AS c, f.key AS k, f.availability AS a, 1 AS n
      FROM new_rows r JOIN old_rows o USING (id_user),
           search_key_filter_rows(r.availability, r.search_keys) f
      WHERE r.search_keys IS DISTINCT FROM o.search_keys
      UNION ALL
      SELECT f.city_key, f.key, f.availability, -1
      FROM new_rows r JOIN old_rows o USING (id_user),
           search_key_filter_rows(o.availability, o.search_keys) f
      WHERE r.search_keys IS DISTINCT FROM o.search_keys
    ) y GROUP BY c, k, a HAVING sum(n) <> 0) x
  HAVING count(*) > 0;
  RETURN NULL;
END $$;

CREATE TRIGGER talents_key_filters_added_trg AFTER INSERT ON talents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION talents_key_filters_added();
CREATE TRIGGER talents_key_filters_removed_trg AFTER DELETE ON talents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION talents_key_filters_removed();
CREATE TRIGGER talents_key_filters_updated_trg AFTER UPDATE ON talents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talents_key_filters_updated();

-- The talents already there, counted once.
INSERT INTO search_key_filter_counts (city_key, key, availability, talent_count)
SELECT f.city_key, f.key, f.availability, count(*)::int
FROM talents t, search_key_filter_rows(t.availability, t.search_keys) f
GROUP BY 1, 2, 3;
