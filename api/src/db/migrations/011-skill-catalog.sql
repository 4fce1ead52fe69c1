-- Skill catalog, talents.skill_count, profile completeness and the search generation.
--
-- skill_catalog holds one row per distinct skill (key = lower(skill_name)): the display name
-- the first writer used, and how many talents list it. Search expands typed terms against this
-- small table (exact, alias, partial, typo) instead of fuzzy-matching every skills row, and
-- /api/skills/suggest reads popularity from it. Rows stay when the count drops to 0, so the
-- first writer's capitalization sticks.
--
-- search_state.generation changes with every committed write to talents or skills; cached
-- search rankings are only used while it is unchanged (src/search/search-cache.ts).

CREATE TABLE skill_catalog (
  skill_key     text PRIMARY KEY,
  skill_name    text NOT NULL,
  talent_count  integer NOT NULL DEFAULT 0 CHECK (talent_count >= 0)
);
-- Partial and typo matching of search terms and suggestions (pg_trgm on lower(skill_name)).
CREATE INDEX skill_catalog_key_trgm_idx ON skill_catalog USING gin (skill_key gin_trgm_ops);
CREATE INDEX skill_catalog_popular_idx ON skill_catalog (talent_count DESC, skill_key);

ALTER TABLE talents ADD COLUMN skill_count integer NOT NULL DEFAULT 0;
-- How filled-in a profile is (0-6): the default list shows complete profiles first.
ALTER TABLE talents ADD COLUMN profile_score smallint GENERATED ALWAYS AS (
  (coalesce(job_desk, '') <> '')::int + (coalesce(domicile, '') <> '')::int
  + (employment_type IS NOT NULL)::int + (img_profile IS NOT NULL)::int
  + (coalesce(description, '') <> '')::int + (skill_count > 0)::int
) STORED;

CREATE TABLE search_state (
  id          smallint PRIMARY KEY CHECK (id = 1),
  generation  bigint NOT NULL DEFAULT 0
);
INSERT INTO search_state (id) VALUES (1);

CREATE FUNCTION bump_search_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_state SET generation = generation + 1 WHERE id = 1;
  RETURN NULL;
END $$;

-- Statement-level triggers with transition tables: one catalog/count update per statement,
-- so a bulk INSERT of 500,000 skills costs one aggregate, not 500,000 row triggers.
-- New catalog keys are inserted in key order, so two writers adding the same skills queue
-- behind each other instead of deadlocking.
CREATE FUNCTION skills_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO skill_catalog AS c (skill_key, skill_name, talent_count)
  SELECT skill_key, min(skill_name), count(*) FROM added GROUP BY skill_key ORDER BY skill_key
  ON CONFLICT (skill_key) DO UPDATE SET talent_count = c.talent_count + EXCLUDED.talent_count;
  UPDATE talents t SET skill_count = t.skill_count + d.n
  FROM (SELECT id_user, count(*)::int AS n FROM added GROUP BY id_user) d
  WHERE t.id_user = d.id_user;
  UPDATE search_state SET generation = generation + 1 WHERE id = 1;
  RETURN NULL;
END $$;

CREATE FUNCTION skills_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE skill_catalog c SET talent_count = greatest(c.talent_count - d.n, 0)
  FROM (SELECT skill_key, count(*)::int AS n FROM removed GROUP BY skill_key ORDER BY skill_key) d
  WHERE c.skill_key = d.skill_key;
  UPDATE talents t SET skill_count = greatest(t.skill_count - d.n, 0)
  FROM (SELECT id_user, count(*)::int AS n FROM removed GROUP BY id_user) d
  WHERE t.id_user = d.id_user;
  UPDATE search_state SET generation = generation + 1 WHERE id = 1;
  RETURN NULL;
END $$;

CREATE FUNCTION skills_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE skill_catalog c SET talent_count = greatest(c.talent_count - d.n, 0)
  FROM (SELECT skill_key, count(*)::int AS n FROM removed GROUP BY skill_key ORDER BY skill_key) d
  WHERE c.skill_key = d.skill_key;
  INSERT INTO skill_catalog AS c (skill_key, skill_name, talent_count)
  SELECT skill_key, min(skill_name), count(*) FROM added GROUP BY skill_key ORDER BY skill_key
  ON CONFLICT (skill_key) DO UPDATE SET talent_count = c.talent_count + EXCLUDED.talent_count;
  UPDATE search_state SET generation = generation + 1 WHERE id = 1;
  RETURN NULL;
END $$;

CREATE TRIGGER skills_added_trg AFTER INSERT ON skills
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION skills_added();
CREATE TRIGGER skills_removed_trg AFTER DELETE ON skills
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION skills_removed();
CREATE TRIGGER skills_renamed_trg AFTER UPDATE ON skills
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION skills_renamed();
CREATE TRIGGER talents_search_generation_trg AFTER INSERT OR UPDATE OR DELETE ON talents
  FOR EACH STATEMENT EXECUTE FUNCTION bump_search_generation();
