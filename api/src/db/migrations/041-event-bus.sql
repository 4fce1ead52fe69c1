-- One random key per database: the Redis pub/sub channel of live events is named after it, so the
-- API processes of one database share a channel and different databases (deployments, test
-- runs) on one Redis never receive each other's events (account ids repeat across databases).
CREATE TABLE event_bus (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  channel_key text NOT NULL DEFAULT md5(random()::text || clock_timestamp()::text)
);
INSERT INTO event_bus DEFAULT VALUES;
