-- Talent profiles, company profiles and hire requests.
CREATE TABLE talents (
  id_user         bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  full_name       text NOT NULL,
  phone           text,
  job_desk        text,
  employment_type text CHECK (employment_type IN ('freelance', 'full time')),
  domicile        text,
  ig_account      text,
  github_account  text,
  gitlab_account  text,
  description     text,
  img_profile     text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE companies (
  id_company    bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  name          text NOT NULL,
  name_company  text NOT NULL,
  field_company text,
  category      text CHECK (category IN ('Tech', 'NonTech')),
  city          text,
  address       text,
  description   text,
  email         text,
  instagram     text,
  phone         text,
  linkedin      text,
  img_company   text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
-- Company list: partial case-insensitive name search, category filter, three sorts.
CREATE INDEX companies_name_company_trgm_idx ON companies USING gin (name_company gin_trgm_ops);
CREATE INDEX companies_name_sort_idx ON companies (lower(name_company), id_company);
CREATE INDEX companies_city_sort_idx ON companies (lower(city), id_company);
CREATE INDEX companies_created_at_idx ON companies (created_at DESC, id_company DESC);
CREATE INDEX companies_category_idx ON companies (category);

CREATE TABLE hire_requests (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id_company bigint NOT NULL REFERENCES companies (id_company) ON DELETE CASCADE,
  id_user    bigint NOT NULL REFERENCES talents (id_user) ON DELETE CASCADE,
  subject    text NOT NULL,
  message    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX hire_requests_user_created_idx ON hire_requests (id_user, created_at DESC);
CREATE INDEX hire_requests_company_created_idx ON hire_requests (id_company, created_at DESC);
