-- Availability joins the search keys as a:<availability> (issue 31), as the employment type did
-- in 061: the recruiter's availability filter becomes a GIN condition on search_ids, so a
-- filtered search's capped total is counted from the index (no row fetched to read the column)
-- and a probe checks it on the keys it already read (no primary-key lookup per match). Every
-- talent holds exactly one a: key (the column is NOT NULL). The catalogs' triggers count only
-- their own prefixes (s:, n:, t:, c:), so an a: key changes no count.
CREATE OR REPLACE FUNCTION talents_search_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_keys := search_text_keys(NEW.full_name, NEW.job_desk, NEW.domicile)
    || ARRAY(SELECT 's:' || s.skill_key FROM skills s WHERE s.id_user = NEW.id_user ORDER BY s.skill_key)
    || CASE WHEN NEW.employment_type IS NULL THEN '{}'::text[] ELSE ARRAY['e:' || NEW.employment_type] END
    || ARRAY['a:' || NEW.availability];
  IF TG_OP = 'UPDATE' AND NEW.search_keys = OLD.search_keys
     AND cardinality(OLD.search_ids) = cardinality(OLD.search_keys) THEN
    NEW.search_ids := OLD.search_ids;
  ELSE
    NEW.search_ids := search_key_ids_of(NEW.search_keys);
  END IF;
  RETURN NEW;
END $$;

-- Set-based (the row trigger recomputes every key; here only the new one is added): the three
-- keys get their ids first, then each talent its key and id (search_ids stays in id order).
INSERT INTO search_key_ids (key)
SELECT 'a:' || a FROM unnest(ARRAY['not_looking', 'open_to_offers', 'open_to_work']) a
ON CONFLICT (key) DO NOTHING;

ALTER TABLE talents DISABLE TRIGGER USER;
UPDATE talents t SET
  search_keys = t.search_keys || ARRAY['a:' || t.availability],
  search_ids = ARRAY(SELECT i FROM unnest(t.search_ids || d.id) i ORDER BY i)
FROM search_key_ids d WHERE d.key = 'a:' || t.availability;
ALTER TABLE talents ENABLE TRIGGER USER;
