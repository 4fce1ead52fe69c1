-- The year of the first experience joins the search keys as y:<yyyy> (issue 31), as the
-- availability did in 101: a years-of-experience filter ("first experience on or before the
-- cutoff, today less n years") is then answered by the GIN index for every year before the
-- cutoff's year, and only the talents of the cutoff's own year are checked on the row
-- (experience_since). A year, not "at least n years": the key never goes stale as days pass.
-- A talent without experience holds no y: key. The catalogs' triggers count only their own
-- prefixes (s:, n:, t:, c:), so a y: key changes no count. The experiences' statement triggers
-- (082) update talents.experience_since, which runs this row trigger: the key follows.
CREATE OR REPLACE FUNCTION talents_search_keys() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;

-- Set-based, as in 101: the years' keys get their ids first, then each talent with experience
-- its key and id (search_ids stays in id order).
INSERT INTO search_key_ids (key)
SELECT DISTINCT 'y:' || to_char(experience_since, 'YYYY') FROM talents
WHERE experience_since IS NOT NULL ORDER BY 1
ON CONFLICT (key) DO NOTHING;

ALTER TABLE talents DISABLE TRIGGER USER;
UPDATE talents t SET
  search_keys = t.search_keys || ARRAY[d.key],
  search_ids = ARRAY(SELECT i FROM unnest(t.search_ids || d.id) i ORDER BY i)
FROM search_key_ids d WHERE d.key = 'y:' || to_char(t.experience_since, 'YYYY');
ALTER TABLE talents ENABLE TRIGGER USER;
