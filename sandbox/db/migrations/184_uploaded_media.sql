-- Uploaded photos (docs/PHOTOS.md "Upload (storage service)"): a picture made from a customer's
-- upload has no recipe; its files (<dataDir>/media/<content_key>/<size>.jpg) were written when the
-- upload finished and cannot be drawn again, so recipe is NULL for it.
ALTER TABLE photo_media ALTER COLUMN recipe DROP NOT NULL;
