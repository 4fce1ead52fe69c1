-- Signals a recruiter sources by (issue 31): availability, expected salary and how long a
-- talent has worked. Availability is public (cards, profile); the expected salary is shown to
-- recruiters and to the talent themself only (domains/talents/profile-service.ts).
ALTER TABLE talents
  ADD COLUMN availability text NOT NULL DEFAULT 'open_to_offers'
    CHECK (availability IN ('open_to_work', 'open_to_offers', 'not_looking')),
  ADD COLUMN available_from date,
  -- IDR; per month, or per day for a freelance day rate.
  ADD COLUMN salary_min integer CHECK (salary_min > 0),
  ADD COLUMN salary_max integer CHECK (salary_max > 0),
  ADD COLUMN salary_period text CHECK (salary_period IN ('month', 'day')),
  ADD CONSTRAINT talents_salary_ck CHECK (
    (salary_min IS NULL AND salary_max IS NULL AND salary_period IS NULL)
    OR (salary_min IS NOT NULL AND salary_max IS NOT NULL AND salary_period IS NOT NULL
        AND salary_min <= salary_max)),
  -- The first day of the earliest experience entry: years of experience = years since then
  -- (a date, not a count, so a current job never goes stale). Kept by experiences_since_trg.
  ADD COLUMN experience_since date;

CREATE FUNCTION talents_experience_since() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE talents t SET experience_since = (SELECT min(e.day_in) FROM experiences e WHERE e.id_user = t.id_user)
  WHERE t.id_user IN (SELECT id_user FROM changed_rows)
    AND t.experience_since IS DISTINCT FROM (SELECT min(e.day_in) FROM experiences e WHERE e.id_user = t.id_user);
  RETURN NULL;
END $$;

CREATE TRIGGER experiences_since_added_trg AFTER INSERT ON experiences
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION talents_experience_since();
CREATE TRIGGER experiences_since_removed_trg AFTER DELETE ON experiences
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION talents_experience_since();
CREATE TRIGGER experiences_since_updated_trg AFTER UPDATE ON experiences
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION talents_experience_since();

UPDATE talents t SET experience_since = e.since
FROM (SELECT id_user, min(day_in) AS since FROM experiences GROUP BY id_user) e
WHERE e.id_user = t.id_user;
