-- Skills, work experience and portfolio of a talent (all removed with the talent).

CREATE TABLE skills (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id_user     bigint NOT NULL REFERENCES talents (id_user) ON DELETE CASCADE,
  skill_name  text NOT NULL CHECK (char_length(skill_name) BETWEEN 1 AND 50),
  -- lower(skill_name) as a real column: lets searches use index-only scans on (skill_key, id_user).
  skill_key   text GENERATED ALWAYS AS (lower(skill_name)) STORED,
  created_at  timestamptz NOT NULL DEFAULT now()
);
-- One talent lists a skill once, whatever the capitalization (skill_key is lower(skill_name)).
CREATE UNIQUE INDEX skills_user_key_uq ON skills (id_user, skill_key);
CREATE INDEX skills_key_user_idx ON skills (skill_key, id_user);

CREATE TABLE experiences (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id_user       bigint NOT NULL REFERENCES talents (id_user) ON DELETE CASCADE,
  company_name  text NOT NULL,
  job_position  text NOT NULL,
  day_in        date NOT NULL,
  day_out       date,            -- null: the current job
  description   text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT experiences_dates_ck CHECK (day_out IS NULL OR day_out >= day_in)
);
CREATE INDEX experiences_user_idx ON experiences (id_user, day_out DESC NULLS FIRST, day_in DESC);

CREATE TABLE portfolios (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id_user          bigint NOT NULL REFERENCES talents (id_user) ON DELETE CASCADE,
  project_name     text NOT NULL,
  link_repository  text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX portfolios_user_idx ON portfolios (id_user, id);

CREATE TABLE portfolio_images (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id_portfolio  bigint NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
  filename      text NOT NULL,
  position      smallint NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX portfolio_images_portfolio_idx ON portfolio_images (id_portfolio, position, id);
