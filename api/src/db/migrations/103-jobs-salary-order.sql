-- The job list's salary order (issue 32) along an index, as the newest order walks
-- jobs_open_posted_idx: highest salary first, then newest; a page stops the walk once it is
-- full instead of sorting every open job that matches.
CREATE INDEX jobs_open_salary_idx ON jobs (salary_max DESC NULLS LAST, posted_at DESC, id_job DESC)
  WHERE status = 'open';
