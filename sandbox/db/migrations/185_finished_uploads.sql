-- Finished uploads (docs/PHOTOS.md "Upload (storage service)"): once an upload has become a photo
-- its file is gone, but the storage service still answers for it until expires_at (UPLOAD_EXPIRY_MS
-- after it finished): a HEAD gives the full offset and the photo's id, so that a client whose final
-- answer was lost resumes to "done" instead of uploading the photo a second time.
-- image_id is not a foreign key: the photo may be deleted meanwhile; the upload stays finished.
CREATE TABLE finished_uploads (
  upload_id  text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  image_id   uuid NOT NULL,
  length     integer NOT NULL CHECK (length > 0),
  expires_at timestamptz NOT NULL
);
CREATE INDEX finished_uploads_expires_at ON finished_uploads (expires_at);
