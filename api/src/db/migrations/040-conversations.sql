-- Conversations between one company and one talent; hire requests get a lifecycle and become
-- messages of their conversation; live events are kept per recipient for stream resumption.
CREATE TABLE conversations (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id_company           bigint NOT NULL REFERENCES companies (id_company) ON DELETE CASCADE,
  id_user              bigint NOT NULL REFERENCES talents (id_user) ON DELETE CASCADE,
  created_at           timestamptz NOT NULL DEFAULT now(),
  last_message_at      timestamptz NOT NULL DEFAULT now(),
  -- Read watermarks: every message with a larger id from the other side is unread.
  company_last_read_id bigint NOT NULL DEFAULT 0,
  talent_last_read_id  bigint NOT NULL DEFAULT 0,
  UNIQUE (id_company, id_user)
);
CREATE INDEX conversations_company_activity_idx ON conversations (id_company, last_message_at DESC, id DESC);
CREATE INDEX conversations_talent_activity_idx ON conversations (id_user, last_message_at DESC, id DESC);

ALTER TABLE hire_requests
  ADD COLUMN status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'accepted', 'declined', 'withdrawn', 'expired')),
  ADD COLUMN decline_reason text,
  ADD COLUMN responded_at timestamptz,
  ADD COLUMN conversation_id bigint REFERENCES conversations (id) ON DELETE CASCADE;

-- kind: 'text' (typed by a participant), 'hire' (the request itself), 'status' (a lifecycle
-- change; sender null when the system expired it).
CREATE TABLE messages (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  sender_id       bigint REFERENCES accounts (id) ON DELETE SET NULL,
  kind            text NOT NULL DEFAULT 'text' CHECK (kind IN ('text', 'hire', 'status')),
  body            text NOT NULL,
  hire_request_id bigint REFERENCES hire_requests (id) ON DELETE CASCADE,
  hire_status     text,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_conversation_id_idx ON messages (conversation_id, id DESC);

-- Existing hire requests: one conversation per pair, each request a message in it.
INSERT INTO conversations (id_company, id_user, created_at, last_message_at)
SELECT id_company, id_user, min(created_at), max(created_at)
  FROM hire_requests GROUP BY id_company, id_user;
UPDATE hire_requests h SET conversation_id = c.id
  FROM conversations c WHERE c.id_company = h.id_company AND c.id_user = h.id_user;
-- Only the newest request of a pair can still be pending; older ones, and any past 14 days, expire.
UPDATE hire_requests h SET status = 'expired'
 WHERE h.created_at < now() - interval '14 days'
    OR EXISTS (SELECT 1 FROM hire_requests n
                WHERE n.id_company = h.id_company AND n.id_user = h.id_user
                  AND (n.created_at, n.id) > (h.created_at, h.id));
INSERT INTO messages (conversation_id, sender_id, kind, body, hire_request_id, created_at)
SELECT conversation_id, id_company, 'hire', message, id, created_at
  FROM hire_requests ORDER BY created_at, id;

ALTER TABLE hire_requests ALTER COLUMN conversation_id SET NOT NULL;
CREATE UNIQUE INDEX hire_requests_one_pending_idx ON hire_requests (id_company, id_user)
  WHERE status = 'pending';
CREATE INDEX hire_requests_pending_created_idx ON hire_requests (created_at) WHERE status = 'pending';

-- One row per recipient account: its id is the SSE event id, so a stream resumes with
-- "id > Last-Event-ID" for that account. Old rows are swept.
CREATE TABLE events (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  type       text NOT NULL,
  data       jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_account_id_idx ON events (account_id, id);
CREATE INDEX events_created_at_idx ON events (created_at);

-- Talent can turn off the email sent for a new hire request.
ALTER TABLE talents ADD COLUMN email_hire_requests boolean NOT NULL DEFAULT true;
