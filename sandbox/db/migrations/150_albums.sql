-- Albums and shared albums (spec S1 §3, §7; docs/PHOTOS.md "Albums"). An album belongs to the
-- account that made it (its owner); a shared album is an album with participants. The album id is
-- made by the client (POST /albums is safe to retry).
CREATE TABLE albums (
  album_id   uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name       text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- GET /albums, newest first: a backward range scan, keyset on (created_at, album_id).
CREATE INDEX albums_list_idx ON albums (account_id, created_at, album_id);

-- The accounts an album is shared with (never its owner). Leaving or being deleted removes the row.
CREATE TABLE album_participants (
  album_id   uuid NOT NULL REFERENCES albums (album_id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  joined_at  timestamptz NOT NULL,
  PRIMARY KEY (album_id, account_id)
);
CREATE INDEX album_participants_account_idx ON album_participants (account_id, album_id);

-- The photos of an album, each once. A photo belongs to the account that added it (the owner, or
-- a participant of a shared album): its own photos row's account. Deleting the photo from the
-- library takes it out of every album. taken_at is the photo's (a photo's date taken never
-- changes), copied so that an album page by date taken is an index range scan like one by
-- added_at. Instants are whole milliseconds (cursors carry milliseconds).
CREATE TABLE album_photos (
  album_id uuid NOT NULL REFERENCES albums (album_id) ON DELETE CASCADE,
  image_id uuid NOT NULL REFERENCES photos (image_id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL,
  taken_at timestamptz NOT NULL,
  -- by photo first: a photo's deletion finds its album rows by this key
  PRIMARY KEY (image_id, album_id)
);
CREATE INDEX album_photos_added_idx ON album_photos (album_id, added_at, image_id);
CREATE INDEX album_photos_taken_idx ON album_photos (album_id, taken_at, image_id);
