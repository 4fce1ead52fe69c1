-- Which build of each remote the product serves, shared by every API instance (issue 30).
-- A target is a release version ('1.1.0', served from /remotes/<folder>/<version>/) or a manifest
-- URL ('https://cdn.example/talent/mf-manifest.json'). A remote without a row (or with a NULL
-- stable) is served its default: REMOTE_<FOLDER>_URL, else the local build.
CREATE TABLE remote_pointers (
  remote          text PRIMARY KEY,
  stable          text,
  -- The stable target before the last change of it: what `rollback` returns to.
  previous_stable text,
  canary          text,
  canary_percent  smallint NOT NULL DEFAULT 0 CHECK (canary_percent BETWEEN 0 AND 100),
  -- Compare-and-set token: every change is `UPDATE ... WHERE revision = <the one read>`.
  revision        bigint NOT NULL DEFAULT 0,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  updated_by      text NOT NULL DEFAULT ''
);

-- One browser's own version of one remote: whoever opens the preview link gets it (a cookie
-- holding the token), nobody else. Only the token's hash is kept.
CREATE TABLE remote_previews (
  token_hash text PRIMARY KEY,
  remote     text NOT NULL,
  target     text NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX remote_previews_expires_at_idx ON remote_previews (expires_at);

-- Every change: who, when, from -> to, why.
CREATE TABLE remote_pointer_history (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  remote         text NOT NULL,
  action         text NOT NULL CHECK (action IN ('use', 'canary', 'promote', 'rollback', 'reset', 'preview', 'auto-rollback')),
  from_target    text,
  to_target      text,
  canary_percent smallint,
  actor          text NOT NULL,
  note           text NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX remote_pointer_history_remote_idx ON remote_pointer_history (remote, id);

-- Page loads (each /remotes.json handed out) and failures the browsers reported, per remote
-- build and minute; `list` and the ops page sum the last hour.
CREATE TABLE remote_load_stats (
  remote   text NOT NULL,
  target   text NOT NULL,
  minute   timestamptz NOT NULL,
  loads    integer NOT NULL DEFAULT 0,
  failures integer NOT NULL DEFAULT 0,
  PRIMARY KEY (remote, target, minute)
);
CREATE INDEX remote_load_stats_minute_idx ON remote_load_stats (minute);

-- The failures themselves (what broke, on which page), kept two days for whoever looks into them.
CREATE TABLE remote_failures (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  remote     text NOT NULL,
  target     text NOT NULL,
  code       text NOT NULL,
  phase      text NOT NULL,
  page       text NOT NULL,
  message    text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX remote_failures_remote_idx ON remote_failures (remote, target, created_at);
CREATE INDEX remote_failures_created_at_idx ON remote_failures (created_at);

-- Ops accounts: created on the command line only (never by sign-up), separate from the product's
-- talent and recruiter accounts. They sign in to the ops page (their own session cookie) and own
-- API tokens for CI pipelines. Tokens and sessions are kept as SHA-256 hashes only.
CREATE TABLE ops_accounts (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email         text NOT NULL,
  password_hash text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX ops_accounts_email_lower_key ON ops_accounts (lower(email));

CREATE TABLE ops_sessions (
  token_hash     text PRIMARY KEY,
  ops_account_id bigint NOT NULL REFERENCES ops_accounts (id) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL
);
CREATE INDEX ops_sessions_expires_at_idx ON ops_sessions (expires_at);

CREATE TABLE ops_tokens (
  token_hash     text PRIMARY KEY,
  ops_account_id bigint NOT NULL REFERENCES ops_accounts (id) ON DELETE CASCADE,
  name           text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  last_used_at   timestamptz
);
CREATE UNIQUE INDEX ops_tokens_account_name_key ON ops_tokens (ops_account_id, name);
