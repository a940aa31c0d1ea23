-- Limits per account on the storage service (docs/PHOTOS.md "Upload (storage service)",
-- sandbox/uploads/limits.ts). unfinished_uploads: each upload created and not yet finished, refused,
-- deleted or expired, with the length it announced; photo_bytes: the bytes of each photo made from an
-- upload (a photo's row going takes its bytes with it). Their sums per account are its storage used.
CREATE TABLE unfinished_uploads (
  upload_id  text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  length     bigint NOT NULL CHECK (length > 0),
  expires_at timestamptz NOT NULL
);
CREATE INDEX unfinished_uploads_account_idx ON unfinished_uploads (account_id);
CREATE INDEX unfinished_uploads_expires_at ON unfinished_uploads (expires_at);

CREATE TABLE photo_bytes (
  image_id   uuid PRIMARY KEY REFERENCES photos (image_id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  bytes      bigint NOT NULL CHECK (bytes > 0)
);
CREATE INDEX photo_bytes_account_idx ON photo_bytes (account_id);
