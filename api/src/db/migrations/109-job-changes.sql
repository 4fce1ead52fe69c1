-- Which jobs each write to jobs changed, under the job generation it moved read_state to
-- (issue 32, decision 077): every API instance keeps the listed jobs' search fields in memory
-- (domains/jobs/job-index) and, when a request's job generation is past its own, reads only the
-- jobs changed since. The generation row is locked by each writer until it commits, so
-- generations commit in order: a reader that sees generation G sees every change up to G and
-- none after it.
CREATE TABLE job_changes (
  generation bigint NOT NULL,
  -- NULL: a bulk write or a TRUNCATE; a reader loads every job again.
  id_job     bigint
);
CREATE INDEX job_changes_generation_idx ON job_changes (generation);

-- Moves the job generation (as migration 107's trigger did) and records the changed jobs. Rows
-- further back than JOB_CHANGES_KEPT generations are dropped now and then: an instance that far
-- behind loads every job again instead (job-index-sync.ts holds the same figure).
CREATE FUNCTION record_job_changes(ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  g bigint;
BEGIN
  UPDATE read_state SET job_generation = job_generation + 1 WHERE id = 1
    RETURNING job_generation INTO g;
  IF ids IS NULL OR cardinality(ids) > 1000 THEN
    INSERT INTO job_changes (generation, id_job) VALUES (g, NULL);
  ELSE
    INSERT INTO job_changes (generation, id_job) SELECT g, unnest(ids);
  END IF;
  IF g % 500 = 0 THEN
    DELETE FROM job_changes WHERE generation <= g - 20000;
  END IF;
END $$;

-- One function per event: a statement trigger sees only the transition table it declares.
CREATE FUNCTION jobs_inserted_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_job_changes(ARRAY(SELECT id_job FROM new_jobs));
  RETURN NULL;
END $$;
CREATE FUNCTION jobs_updated_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_job_changes(ARRAY(SELECT id_job FROM new_jobs));
  RETURN NULL;
END $$;
CREATE FUNCTION jobs_deleted_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_job_changes(ARRAY(SELECT id_job FROM old_jobs));
  RETURN NULL;
END $$;
CREATE FUNCTION jobs_truncated_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_job_changes(NULL);
  RETURN NULL;
END $$;

-- Named as the trigger they replace begins, so they fire at its place among the jobs' statement
-- triggers (by name): after job_words_*, the generation row still the last lock a write takes.
DROP TRIGGER jobs_read_generation_trg ON jobs;
CREATE TRIGGER jobs_read_generation_delete_trg AFTER DELETE ON jobs
  REFERENCING OLD TABLE AS old_jobs FOR EACH STATEMENT EXECUTE FUNCTION jobs_deleted_changes();
CREATE TRIGGER jobs_read_generation_insert_trg AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS new_jobs FOR EACH STATEMENT EXECUTE FUNCTION jobs_inserted_changes();
CREATE TRIGGER jobs_read_generation_truncate_trg AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_truncated_changes();
CREATE TRIGGER jobs_read_generation_update_trg AFTER UPDATE ON jobs
  REFERENCING NEW TABLE AS new_jobs FOR EACH STATEMENT EXECUTE FUNCTION jobs_updated_changes();
