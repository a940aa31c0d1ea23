-- Photo library (spec S1 §3, docs/PHOTOS.md "Sandbox"). photo_media: one row per generated picture,
-- served at /media/<file_key>/<size>.jpg (file_key random, unguessable) and stored on disk by content
-- (<dataDir>/media/<content_key>/<size>.jpg) with the recipe that draws it, so that a missing file is
-- made on demand and a re-seed reuses the files. Several photos may share one picture (bulk seeds).
CREATE TABLE photo_media (
  file_key    text PRIMARY KEY,
  content_key text NOT NULL UNIQUE,
  width       integer NOT NULL CHECK (width > 0),
  height      integer NOT NULL CHECK (height > 0),
  recipe      jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- One row per photo of an account's library. taken_month is the timeline month (the dateTaken
-- month, or 1970-01 without a date); taken_at is the within-month sort value (dateTaken, or
-- 1970-01-01T00:00Z without one), so (taken_month, taken_at) orders the whole library by date taken.
-- created_at is when the photo was added (uploadEnd). visible_width/height: the original's size.
CREATE TABLE photos (
  image_id        uuid PRIMARY KEY,
  account_id      uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  upload_id       text NOT NULL,
  local_file_name text NOT NULL,
  file_key        text NOT NULL REFERENCES photo_media (file_key),
  date_taken      timestamptz,
  taken_month     date NOT NULL CHECK (extract(day FROM taken_month) = 1),
  taken_at        timestamptz NOT NULL,
  created_at      timestamptz NOT NULL,
  visible_width   integer NOT NULL CHECK (visible_width > 0),
  visible_height  integer NOT NULL CHECK (visible_height > 0),
  CHECK ((date_taken IS NULL AND taken_month = DATE '1970-01-01') OR date_trunc('month', date_taken AT TIME ZONE 'UTC')::date = taken_month),
  CHECK (taken_at = coalesce(date_taken, TIMESTAMPTZ '1970-01-01T00:00:00Z'))
);
-- Keyset paging: a month page (by date taken, or by created within the month) and a library page
-- are index range scans.
CREATE INDEX photos_timeline_idx ON photos (account_id, taken_month, taken_at, image_id);
CREATE INDEX photos_month_created_idx ON photos (account_id, taken_month, created_at, image_id);
CREATE INDEX photos_created_idx ON photos (account_id, created_at, image_id);

-- Per-month counts (GET /users/timeline, GET /users), kept by statement-level triggers so that the
-- counts never need a scan of a 100,000-photo library.
CREATE TABLE photo_month_counts (
  account_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  taken_month date NOT NULL,
  photos      integer NOT NULL CHECK (photos >= 0),
  PRIMARY KEY (account_id, taken_month)
);

CREATE FUNCTION photo_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO photo_month_counts (account_id, taken_month, photos)
    SELECT account_id, taken_month, count(*) FROM added_rows GROUP BY account_id, taken_month
  ON CONFLICT (account_id, taken_month) DO UPDATE SET photos = photo_month_counts.photos + EXCLUDED.photos;
  RETURN NULL;
END $$;

CREATE FUNCTION photo_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE photo_month_counts c SET photos = c.photos - r.n
    FROM (SELECT account_id, taken_month, count(*)::integer AS n FROM removed_rows GROUP BY account_id, taken_month) r
   WHERE c.account_id = r.account_id AND c.taken_month = r.taken_month;
  DELETE FROM photo_month_counts c
   WHERE c.photos = 0 AND c.account_id IN (SELECT DISTINCT account_id FROM removed_rows);
  RETURN NULL;
END $$;

CREATE TRIGGER photos_counts_insert AFTER INSERT ON photos
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION photo_counts_added();
CREATE TRIGGER photos_counts_delete AFTER DELETE ON photos
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION photo_counts_removed();
