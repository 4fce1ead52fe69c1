-- "Not looking" talents rank after the others (issue 31). The ranking's own key, the stored
-- profile_score, carries it: 7 points for being open (to work or to offers) above the 0-6 of
-- completeness, so every statement that orders by profile_score (the plain list, relevance's
-- tie order within a match level, the ranking indexes) puts them last with no extra column,
-- join or sort key: the search's statements and indexes stay as they are.
-- A generated column's expression cannot be altered on PostgreSQL 15: dropped and added again,
-- which drops the two indexes over it; they are built again as 071 made them.
ALTER TABLE talents DROP COLUMN profile_score;
ALTER TABLE talents ADD COLUMN profile_score smallint GENERATED ALWAYS AS (
  7 * (availability <> 'not_looking')::int
  + (coalesce(job_desk, '') <> '')::int + (coalesce(domicile, '') <> '')::int
  + (employment_type IS NOT NULL)::int + (img_profile IS NOT NULL)::int
  + (coalesce(description, '') <> '')::int + (skill_count > 0)::int
) STORED;
CREATE INDEX talents_recommended_ids_idx
  ON talents (profile_score DESC, created_at DESC, id_user DESC) INCLUDE (search_ids);
CREATE INDEX talents_type_recommended_ids_idx
  ON talents (employment_type, profile_score DESC, created_at DESC, id_user DESC) INCLUDE (search_ids);
-- Rankings cached before the change are stale.
UPDATE search_state SET generation = generation + 1 WHERE id = 1;
ANALYZE talents;
