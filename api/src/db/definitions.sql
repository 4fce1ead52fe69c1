-- The functions and triggers of the migrated schema, as the database reports them
-- (pg_get_functiondef, pg_get_triggerdef), sorted by name. Generated: do not edit. Change a
-- definition with a new migration, then run `npm run db:definitions -w api`; the test
-- test/db/definitions.test.ts fails while this file and the migrations disagree.

-- 46 functions

-- bump_catalog_generation()
CREATE OR REPLACE FUNCTION public.bump_catalog_generation()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  g bigint;
BEGIN
  UPDATE search_state SET catalog_generation = catalog_generation + 1 WHERE id = 1
    RETURNING catalog_generation INTO g;
  IF TG_TABLE_NAME = 'skill_catalog' THEN
    IF TG_OP <> 'INSERT' THEN
      INSERT INTO search_word_changes VALUES (g, 's', OLD.skill_key);
    END IF;
    IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.skill_key <> OLD.skill_key) THEN
      INSERT INTO search_word_changes VALUES (g, 's', NEW.skill_key);
    END IF;
  ELSIF TG_TABLE_NAME = 'search_tokens' THEN
    IF TG_OP <> 'INSERT' THEN
      INSERT INTO search_word_changes VALUES (g, OLD.kind, OLD.word);
    END IF;
    IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.kind <> OLD.kind OR NEW.word <> OLD.word) THEN
      INSERT INTO search_word_changes VALUES (g, NEW.kind, NEW.word);
    END IF;
  ELSE
    INSERT INTO search_word_changes VALUES (g, 'v', '');
  END IF;
  DELETE FROM search_word_changes WHERE catalog_generation <= g - 100;
  RETURN NULL;
END $function$;

-- bump_company_generation()
CREATE OR REPLACE FUNCTION public.bump_company_generation()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE read_state SET company_generation = company_generation + 1 WHERE id = 1;
  RETURN NULL;
END $function$;

-- bump_job_generation()
CREATE OR REPLACE FUNCTION public.bump_job_generation()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE read_state SET job_generation = job_generation + 1 WHERE id = 1;
  RETURN NULL;
END $function$;

-- bump_search_generation()
CREATE OR REPLACE FUNCTION public.bump_search_generation()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE search_state SET generation = generation + 1 WHERE id = 1;
  RETURN NULL;
END $function$;

-- bump_skill_generation()
CREATE OR REPLACE FUNCTION public.bump_skill_generation()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE read_state SET skill_generation = skill_generation + 1 WHERE id = 1;
  RETURN NULL;
END $function$;

-- job_words_added()
CREATE OR REPLACE FUNCTION public.job_words_added()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO job_words AS w (kind, word, job_count)
  SELECT left(k, 1), substr(k, 3), count(*)::int FROM new_jobs, unnest(search_keys) k
   WHERE k LIKE 't:%' OR k LIKE 'c:%' GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (kind, word) DO UPDATE SET job_count = w.job_count + excluded.job_count;
  RETURN NULL;
END $function$;

-- job_words_changed()
CREATE OR REPLACE FUNCTION public.job_words_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO job_words AS w (kind, word, job_count)
  SELECT left(k, 1), substr(k, 3), sum(n)::int FROM (
      SELECT k, 1 AS n FROM new_jobs, unnest(search_keys) k
      UNION ALL
      SELECT k, -1 FROM old_jobs, unnest(search_keys) k
    ) x WHERE k LIKE 't:%' OR k LIKE 'c:%' GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
  ON CONFLICT (kind, word) DO UPDATE SET job_count = w.job_count + excluded.job_count;
  RETURN NULL;
END $function$;

-- job_words_removed()
CREATE OR REPLACE FUNCTION public.job_words_removed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE job_words w SET job_count = w.job_count - d.n
    FROM (SELECT left(k, 1) AS kind, substr(k, 3) AS word, count(*)::int AS n
            FROM old_jobs, unnest(search_keys) k
           WHERE k LIKE 't:%' OR k LIKE 'c:%' GROUP BY 1, 2 ORDER BY 1, 2) d
   WHERE w.kind = d.kind AND w.word = d.word;
  RETURN NULL;
END $function$;

-- jobs_deleted_changes()
CREATE OR REPLACE FUNCTION public.jobs_deleted_changes()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM record_job_changes(ARRAY(SELECT id_job FROM old_jobs));
  RETURN NULL;
