-- The photo an upload became (sandbox/uploads/photo.ts): making a photo of a finished upload looks
-- it up first, so that an upload finished again after a crash never becomes a second photo.
CREATE INDEX photos_upload_idx ON photos (account_id, upload_id);
