-- Temp selections (spec S1 §3, §7; docs/PHOTOS.md "Print hand-off"): the photos a print order
-- starts from, under an id the print editor is opened with. A selection belongs to the account
-- that made it and holds only that account's photos, in the order they were sent; a photo deleted
-- from the library leaves every selection.
CREATE TABLE temp_selections (
  temp_selection_id uuid PRIMARY KEY,
  account_id        uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at        timestamptz NOT NULL
);

CREATE TABLE temp_selection_photos (
  temp_selection_id uuid NOT NULL REFERENCES temp_selections (temp_selection_id) ON DELETE CASCADE,
  position          integer NOT NULL,
  image_id          uuid NOT NULL REFERENCES photos (image_id) ON DELETE CASCADE,
  PRIMARY KEY (temp_selection_id, position)
);
CREATE INDEX temp_selection_photos_image_idx ON temp_selection_photos (image_id);
