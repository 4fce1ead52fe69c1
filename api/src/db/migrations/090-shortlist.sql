-- A company's shortlist (issue 31): the talents its recruiters keep, each at a stage of the
-- pipeline with a private note, and who moved what and when. Keyed by company, not by account,
-- so every recruiter account of one company works on the same list.
CREATE TABLE shortlist_entries (
  id_company bigint NOT NULL REFERENCES companies (id_company) ON DELETE CASCADE,
  id_user    bigint NOT NULL REFERENCES talents (id_user) ON DELETE CASCADE,
  stage      text NOT NULL DEFAULT 'saved'
    CHECK (stage IN ('saved', 'contacted', 'interviewing', 'offered', 'hired', 'not_a_fit')),
  note       text NOT NULL DEFAULT '' CHECK (char_length(note) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id_company, id_user)
);
-- The page lists a company's entries, most recently changed first.
CREATE INDEX shortlist_entries_company_updated_idx ON shortlist_entries (id_company, updated_at DESC);

CREATE TABLE shortlist_history (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id_company bigint NOT NULL,
  id_user    bigint NOT NULL,
  -- The recruiter account that acted; NULL once that account is gone.
  actor_id   bigint REFERENCES accounts (id) ON DELETE SET NULL,
  action     text NOT NULL CHECK (action IN ('saved', 'stage', 'note')),
  from_stage text,
  to_stage   text,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (id_company, id_user) REFERENCES shortlist_entries (id_company, id_user) ON DELETE CASCADE
);
CREATE INDEX shortlist_history_entry_idx ON shortlist_history (id_company, id_user, id DESC);
