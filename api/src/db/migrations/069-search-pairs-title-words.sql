-- The pair counts of migration 068 cover job-title words (t: keys) as well as skills (issue 11).
-- A searched skill that is also a title word ("react", "php", "python", "flutter", "android",
-- "laravel": "React Developer") has both keys, and the pair gate could not rule out a match level
-- of such a term: "python, php, adobe illustrator" at 1M (no talent holds two of them) still
-- ANDed posting lists in the GIN index for levels 3 and 2, 46 ms, to find nobody. Counting the
-- pairs of a talent's s: and t: keys lets the gate judge these terms too (and title terms such as
-- "qa automation engineer"). The table keeps its name; the triggers and the bulk seed read the
-- pairs through search_skill_key_pairs(), so replacing it keeps every writer in step.
CREATE OR REPLACE FUNCTION search_skill_key_pairs(keys text[]) RETURNS TABLE (a text, b text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT x, y FROM unnest(keys) x, unnest(keys) y
  WHERE left(x, 2) IN ('s:', 't:') AND left(y, 2) IN ('s:', 't:') AND x COLLATE "C" < y COLLATE "C"
$$;

-- The talents already there, counted again with their title words.
DELETE FROM search_skill_pairs;
INSERT INTO search_skill_pairs (a, b, talent_count)
SELECT p.a, p.b, count(*)::int FROM talents t, search_skill_key_pairs(t.search_keys) p GROUP BY 1, 2;
