-- Deleted means gone: a picture no photo uses any more loses its photo_media row in the statement
-- that deleted its last photo (a route, "delete all", or an account's deletion cascading here), so
-- its /media URLs answer 404 at once; the sandbox then removes its files from disk.
CREATE INDEX photos_file_key_idx ON photos (file_key);

CREATE FUNCTION photo_media_unused() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM photo_media m
   WHERE m.file_key IN (SELECT DISTINCT file_key FROM removed_rows)
     AND NOT EXISTS (SELECT 1 FROM photos p WHERE p.file_key = m.file_key);
  RETURN NULL;
END $$;

CREATE TRIGGER photos_media_delete AFTER DELETE ON photos
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION photo_media_unused();
