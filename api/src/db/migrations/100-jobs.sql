-- Job openings and applications (issue 32, decision 071). A company posts jobs; a talent applies
-- once per job; the application lives in the pair's conversation (the same chat, events and bell
-- as hire requests), and its stage moves like a shortlist entry's.
CREATE TABLE jobs (
  id_job          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id_company      bigint NOT NULL REFERENCES companies (id_company) ON DELETE CASCADE,
  title           text NOT NULL CHECK (char_length(title) BETWEEN 3 AND 120),
  employment_type text NOT NULL CHECK (employment_type IN ('full_time', 'freelance', 'internship')),
  work_mode       text NOT NULL CHECK (work_mode IN ('onsite', 'hybrid', 'remote')),
  city            text NOT NULL CHECK (char_length(city) BETWEEN 1 AND 100),
  salary_min      integer CHECK (salary_min >= 0),
  salary_max      integer CHECK (salary_max >= 0),
  -- Display names as stored in the skill catalog's spelling (aliases folded by the API).
  required_skills text[] NOT NULL DEFAULT '{}',
  nice_skills     text[] NOT NULL DEFAULT '{}',
  description     text NOT NULL CHECK (char_length(description) <= 5000),
  closing_date    date NOT NULL,
  status          text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paused', 'closed')),
  posted_at       timestamptz NOT NULL DEFAULT now(),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  -- Lower-case skill keys (required then nice), as skills.skill_key: the talent match.
  skill_keys      text[] NOT NULL DEFAULT '{}',
  -- What a search matches, like talents.search_keys (migration 060): s:<skill_key>,
  -- t:<title word> and c:<city word>, folded by search_words() so "Jogja" = Yogyakarta.
  search_keys     text[] NOT NULL DEFAULT '{}',
  CHECK (salary_min IS NULL OR salary_max IS NULL OR salary_min <= salary_max)
);
-- The job list: open jobs newest first; a company's own list; search keys behind GIN.
CREATE INDEX jobs_open_posted_idx ON jobs (posted_at DESC, id_job DESC) WHERE status = 'open';
CREATE INDEX jobs_company_idx ON jobs (id_company, status, posted_at DESC);
CREATE INDEX jobs_search_keys_idx ON jobs USING gin (search_keys);

-- The keys follow every writer (API, bulk seed, a hand-written UPDATE).
CREATE FUNCTION jobs_search_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.skill_keys := ARRAY(
    SELECT DISTINCT ON (k) k FROM (
      SELECT lower(s) AS k, n FROM unnest(NEW.required_skills || NEW.nice_skills)
        WITH ORDINALITY AS u(s, n)
    ) x ORDER BY k, n);
  NEW.search_keys := ARRAY(
    SELECT DISTINCT k FROM (
      SELECT 's:' || unnest(NEW.skill_keys)
      UNION SELECT 't:' || w FROM search_words('t', NEW.title) w
      UNION SELECT 'c:' || w FROM search_words('c', NEW.city) w
    ) x(k) ORDER BY k);
  RETURN NEW;
END $$;
CREATE TRIGGER jobs_search_keys_trg BEFORE INSERT OR UPDATE OF title, city, required_skills, nice_skills
  ON jobs FOR EACH ROW EXECUTE FUNCTION jobs_search_keys();

CREATE TABLE job_applications (
  id_application  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id_job          bigint NOT NULL REFERENCES jobs (id_job) ON DELETE CASCADE,
  id_user         bigint NOT NULL REFERENCES talents (id_user) ON DELETE CASCADE,
  stage           text NOT NULL DEFAULT 'applied'
    CHECK (stage IN ('applied', 'interviewing', 'offered', 'hired', 'not_a_fit')),
  note            text NOT NULL DEFAULT '' CHECK (char_length(note) <= 1000),
  id_conversation bigint NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id_job, id_user)
);
CREATE INDEX job_applications_talent_idx ON job_applications (id_user, updated_at DESC);

-- Application messages in the pair's conversation: the talent applied, the company moved the
-- application, the company closed the job. They are the bell's notification kinds too.
ALTER TABLE messages DROP CONSTRAINT messages_kind_check;
ALTER TABLE messages ADD CONSTRAINT messages_kind_check CHECK (kind IN (
  'text', 'hire', 'status', 'application_received', 'application_stage', 'job_closed'));
ALTER TABLE messages
  ADD COLUMN id_application bigint REFERENCES job_applications (id_application) ON DELETE SET NULL,
  -- The stage the application was at (moved to) when the message was written.
  ADD COLUMN application_stage text;
