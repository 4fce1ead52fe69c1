-- The name, location and newest indexes carry what a sorted search reads (issue 11): a search
-- sorted by name, city or newest probes the top of its sort index and keeps the rows whose keys
-- match, reads the run of equal sort keys at the page edge whole, and the city walk reads one row
-- per city. With search_keys (and the columns the expressions are computed from: PostgreSQL
-- answers lower(full_name) from the index only when full_name is in it) these are index-only,
-- so a probe can read several thousand entries for the cost of a few hundred heap visits.
-- Same key columns as the indexes they replace: the plain list keeps its order and plans.
CREATE INDEX IF NOT EXISTS talents_name_keys_idx
  ON talents (lower(full_name), id_user) INCLUDE (full_name, search_keys);
CREATE INDEX IF NOT EXISTS talents_location_keys_idx
  ON talents (lower(domicile), lower(full_name), id_user) INCLUDE (domicile, full_name, search_keys);
CREATE INDEX IF NOT EXISTS talents_newest_keys_idx
  ON talents (created_at DESC, id_user DESC) INCLUDE (search_keys);
DROP INDEX IF EXISTS talents_name_idx;
DROP INDEX IF EXISTS talents_location_idx;
DROP INDEX IF EXISTS talents_newest_idx;
