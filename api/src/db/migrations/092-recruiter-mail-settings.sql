-- Recruiters get an e-mail when a talent accepts, declines or replies while they are away
-- (issue 31); like the talent's `email_hire_requests` (migration 040) it is on until turned off.
ALTER TABLE companies ADD COLUMN email_talent_answers boolean NOT NULL DEFAULT true;

-- The key that signs one-click unsubscribe links in e-mails: made once by the database, so
-- every API instance verifies the links of the others and no configuration is needed.
CREATE TABLE mail_signing_key (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  secret   text NOT NULL
);
INSERT INTO mail_signing_key (secret)
VALUES (md5(random()::text || clock_timestamp()::text) || md5(gen_random_uuid()::text || random()::text));
