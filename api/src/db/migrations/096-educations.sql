-- Education as a profile section like experience (issue 31): school, degree, an optional field
-- of study and the years; no end year means still studying. Owned by the talent, shown on the
-- profile to everyone who can see the profile.
CREATE TABLE educations (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id_user        bigint NOT NULL REFERENCES talents (id_user) ON DELETE CASCADE,
  school         text NOT NULL CHECK (char_length(school) BETWEEN 1 AND 150),
  degree         text NOT NULL CHECK (char_length(degree) BETWEEN 1 AND 100),
  field_of_study text CHECK (char_length(field_of_study) BETWEEN 1 AND 100),
  start_year     smallint NOT NULL CHECK (start_year BETWEEN 1950 AND 2100),
  end_year       smallint CHECK (end_year BETWEEN 1950 AND 2100 AND end_year >= start_year),
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
-- The profile reads one talent's entries in one subquery.
CREATE INDEX educations_user_idx ON educations (id_user);
