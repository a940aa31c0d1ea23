-- Archive downloads (spec S1 §4, §7; docs/PHOTOS.md "Downloads and push socket"). One row per
-- archive an account asked for. The zip is built in the background into the sandbox's archive folder
-- as <file_key>.zip (file_key random, unguessable: it is the download URL) and removed at expires_at,
-- when the row stays, listed as expired. photos: the photos asked for, in order, each once
-- ([{ "photoId", "ownerId" }]); their files are read when the archive is built.
CREATE TABLE downloads (
  download_id  uuid PRIMARY KEY,
  account_id   uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  photos       jsonb NOT NULL,
  photos_count integer NOT NULL CHECK (photos_count > 0),
  state        text NOT NULL CHECK (state IN ('building', 'finished', 'failed', 'expired')),
  file_key     text NOT NULL UNIQUE,
  size_bytes   bigint CHECK (size_bytes >= 0),
  created_at   timestamptz NOT NULL,
  finished_at  timestamptz,
  expires_at   timestamptz,
  CHECK ((state = 'building') = (finished_at IS NULL)),
  CHECK ((state IN ('finished', 'expired')) = (expires_at IS NOT NULL AND size_bytes IS NOT NULL))
);
-- GET /downloads: the account's newest first.
CREATE INDEX downloads_account_idx ON downloads (account_id, created_at, download_id);
-- The expiry sweep: finished archives by expiry.
CREATE INDEX downloads_expiry_idx ON downloads (expires_at) WHERE state = 'finished';
