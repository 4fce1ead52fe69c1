-- Indexes of the talent list and search (see BENCHMARKS.md for the plans at 100,000 talents).

-- Search by name, job title and city: partial, case-insensitive (ILIKE) and typo-tolerant
-- (word_similarity <%) matches through trigram GIN indexes.
CREATE INDEX talents_full_name_trgm_idx ON talents USING gin (full_name gin_trgm_ops);
CREATE INDEX talents_job_desk_trgm_idx ON talents USING gin (job_desk gin_trgm_ops);
CREATE INDEX talents_domicile_trgm_idx ON talents USING gin (domicile gin_trgm_ops);

-- One btree per list order (src/search/talent-sorts.ts), so a page is read in index order.
CREATE INDEX talents_recommended_idx ON talents (profile_score DESC, created_at DESC, id_user DESC);
CREATE INDEX talents_newest_idx ON talents (created_at DESC, id_user DESC);
CREATE INDEX talents_name_idx ON talents (lower(full_name), id_user);
CREATE INDEX talents_location_idx ON talents (lower(domicile), lower(full_name), id_user);
CREATE INDEX talents_skill_count_idx ON talents (skill_count DESC, created_at DESC, id_user DESC);
-- employment_type filter and the freelance-first / full-time-first orders.
CREATE INDEX talents_freelance_first_idx ON talents (employment_type, created_at DESC, id_user DESC);
CREATE INDEX talents_fulltime_first_idx ON talents (employment_type DESC NULLS LAST, created_at DESC, id_user DESC);
