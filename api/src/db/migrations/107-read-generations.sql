-- Generations of the public reads (issue 32): the company list and profile, and the job list.
-- Each counter moves in the same transaction as every committed write that can change what its
-- reads answer, whoever writes (the API, a seed, a hand-written UPDATE), as search_state's does
-- for the talent search (migration 011). An API instance keeps an answer only under the
-- generations it was made under and reads them (one row) on each request, so an answer is never
-- older than the last committed write, on this instance or any other.
--   company_generation: companies (the company list and profile; the company beside a job card)
--   job_generation:     jobs (the job list)
--   skill_generation:   skills (a talent's skills: the match on each job card)
CREATE TABLE read_state (
  id                 integer PRIMARY KEY CHECK (id = 1),
  company_generation bigint NOT NULL DEFAULT 0,
  job_generation     bigint NOT NULL DEFAULT 0,
  skill_generation   bigint NOT NULL DEFAULT 0
);
INSERT INTO read_state (id) VALUES (1);

CREATE FUNCTION bump_company_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE read_state SET company_generation = company_generation + 1 WHERE id = 1;
  RETURN NULL;
END $$;
CREATE FUNCTION bump_job_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE read_state SET job_generation = job_generation + 1 WHERE id = 1;
  RETURN NULL;
END $$;
CREATE FUNCTION bump_skill_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE read_state SET skill_generation = skill_generation + 1 WHERE id = 1;
  RETURN NULL;
END $$;

-- Per statement, not per row: a bulk write bumps once.
CREATE TRIGGER companies_read_generation_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION bump_company_generation();
CREATE TRIGGER jobs_read_generation_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION bump_job_generation();
CREATE TRIGGER skills_read_generation_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON skills
  FOR EACH STATEMENT EXECUTE FUNCTION bump_skill_generation();