END $function$;

-- jobs_inserted_changes()
CREATE OR REPLACE FUNCTION public.jobs_inserted_changes()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM record_job_changes(ARRAY(SELECT id_job FROM new_jobs));
  RETURN NULL;
END $function$;

-- jobs_search_keys()
CREATE OR REPLACE FUNCTION public.jobs_search_keys()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  NEW.skill_keys := ARRAY(
    SELECT DISTINCT ON (k) k FROM (
      SELECT lower(s) AS k, n FROM unnest(NEW.required_skills || NEW.nice_skills)
        WITH ORDINALITY AS u(s, n)
    ) x ORDER BY k, n);
  NEW.search_keys := ARRAY(
    SELECT DISTINCT k FROM (
      SELECT 's:' || unnest(NEW.skill_keys)
      UNION SELECT 't:' || w FROM search_words('t', NEW.title) w
      UNION SELECT 'c:' || w FROM search_words('c', NEW.city) w
    ) x(k) ORDER BY k);
  RETURN NEW;
END $function$;

-- jobs_truncated_changes()
CREATE OR REPLACE FUNCTION public.jobs_truncated_changes()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM record_job_changes(NULL);
  RETURN NULL;
END $function$;

-- jobs_updated_changes()
CREATE OR REPLACE FUNCTION public.jobs_updated_changes()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM record_job_changes(ARRAY(SELECT id_job FROM new_jobs));
  RETURN NULL;
END $function$;

