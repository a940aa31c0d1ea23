// The album rename machine (machines/photos/albums/albumRename.machine.ts) as gestures in the
// "Rename album" modal of the album page and checks of what it shows (the form's shared part in
// albums.ts). Each path has a fresh account with one empty album; PATCH /albums/{id} is held in the browser.
import { expect } from '@playwright/test';
import { findEntry } from '../../../machines/catalog';
import { ALBUM_NAME, ALBUM_PATH, albumFormMapping, albumHeading, openTheAlbum } from './albums';

const entry = findEntry('albumRename');
if (!entry) throw new Error('albumRename is not in the catalogue');

export const albumRenameMapping = albumFormMapping({
  entry,
  title: 'Rename album',
  confirm: 'Save',
  save: { method: 'PATCH', path: ALBUM_PATH },
  album: true,
  opens: `open the album, click “Rename” next to its name`,
  async open(c) {
    await openTheAlbum(c.page);
    await c.page.getByRole('button', { name: `Rename album ${ALBUM_NAME}` }).click();
  },
  closed: {
    shows: `the album page, still “${ALBUM_NAME}”`,
    async check(c) {
      await expect(albumHeading(c.page, ALBUM_NAME)).toBeVisible();
    },
  },
  saved: {
    shows: 'the album page with the new name (surrounding spaces trimmed)',
    async check(c, name) {
      await expect(albumHeading(c.page, name)).toBeVisible();
      await expect(c.page.getByRole('button', { name: `Rename album ${name}` })).toBeVisible();
    },
  },
  excluded: [
    {
      type: 'albumRename.edit',
      match: (event) => 'name' in event && event.name === '',
      label: 'the field cleared',
      reason:
        '“Please give your album a name” is the same form and modal’s (albumForm.ts, AlbumNameDialogs.tsx) on the create paths (submit with the field empty); it would add six browser runs (15 instead of 9) of the same checks',
    },
  ],
});
