-- Uploaded images (re-encoded WebP) in the database, so every API instance serves every image and
-- an image is written in the same transaction as the row that references it (issue 13).
-- Names are random and never reused; etag is a hash of the bytes.
CREATE TABLE stored_images (
  name text PRIMARY KEY,
  content_type text NOT NULL,
  etag text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
