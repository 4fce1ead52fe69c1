-- How many talents hold each pair of skills (issue 11): a search of several skills reads per
-- match level whether any talent can hold that many of its terms at all. Without it, terms that
-- rarely meet ("html, redis, data analysis" at 1M) probe up to 16,000 index entries and then AND
-- their posting lists in the GIN index per level (and per employment group for the freelance /
-- fulltime sorts), 20-90 ms, to find nobody. Read live in the search statement (a write is seen
-- by the next search); kept by statement triggers on talents from the rows' own s: keys (which
-- follow skill changes through the skills triggers), rows in key order as search_tokens_apply.
CREATE TABLE search_skill_pairs (
  a            text COLLATE "C" NOT NULL,
  b            text COLLATE "C" NOT NULL,
  talent_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (a, b),
  CHECK (a < b)
);

CREATE FUNCTION search_skill_pairs_apply(as_ text[], bs text[], deltas integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_skill_pairs AS c (a, b, talent_count)
  SELECT d.a, d.b, d.n FROM unnest(as_, bs, deltas) AS d(a, b, n) ORDER BY d.a, d.b
  ON CONFLICT (a, b) DO UPDATE SET talent_count = greatest(c.talent_count + EXCLUDED.talent_count, 0)
$$;

-- The pairs (a < b, byte order: the search looks them up as least/greatest in the same order)
-- of a key array's s: keys.
CREATE FUNCTION search_skill_key_pairs(keys text[]) RETURNS TABLE (a text, b text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT x, y FROM unnest(keys) x, unnest(keys) y
  WHERE left(x, 2) = 's:' AND left(y, 2) = 's:' AND x COLLATE "C" < y COLLATE "C"
$$;

CREATE FUNCTION talents_skill_pairs_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_skill_pairs_apply(array_agg(a), array_agg(b), array_agg(n)) FROM (
    SELECT p.a, p.b, count(*)::int AS n FROM new_rows r, search_skill_key_pairs(r.search_keys) p
    GROUP BY 1, 2) x HAVING count(*) > 0;
  RETURN NULL;
END $$;

CREATE FUNCTION talents_skill_pairs_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_skill_pairs_apply(array_agg(a), array_agg(b), array_agg(-n)) FROM (
    SELECT p.a, p.b, count(*)::int AS n FROM old_rows r, search_skill_key_pairs(r.search_keys) p
    GROUP BY 1, 2) x HAVING count(*) > 0;
  RETURN NULL;
END $$;

CREATE FUNCTION talents_skill_pairs_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_skill_pairs_apply(array_agg(a), array_agg(b), array_agg(n)) FROM (
    SELECT a, b, sum(n)::int AS n FROM (
      SELECT p.a, p.b, 1 AS n FROM new_rows x JOIN old_rows r USING (id_user),
        search_skill_key_pairs(x.search_keys) p
      WHERE x.search_keys IS DISTINCT FROM r.search_keys
      UNION ALL
      SELECT p.a, p.b, -1 FROM new_rows x JOIN old_rows r USING (id_user),
        search_skill_key_pairs(r.search_keys) p
      WHERE x.search_keys IS DISTINCT FROM r.search_keys
    ) y GROUP BY a, b HAVING sum(n) <> 0) z
  HAVING count(*) > 0;
  RETURN NULL;
END $$;

CREATE TRIGGER talents_skill_pairs_added_trg AFTER INSERT ON talents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION talents_skill_pairs_added();
CREATE TRIGGER talents_skill_pairs_removed_trg AFTER DELETE ON talents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION talents_skill_pairs_removed();
CREATE TRIGGER talents_skill_pairs_updated_trg AFTER UPDATE ON talents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION talents_skill_pairs_updated();

-- The talents already there, counted once.
INSERT INTO search_skill_pairs (a, b, talent_count)
SELECT p.a, p.b, count(*)::int FROM talents t, search_skill_key_pairs(t.search_keys) p GROUP BY 1, 2;
