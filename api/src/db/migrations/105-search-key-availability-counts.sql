-- How many talents of each availability hold each search key (issue 31), as search_key_types
-- (migration 067) per employment type: a search filtered by availability alone reads its capped
-- total from here (a key held by more than the cap under the chosen availabilities: capped; one
-- key: its count) instead of counting the GIN AND of the terms with the availability's posting
-- list, a third of all talent, up to 1,001 matches fetched from the heap.
--
-- One row per (availability, key) for the skill, name, title and city keys (s:, n:, t:, c:).
-- Every talent has an availability (NOT NULL), so the counts of one key over every availability
-- sum to its catalog count. Maintained from the talents rows' own search_keys and availability,
-- so every writer keeps it right (an availability change is a change of the a: key).
CREATE TABLE search_key_availability (
  availability text NOT NULL,
  key          text NOT NULL,
  talent_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (availability, key)
);

-- Statement-level, one aggregate per statement; rows in key order, so concurrent writers queue
-- instead of deadlocking (as search_key_types_apply). Deltas may be negative.
CREATE FUNCTION search_key_availability_apply(availabilities text[], keys text[], deltas integer[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_key_availability AS c (availability, key, talent_count)
  SELECT d.a, d.k, d.n FROM unnest(availabilities, keys, deltas) AS d(a, k, n) ORDER BY d.a, d.k
  ON CONFLICT (availability, key)
  DO UPDATE SET talent_count = greatest(c.talent_count + EXCLUDED.talent_count, 0)
$$;

CREATE FUNCTION talents_key_availability_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_key_availability_apply(array_agg(a), array_agg(k), array_agg(n)) FROM (
    SELECT r.availability AS a, k, count(*)::int AS n FROM new_rows r, unnest(r.search_keys) k
    WHERE left(k, 2) IN ('s:', 'n:', 't:', 'c:') GROUP BY 1, 2) x HAVING count(*) > 0;
  RETURN NULL;
END $$;

CREATE FUNCTION talents_key_availability_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_key_availability_apply(array_agg(a), array_agg(k), array_agg(-n)) FROM (
    SELECT r.availability AS a, k, count(*)::int AS n FROM old_rows r, unnest(r.search_keys) k
    WHERE left(k, 2) IN ('s:', 'n:', 't:', 'c:') GROUP BY 1, 2) x HAVING count(*) > 0;
  RETURN NULL;
END $$;

-- Only rows whose keys changed (the availability is one of them, as a:<value>, migration 101).
CREATE FUNCTION talents_key_availability_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_key_availability_apply(array_agg(a), array_agg(k), array_agg(n)) FROM (
    SELECT a, k, sum(n)::int AS n FROM (
      SELECT r.availability AS a, k, 1 AS n
      FROM new_rows r JOIN old_rows o USING (id_user), unnest(r.search_keys) k
      WHERE r.search_keys IS DISTINCT FROM o.search_keys
      UNION ALL
      SELECT o.availability, k, -1
      FROM new_rows r JOIN old_rows o USING (id_user), unnest(o.search_keys) k
      WHERE r.search_keys IS DISTINCT FROM o.search_keys
    ) y WHERE left(k, 2) IN ('s:', 'n:', 't:', 'c:') GROUP BY a, k HAVING sum(n) <> 0) x
  HAVING count(*) > 0;
  RETURN NULL;
END $$;

CREATE TRIGGER talents_key_availability_added_trg AFTER INSERT ON talents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION talents_key_availability_added();
CREATE TRIGGER talents_key_availability_removed_trg AFTER DELETE ON talents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION talents_key_availability_removed();
CREATE TRIGGER talents_key_availability_updated_trg AFTER UPDATE ON talents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talents_key_availability_updated();

-- The talents already there, counted once.
INSERT INTO search_key_availability (availability, key, talent_count)
SELECT t.availability, k, count(*)::int FROM talents t, unnest(t.search_keys) k
WHERE left(k, 2) IN ('s:', 'n:', 't:', 'c:')
GROUP BY 1, 2;
