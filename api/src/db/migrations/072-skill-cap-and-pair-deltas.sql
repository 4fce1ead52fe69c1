-- One talent must not slow everyone (issue 27).
--
-- 1. A skill change costs O(skills), not O(skills²), in the skill-pair counts (migrations 068,
--    069). talents_skill_pairs_updated() listed every pair of the old keys and every pair of the
--    new ones and kept the difference: at 250 skills one added skill built ~62,000 pair rows to
--    move 250 counts (261 ms on PGlite). Now it pairs only the keys that changed: an added key
--    with every key the talent keeps and with the other added keys (+1), a removed key likewise
--    with the kept and the other removed keys (-1). The same counts, in key order as before.
-- 2. A talent holds at most 50 skills (a number a real profile never reaches): checked in the
--    skills insert trigger, with the talents' rows locked first, so two tabs adding at once
--    cannot pass it together. Removing skills is always allowed (a profile above the cap from
--    before it keeps working). The API answers the error at the skill field
--    (SKILLS_PER_TALENT_MAX in src/schemas/skill.ts holds the same number).

CREATE OR REPLACE FUNCTION talents_skill_pairs_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_skill_pairs_apply(array_agg(a), array_agg(b), array_agg(n)) FROM (
    WITH changed AS (
      SELECT x.id_user, x.search_keys AS new_keys, r.search_keys AS old_keys
      FROM new_rows x JOIN old_rows r USING (id_user)
      WHERE x.search_keys IS DISTINCT FROM r.search_keys
    ),
    -- Each pair key of a changed talent once: +1 added, -1 removed, 0 kept (keys are distinct
    -- within a row's array).
    keys AS (
      SELECT c.id_user, coalesce(d.new_key, d.old_key) COLLATE "C" AS k,
             (d.new_key IS NOT NULL)::int - (d.old_key IS NOT NULL)::int AS change
      FROM changed c
      CROSS JOIN LATERAL (
        SELECT n.k AS new_key, o.k AS old_key
        FROM (SELECT k FROM unnest(c.new_keys) k WHERE left(k, 2) IN ('s:', 't:')) n
        FULL JOIN (SELECT k FROM unnest(c.old_keys) k WHERE left(k, 2) IN ('s:', 't:')) o
          ON n.k = o.k
      ) d
    )
    SELECT least(x.k, y.k) AS a, greatest(x.k, y.k) AS b, sum(x.change)::int AS n
    FROM keys x JOIN keys y ON y.id_user = x.id_user AND y.k <> x.k
      AND (y.change = 0 OR (y.change = x.change AND y.k > x.k))
    WHERE x.change <> 0
    GROUP BY 1, 2 HAVING sum(x.change) <> 0
  ) z
  HAVING count(*) > 0;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION skills_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Lock the owners (in id order: concurrent writers queue, never deadlock), then count with
  -- what other writers committed meanwhile. NO KEY UPDATE, the lock the skill_count update takes
  -- anyway: FOR UPDATE would wait on the key-share locks that the other writers' skills rows
  -- hold on the same talent (their foreign key), while they wait on this one.
  PERFORM 1 FROM talents t WHERE t.id_user IN (SELECT id_user FROM added)
    ORDER BY t.id_user FOR NO KEY UPDATE;
  IF EXISTS (
    SELECT FROM talents t JOIN (SELECT id_user, count(*)::int AS n FROM added GROUP BY id_user) d
      USING (id_user)
    WHERE t.skill_count + d.n > 50
  ) THEN
    RAISE EXCEPTION 'a talent holds at most 50 skills'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'skills_per_talent';
  END IF;
  INSERT INTO skill_catalog AS c (skill_key, skill_name, talent_count)
  SELECT skill_key, min(skill_name), count(*) FROM added GROUP BY skill_key ORDER BY skill_key
  ON CONFLICT (skill_key) DO UPDATE SET talent_count = c.talent_count + EXCLUDED.talent_count;
  UPDATE talents t SET skill_count = t.skill_count + d.n
  FROM (SELECT id_user, count(*)::int AS n FROM added GROUP BY id_user) d
  WHERE t.id_user = d.id_user;
  UPDATE search_state SET generation = generation + 1 WHERE id = 1;
  RETURN NULL;
END $$;
