-- Talent search matches names, titles and cities through talents.search_keys and the small
-- search_tokens catalog (migrations 060-063); nothing reads talents.full_name, job_desk or
-- domicile with pg_trgm any more (030's search did). Their trigram GIN indexes only made every
-- profile write insert a few dozen GIN entries: measured at 100k, an UPDATE of title and city
-- took ~15 ms, most of it in these three indexes (decision 032).
DROP INDEX IF EXISTS talents_full_name_trgm_idx;
DROP INDEX IF EXISTS talents_job_desk_trgm_idx;
DROP INDEX IF EXISTS talents_domicile_trgm_idx;
