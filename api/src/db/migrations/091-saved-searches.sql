-- A company's saved searches (issue 31): a name and the talent list's query (search, filters,
-- sort: the URL's parameters as stored JSON), kept by company like the shortlist, so every
-- recruiter account of that company shares them. `daily_digest`: new matches are also e-mailed
-- once a day to the company's recruiters.
CREATE TABLE saved_searches (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id_company   bigint NOT NULL REFERENCES companies (id_company) ON DELETE CASCADE,
  name         text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  params       jsonb NOT NULL,
  daily_digest boolean NOT NULL DEFAULT false,
  created_by   bigint REFERENCES accounts (id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_searches_company_idx ON saved_searches (id_company, id DESC);

-- Who matched a saved search: one row per (search, talent), so a talent is announced once.
-- `baseline`: already matching when the search was saved (never announced, never in a digest);
-- the others are alerts: shown in the bell (read_at) and listed by the next digest.
CREATE TABLE saved_search_matches (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id_saved_search bigint NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
  id_user         bigint NOT NULL REFERENCES talents (id_user) ON DELETE CASCADE,
  baseline        boolean NOT NULL DEFAULT false,
  read_at         timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id_saved_search, id_user)
);
CREATE INDEX saved_search_matches_alerts_idx ON saved_search_matches (id_saved_search, id)
  WHERE NOT baseline;

-- The last daily digest of a company: claimed with one conditional upsert, so of several API
-- instances only one sends it, and at most one a day.
CREATE TABLE saved_search_digests (
  id_company    bigint PRIMARY KEY REFERENCES companies (id_company) ON DELETE CASCADE,
  last_sent_at  timestamptz NOT NULL,
  last_match_id bigint NOT NULL DEFAULT 0
);
