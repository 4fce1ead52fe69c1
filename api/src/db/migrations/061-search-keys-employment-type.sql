-- The employment type joins the search keys as e:<type> (decision 031), so a filter can be a
-- GIN AND of posting lists. (Measured at 100k: for capped counts the type index read in order
-- is cheaper, since e:freelance lists a third of all talent; talent-search-sql.ts uses that.)
CREATE OR REPLACE FUNCTION talents_search_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_keys := search_text_keys(NEW.full_name, NEW.job_desk, NEW.domicile)
    || ARRAY(SELECT 's:' || s.skill_key FROM skills s WHERE s.id_user = NEW.id_user ORDER BY s.skill_key)
    || CASE WHEN NEW.employment_type IS NULL THEN '{}'::text[] ELSE ARRAY['e:' || NEW.employment_type] END;
  RETURN NEW;
END $$;

-- search_tokens holds name, title and city words only.
CREATE OR REPLACE FUNCTION talents_tokens_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_tokens_apply(coalesce((
    SELECT jsonb_object_agg(k, n) FROM (
      SELECT k, count(*)::int AS n FROM new_rows a, unnest(a.search_keys) k
      WHERE left(k, 2) IN ('n:', 't:', 'c:') GROUP BY k) x), '{}'));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION talents_tokens_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_tokens_apply(coalesce((
    SELECT jsonb_object_agg(k, -n) FROM (
      SELECT k, count(*)::int AS n FROM old_rows r, unnest(r.search_keys) k
      WHERE left(k, 2) IN ('n:', 't:', 'c:') GROUP BY k) x), '{}'));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION talents_tokens_updated() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;

UPDATE talents SET search_keys = search_keys WHERE employment_type IS NOT NULL;