-- record_job_changes(ids bigint[])
CREATE OR REPLACE FUNCTION public.record_job_changes(ids bigint[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  g bigint;
BEGIN
  UPDATE read_state SET job_generation = job_generation + 1 WHERE id = 1
    RETURNING job_generation INTO g;
  IF ids IS NULL OR cardinality(ids) > 1000 THEN
    INSERT INTO job_changes (generation, id_job) VALUES (g, NULL);
  ELSE
    INSERT INTO job_changes (generation, id_job) SELECT g, unnest(ids);
  END IF;
  IF g % 500 = 0 THEN
    DELETE FROM job_changes WHERE generation <= g - 20000;
  END IF;
END $function$;

-- record_talent_changes(ids bigint[])
CREATE OR REPLACE FUNCTION public.record_talent_changes(ids bigint[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  g bigint;
BEGIN
  UPDATE search_state SET generation = generation + 1 WHERE id = 1
    RETURNING generation INTO g;
  IF ids IS NULL OR cardinality(ids) > 1000 THEN
    INSERT INTO talent_changes (generation, id_user) VALUES (g, NULL);
  ELSE
    INSERT INTO talent_changes (generation, id_user) SELECT g, unnest(ids);
  END IF;
  IF g % 500 = 0 THEN
    DELETE FROM talent_changes WHERE generation <= g - 20000;
  END IF;
END $function$;

-- search_key_filter_counts_apply(cities text[], keys text[], availabilities text[], deltas integer[])
CREATE OR REPLACE FUNCTION public.search_key_filter_counts_apply(cities text[], keys text[], availabilities text[], deltas integer[])
 RETURNS void
 LANGUAGE sql
AS $function$
  INSERT INTO search_key_filter_counts AS c (city_key, key, availability, talent_count)
  SELECT d.c, d.k, d.a, d.n FROM unnest(cities, keys, availabilities, deltas) AS d(c, k, a, n)
  ORDER BY d.c, d.k, d.a
  ON CONFLICT (city_key, key, availability)
  DO UPDATE SET talent_count = greatest(c.talent_count + EXCLUDED.talent_count, 0)
$function$;

-- search_key_filter_rows(talent_availability text, keys text[])
CREATE OR REPLACE FUNCTION public.search_key_filter_rows(talent_availability text, keys text[])
 RETURNS TABLE(city_key text, key text, availability text)
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT c.c, k.k, talent_availability
  FROM unnest(keys) k(k),
       (SELECT '' AS c UNION ALL SELECT x FROM unnest(keys) x WHERE left(x, 2) = 'c:') c
  WHERE left(k.k, 2) IN ('s:', 'n:', 't:', 'c:')
$function$;

-- search_key_ids_of(keys text[])
CREATE OR REPLACE FUNCTION public.search_key_ids_of(keys text[])
 RETURNS integer[]
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO search_key_ids (key)
  SELECT k FROM unnest(keys) k
  WHERE NOT EXISTS (SELECT FROM search_key_ids d WHERE d.key = k)
  ORDER BY k
  ON CONFLICT (key) DO NOTHING;
  RETURN ARRAY(SELECT d.id FROM search_key_ids d WHERE d.key = ANY(keys) ORDER BY d.id);
END $function$;

-- search_key_types_apply(types text[], keys text[], deltas integer[])
CREATE OR REPLACE FUNCTION public.search_key_types_apply(types text[], keys text[], deltas integer[])
 RETURNS void
 LANGUAGE sql
AS $function$
  INSERT INTO search_key_types AS c (employment_type, key, talent_count)
  SELECT d.t, d.k, d.n FROM unnest(types, keys, deltas) AS d(t, k, n) ORDER BY d.t, d.k
  ON CONFLICT (employment_type, key)
  DO UPDATE SET talent_count = greatest(c.talent_count + EXCLUDED.talent_count, 0)
$function$;

-- search_skill_key_pairs(keys text[])
CREATE OR REPLACE FUNCTION public.search_skill_key_pairs(keys text[])
 RETURNS TABLE(a text, b text)
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT x, y FROM unnest(keys) x, unnest(keys) y
  WHERE left(x, 2) IN ('s:', 't:') AND left(y, 2) IN ('s:', 't:') AND x COLLATE "C" < y COLLATE "C"
$function$;

-- search_skill_pairs_apply(as_ text[], bs text[], deltas integer[])
CREATE OR REPLACE FUNCTION public.search_skill_pairs_apply(as_ text[], bs text[], deltas integer[])
 RETURNS void
 LANGUAGE sql
AS $function$
  INSERT INTO search_skill_pairs AS c (a, b, talent_count)
  SELECT d.a, d.b, d.n FROM unnest(as_, bs, deltas) AS d(a, b, n) ORDER BY d.a, d.b
  ON CONFLICT (a, b) DO UPDATE SET talent_count = greatest(c.talent_count + EXCLUDED.talent_count, 0)
$function$;

-- search_text_keys(full_name text, job_desk text, domicile text)
CREATE OR REPLACE FUNCTION public.search_text_keys(full_name text, job_desk text, domicile text)
 RETURNS text[]
 LANGUAGE sql
 STABLE
AS $function$
  SELECT coalesce(array_agg(k ORDER BY k), '{}') FROM (
    SELECT 'n:' || w FROM search_words('n', full_name) w
    UNION SELECT 't:' || w FROM search_words('t', job_desk) w
    UNION SELECT 'c:' || w FROM search_words('c', domicile) w
  ) x(k)
$function$;

-- search_title_phrases(raw text)
CREATE OR REPLACE FUNCTION public.search_title_phrases(raw text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT regexp_replace(regexp_replace(regexp_replace(lower(raw),
    '\m(front|back)[\s_-]*end\M', '\1end', 'g'),
    '\mfull[\s_-]*stack\M', 'fullstack', 'g'),
    '\mdev[\s_-]*ops\M', 'devops', 'g')
$function$;

-- search_tokens_apply(delta jsonb)
CREATE OR REPLACE FUNCTION public.search_tokens_apply(delta jsonb)
 RETURNS void
 LANGUAGE sql
AS $function$
  INSERT INTO search_tokens AS c (kind, word, talent_count)
  SELECT left(d.key, 1), substr(d.key, 3), d.value::int
  FROM jsonb_each_text(delta) d ORDER BY d.key
  ON CONFLICT (kind, word) DO UPDATE SET talent_count = greatest(c.talent_count + EXCLUDED.talent_count, 0)
$function$;

-- search_words(kind text, raw text)
CREATE OR REPLACE FUNCTION public.search_words(kind text, raw text)
 RETURNS SETOF text
 LANGUAGE sql
 STABLE
AS $function$
  SELECT DISTINCT coalesce(v.canonical, w.word)
  FROM regexp_split_to_table(
         CASE WHEN kind = 't' THEN search_title_phrases(coalesce(raw, '')) ELSE lower(coalesce(raw, '')) END,
         '[^[:alnum:]#+]+') AS w(word)
  LEFT JOIN search_word_variants v ON v.kind = search_words.kind AND v.variant = w.word
  WHERE w.word <> ''
$function$;

-- skills_added()
CREATE OR REPLACE FUNCTION public.skills_added()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

-- skills_removed()
CREATE OR REPLACE FUNCTION public.skills_removed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE skill_catalog c SET talent_count = greatest(c.talent_count - d.n, 0)
  FROM (SELECT skill_key, count(*)::int AS n FROM removed GROUP BY skill_key ORDER BY skill_key) d
  WHERE c.skill_key = d.skill_key;
  UPDATE talents t SET skill_count = greatest(t.skill_count - d.n, 0)
  FROM (SELECT id_user, count(*)::int AS n FROM removed GROUP BY id_user) d
  WHERE t.id_user = d.id_user;
  UPDATE search_state SET generation = generation + 1 WHERE id = 1;
  RETURN NULL;
END $function$;

-- skills_renamed()
CREATE OR REPLACE FUNCTION public.skills_renamed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

-- talents_deleted_changes()
CREATE OR REPLACE FUNCTION public.talents_deleted_changes()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM record_talent_changes(ARRAY(SELECT id_user FROM old_talents));
  RETURN NULL;
END $function$;

-- talents_experience_since()
CREATE OR REPLACE FUNCTION public.talents_experience_since()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE talents t SET experience_since = (SELECT min(e.day_in) FROM experiences e WHERE e.id_user = t.id_user)
  WHERE t.id_user IN (SELECT id_user FROM changed_rows)
    AND t.experience_since IS DISTINCT FROM (SELECT min(e.day_in) FROM experiences e WHERE e.id_user = t.id_user);
  RETURN NULL;
END $function$;

-- talents_inserted_changes()
CREATE OR REPLACE FUNCTION public.talents_inserted_changes()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM record_talent_changes(ARRAY(SELECT id_user FROM new_talents));
  RETURN NULL;
END $function$;

-- talents_key_filters_added()
CREATE OR REPLACE FUNCTION public.talents_key_filters_added()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM search_key_filter_counts_apply(array_agg(c), array_agg(k), array_agg(a), array_agg(n))
  FROM (SELECT f.city_key AS c, f.key AS k, f.availability AS a, count(*)::int AS n
        FROM new_rows r, search_key_filter_rows(r.availability, r.search_keys) f
        GROUP BY 1, 2, 3) x HAVING count(*) > 0;
  RETURN NULL;
END $function$;

-- talents_key_filters_removed()
CREATE OR REPLACE FUNCTION public.talents_key_filters_removed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM search_key_filter_counts_apply(array_agg(c), array_agg(k), array_agg(a), array_agg(-n))
  FROM (SELECT f.city_key AS c, f.key AS k, f.availability AS a, count(*)::int AS n
        FROM old_rows r, search_key_filter_rows(r.availability, r.search_keys) f
        GROUP BY 1, 2, 3) x HAVING count(*) > 0;
  RETURN NULL;
END $function$;

-- talents_key_filters_updated()
CREATE OR REPLACE FUNCTION public.talents_key_filters_updated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

-- talents_key_types_added()
CREATE OR REPLACE FUNCTION public.talents_key_types_added()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM search_key_types_apply(array_agg(t), array_agg(k), array_agg(n)) FROM (
    SELECT a.employment_type AS t, k, count(*)::int AS n FROM new_rows a, unnest(a.search_keys) k
    WHERE a.employment_type IS NOT NULL AND left(k, 2) IN ('s:', 'n:', 't:', 'c:')
    GROUP BY 1, 2) x HAVING count(*) > 0;
  RETURN NULL;
END $function$;

-- talents_key_types_removed()
CREATE OR REPLACE FUNCTION public.talents_key_types_removed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM search_key_types_apply(array_agg(t), array_agg(k), array_agg(-n)) FROM (
    SELECT r.employment_type AS t, k, count(*)::int AS n FROM old_rows r, unnest(r.search_keys) k
    WHERE r.employment_type IS NOT NULL AND left(k, 2) IN ('s:', 'n:', 't:', 'c:')
    GROUP BY 1, 2) x HAVING count(*) > 0;
  RETURN NULL;
END $function$;

-- talents_key_types_updated()
CREATE OR REPLACE FUNCTION public.talents_key_types_updated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

-- talents_search_keys()
CREATE OR REPLACE FUNCTION public.talents_search_keys()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  NEW.search_keys := search_text_keys(NEW.full_name, NEW.job_desk, NEW.domicile)
    || ARRAY(SELECT 's:' || s.skill_key FROM skills s WHERE s.id_user = NEW.id_user ORDER BY s.skill_key)
    || CASE WHEN NEW.employment_type IS NULL THEN '{}'::text[] ELSE ARRAY['e:' || NEW.employment_type] END
    || ARRAY['a:' || NEW.availability]
    || CASE WHEN NEW.experience_since IS NULL THEN '{}'::text[]
       ELSE ARRAY['y:' || to_char(NEW.experience_since, 'YYYY')] END;
  IF TG_OP = 'UPDATE' AND NEW.search_keys = OLD.search_keys
     AND cardinality(OLD.search_ids) = cardinality(OLD.search_keys) THEN
    NEW.search_ids := OLD.search_ids;
  ELSE
    NEW.search_ids := search_key_ids_of(NEW.search_keys);
  END IF;
  RETURN NEW;
END $function$;

-- talents_skill_pairs_added()
CREATE OR REPLACE FUNCTION public.talents_skill_pairs_added()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM search_skill_pairs_apply(array_agg(a), array_agg(b), array_agg(n)) FROM (
    SELECT p.a, p.b, count(*)::int AS n FROM new_rows r, search_skill_key_pairs(r.search_keys) p
    GROUP BY 1, 2) x HAVING count(*) > 0;
  RETURN NULL;
END $function$;

-- talents_skill_pairs_removed()
CREATE OR REPLACE FUNCTION public.talents_skill_pairs_removed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM search_skill_pairs_apply(array_agg(a), array_agg(b), array_agg(-n)) FROM (
    SELECT p.a, p.b, count(*)::int AS n FROM old_rows r, search_skill_key_pairs(r.search_keys) p
    GROUP BY 1, 2) x HAVING count(*) > 0;
  RETURN NULL;
END $function$;

-- talents_skill_pairs_updated()
CREATE OR REPLACE FUNCTION public.talents_skill_pairs_updated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

-- talents_tokens_added()
CREATE OR REPLACE FUNCTION public.talents_tokens_added()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM search_tokens_apply(coalesce((
    SELECT jsonb_object_agg(k, n) FROM (
      SELECT k, count(*)::int AS n FROM new_rows a, unnest(a.search_keys) k
      WHERE left(k, 2) IN ('n:', 't:', 'c:') GROUP BY k) x), '{}'));
  RETURN NULL;
END $function$;

-- talents_tokens_removed()
CREATE OR REPLACE FUNCTION public.talents_tokens_removed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM search_tokens_apply(coalesce((
    SELECT jsonb_object_agg(k, -n) FROM (
      SELECT k, count(*)::int AS n FROM old_rows r, unnest(r.search_keys) k
      WHERE left(k, 2) IN ('n:', 't:', 'c:') GROUP BY k) x), '{}'));
  RETURN NULL;
END $function$;

-- talents_tokens_updated()
CREATE OR REPLACE FUNCTION public.talents_tokens_updated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM search_tokens_apply(coalesce((
    SELECT jsonb_object_agg(k, n) FROM (
      SELECT k, sum(n)::int AS n FROM (
        SELECT k, 1 AS n FROM new_rows a JOIN old_rows r USING (id_user), unnest(a.search_keys) k
        WHERE a.search_keys IS DISTINCT FROM r.search_keys
        UNION ALL
        SELECT k, -1 FROM new_rows a JOIN old_rows r USING (id_user), unnest(r.search_keys) k
        WHERE a.search_keys IS DISTINCT FROM r.search_keys
      ) y WHERE left(k, 2) IN ('n:', 't:', 'c:') GROUP BY k HAVING sum(n) <> 0) x), '{}'));
  RETURN NULL;
END $function$;

-- talents_truncated_changes()
CREATE OR REPLACE FUNCTION public.talents_truncated_changes()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM record_talent_changes(NULL);
  RETURN NULL;
END $function$;

-- talents_updated_changes()
CREATE OR REPLACE FUNCTION public.talents_updated_changes()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM record_talent_changes(ARRAY(SELECT id_user FROM new_talents));
  RETURN NULL;
END $function$;

-- 40 triggers

-- companies.companies_read_generation_trg
CREATE TRIGGER companies_read_generation_trg AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.companies FOR EACH STATEMENT EXECUTE FUNCTION bump_company_generation();

-- experiences.experiences_since_added_trg
CREATE TRIGGER experiences_since_added_trg AFTER INSERT ON public.experiences REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION talents_experience_since();

-- experiences.experiences_since_removed_trg
CREATE TRIGGER experiences_since_removed_trg AFTER DELETE ON public.experiences REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION talents_experience_since();

-- experiences.experiences_since_updated_trg
CREATE TRIGGER experiences_since_updated_trg AFTER UPDATE ON public.experiences REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION talents_experience_since();

-- jobs.job_words_delete_trg
CREATE TRIGGER job_words_delete_trg AFTER DELETE ON public.jobs REFERENCING OLD TABLE AS old_jobs FOR EACH STATEMENT EXECUTE FUNCTION job_words_removed();

-- jobs.job_words_insert_trg
CREATE TRIGGER job_words_insert_trg AFTER INSERT ON public.jobs REFERENCING NEW TABLE AS new_jobs FOR EACH STATEMENT EXECUTE FUNCTION job_words_added();

-- jobs.job_words_update_trg
CREATE TRIGGER job_words_update_trg AFTER UPDATE ON public.jobs REFERENCING OLD TABLE AS old_jobs NEW TABLE AS new_jobs FOR EACH STATEMENT EXECUTE FUNCTION job_words_changed();

-- jobs.jobs_read_generation_delete_trg
CREATE TRIGGER jobs_read_generation_delete_trg AFTER DELETE ON public.jobs REFERENCING OLD TABLE AS old_jobs FOR EACH STATEMENT EXECUTE FUNCTION jobs_deleted_changes();

-- jobs.jobs_read_generation_insert_trg
CREATE TRIGGER jobs_read_generation_insert_trg AFTER INSERT ON public.jobs REFERENCING NEW TABLE AS new_jobs FOR EACH STATEMENT EXECUTE FUNCTION jobs_inserted_changes();

-- jobs.jobs_read_generation_truncate_trg
CREATE TRIGGER jobs_read_generation_truncate_trg AFTER TRUNCATE ON public.jobs FOR EACH STATEMENT EXECUTE FUNCTION jobs_truncated_changes();

-- jobs.jobs_read_generation_update_trg
CREATE TRIGGER jobs_read_generation_update_trg AFTER UPDATE ON public.jobs REFERENCING NEW TABLE AS new_jobs FOR EACH STATEMENT EXECUTE FUNCTION jobs_updated_changes();

-- jobs.jobs_search_keys_trg
CREATE TRIGGER jobs_search_keys_trg BEFORE INSERT OR UPDATE OF title, city, required_skills, nice_skills ON public.jobs FOR EACH ROW EXECUTE FUNCTION jobs_search_keys();

-- search_tokens.search_tokens_words_added_trg
CREATE CONSTRAINT TRIGGER search_tokens_words_added_trg AFTER INSERT ON public.search_tokens DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((new.talent_count > 0)) EXECUTE FUNCTION bump_catalog_generation();

-- search_tokens.search_tokens_words_changed_trg
CREATE CONSTRAINT TRIGGER search_tokens_words_changed_trg AFTER UPDATE ON public.search_tokens DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((((old.talent_count > 0) <> (new.talent_count > 0)) OR (old.kind <> new.kind) OR (old.word <> new.word))) EXECUTE FUNCTION bump_catalog_generation();

-- search_tokens.search_tokens_words_removed_trg
CREATE CONSTRAINT TRIGGER search_tokens_words_removed_trg AFTER DELETE ON public.search_tokens DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((old.talent_count > 0)) EXECUTE FUNCTION bump_catalog_generation();

-- search_word_variants.search_word_variants_changed_trg
CREATE TRIGGER search_word_variants_changed_trg AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.search_word_variants FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_generation();

-- skill_catalog.skill_catalog_words_added_trg
CREATE CONSTRAINT TRIGGER skill_catalog_words_added_trg AFTER INSERT ON public.skill_catalog DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((new.talent_count > 0)) EXECUTE FUNCTION bump_catalog_generation();

-- skill_catalog.skill_catalog_words_changed_trg
CREATE CONSTRAINT TRIGGER skill_catalog_words_changed_trg AFTER UPDATE ON public.skill_catalog DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((((old.talent_count > 0) <> (new.talent_count > 0)) OR (old.skill_name IS DISTINCT FROM new.skill_name) OR (old.skill_key <> new.skill_key))) EXECUTE FUNCTION bump_catalog_generation();

-- skill_catalog.skill_catalog_words_removed_trg
CREATE CONSTRAINT TRIGGER skill_catalog_words_removed_trg AFTER DELETE ON public.skill_catalog DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((old.talent_count > 0)) EXECUTE FUNCTION bump_catalog_generation();

-- skills.skills_added_trg
CREATE TRIGGER skills_added_trg AFTER INSERT ON public.skills REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION skills_added();

-- skills.skills_removed_trg
CREATE TRIGGER skills_removed_trg AFTER DELETE ON public.skills REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION skills_removed();

-- skills.skills_renamed_trg
CREATE TRIGGER skills_renamed_trg AFTER UPDATE ON public.skills REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION skills_renamed();

-- skills.skills_then_read_generation_trg
CREATE TRIGGER skills_then_read_generation_trg AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.skills FOR EACH STATEMENT EXECUTE FUNCTION bump_skill_generation();

-- talents.talents_key_filters_added_trg
CREATE TRIGGER talents_key_filters_added_trg AFTER INSERT ON public.talents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION talents_key_filters_added();

-- talents.talents_key_filters_removed_trg
CREATE TRIGGER talents_key_filters_removed_trg AFTER DELETE ON public.talents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION talents_key_filters_removed();

-- talents.talents_key_filters_updated_trg
CREATE TRIGGER talents_key_filters_updated_trg AFTER UPDATE ON public.talents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION talents_key_filters_updated();

-- talents.talents_key_types_added_trg
CREATE TRIGGER talents_key_types_added_trg AFTER INSERT ON public.talents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION talents_key_types_added();

-- talents.talents_key_types_removed_trg
CREATE TRIGGER talents_key_types_removed_trg AFTER DELETE ON public.talents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION talents_key_types_removed();

-- talents.talents_key_types_updated_trg
CREATE TRIGGER talents_key_types_updated_trg AFTER UPDATE ON public.talents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION talents_key_types_updated();

-- talents.talents_search_generation_delete_trg
CREATE TRIGGER talents_search_generation_delete_trg AFTER DELETE ON public.talents REFERENCING OLD TABLE AS old_talents FOR EACH STATEMENT EXECUTE FUNCTION talents_deleted_changes();

-- talents.talents_search_generation_insert_trg
CREATE TRIGGER talents_search_generation_insert_trg AFTER INSERT ON public.talents REFERENCING NEW TABLE AS new_talents FOR EACH STATEMENT EXECUTE FUNCTION talents_inserted_changes();

-- talents.talents_search_generation_truncate_trg
CREATE TRIGGER talents_search_generation_truncate_trg AFTER TRUNCATE ON public.talents FOR EACH STATEMENT EXECUTE FUNCTION talents_truncated_changes();

-- talents.talents_search_generation_update_trg
CREATE TRIGGER talents_search_generation_update_trg AFTER UPDATE ON public.talents REFERENCING NEW TABLE AS new_talents FOR EACH STATEMENT EXECUTE FUNCTION talents_updated_changes();

-- talents.talents_search_keys_trg
CREATE TRIGGER talents_search_keys_trg BEFORE INSERT OR UPDATE ON public.talents FOR EACH ROW EXECUTE FUNCTION talents_search_keys();

-- talents.talents_skill_pairs_added_trg
CREATE TRIGGER talents_skill_pairs_added_trg AFTER INSERT ON public.talents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION talents_skill_pairs_added();

-- talents.talents_skill_pairs_removed_trg
CREATE TRIGGER talents_skill_pairs_removed_trg AFTER DELETE ON public.talents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION talents_skill_pairs_removed();

-- talents.talents_skill_pairs_updated_trg
CREATE TRIGGER talents_skill_pairs_updated_trg AFTER UPDATE ON public.talents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION talents_skill_pairs_updated();

-- talents.talents_tokens_added_trg
CREATE TRIGGER talents_tokens_added_trg AFTER INSERT ON public.talents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION talents_tokens_added();

-- talents.talents_tokens_removed_trg
CREATE TRIGGER talents_tokens_removed_trg AFTER DELETE ON public.talents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION talents_tokens_removed();

-- talents.talents_tokens_updated_trg
CREATE TRIGGER talents_tokens_updated_trg AFTER UPDATE ON public.talents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION talents_tokens_updated();
