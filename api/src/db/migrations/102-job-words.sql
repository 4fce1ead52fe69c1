-- The title (t) and city (c) words of jobs, with how many jobs use each (issue 32): the job
-- search's word catalog, as search_tokens is the talent search's. A typed word that is no
-- title or city word is matched to the title words it starts ("fron" → frontend) or, failing
-- that, to close spellings ("fronted developr" → frontend developer), found here (trigram
-- index) instead of in every job. Kept by statement triggers in the writer's transaction, so
-- the next search sees a new word; words are the t: and c: keys of jobs.search_keys (folded).
CREATE TABLE job_words (
  kind      char(1) NOT NULL CHECK (kind IN ('t', 'c')),
  word      text NOT NULL,
  -- Jobs (any status) whose title (city) holds the word; 0 once the last one changed it.
  job_count integer NOT NULL,
  PRIMARY KEY (kind, word)
);
CREATE INDEX job_words_trgm_idx ON job_words USING gin (word gin_trgm_ops);

INSERT INTO job_words (kind, word, job_count)
SELECT left(k, 1), substr(k, 3), count(*)::int FROM jobs, unnest(search_keys) k
 WHERE k LIKE 't:%' OR k LIKE 'c:%' GROUP BY 1, 2;

-- One function per event: a statement trigger sees only the transition tables it declares.
-- Words are moved in word order, so two writers lock shared counter rows in the same order.
CREATE FUNCTION job_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_words AS w (kind, word, job_count)
  SELECT left(k, 1), substr(k, 3), count(*)::int FROM new_jobs, unnest(search_keys) k
   WHERE k LIKE 't:%' OR k LIKE 'c:%' GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (kind, word) DO UPDATE SET job_count = w.job_count + excluded.job_count;
  RETURN NULL;
END $$;

CREATE FUNCTION job_words_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_words w SET job_count = w.job_count - d.n
    FROM (SELECT left(k, 1) AS kind, substr(k, 3) AS word, count(*)::int AS n
            FROM old_jobs, unnest(search_keys) k
           WHERE k LIKE 't:%' OR k LIKE 'c:%' GROUP BY 1, 2 ORDER BY 1, 2) d
   WHERE w.kind = d.kind AND w.word = d.word;
  RETURN NULL;
END $$;

CREATE FUNCTION job_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_words AS w (kind, word, job_count)
  SELECT left(k, 1), substr(k, 3), sum(n)::int FROM (
      SELECT k, 1 AS n FROM new_jobs, unnest(search_keys) k
      UNION ALL
      SELECT k, -1 FROM old_jobs, unnest(search_keys) k
    ) x WHERE k LIKE 't:%' OR k LIKE 'c:%' GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
  ON CONFLICT (kind, word) DO UPDATE SET job_count = w.job_count + excluded.job_count;
  RETURN NULL;
END $$;

CREATE TRIGGER job_words_insert_trg AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS new_jobs FOR EACH STATEMENT EXECUTE FUNCTION job_words_added();
CREATE TRIGGER job_words_delete_trg AFTER DELETE ON jobs
  REFERENCING OLD TABLE AS old_jobs FOR EACH STATEMENT EXECUTE FUNCTION job_words_removed();
CREATE TRIGGER job_words_update_trg AFTER UPDATE ON jobs
  REFERENCING OLD TABLE AS old_jobs NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_words_changed();
