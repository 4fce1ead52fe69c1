-- The years-of-experience filter's own index (issue 31): a search under a rare years filter
-- (min_years=5 keeps 0.3 % of the bulk talents) reads the few talents it keeps from here and
-- ranks them (domains/search/years-first.ts), instead of walking the ranking or sort index and
-- checking the filter per row. The keys ride along, so finding which of them hold a searched
-- term is index-only.
CREATE INDEX talents_experience_since_idx
  ON talents (experience_since, id_user) INCLUDE (search_ids);
