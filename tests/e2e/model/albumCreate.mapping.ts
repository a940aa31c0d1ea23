// The album create machine (machines/photos/albums/albumCreate.machine.ts) as gestures in the
// "Create new album" modal of the albums tab and checks of what it shows (the form's shared part in
// albums.ts). Each path has a fresh account without albums; POST /albums is held in the browser.
import { expect } from '@playwright/test';
import { findEntry } from '../../../machines/catalog';
import { albumFormMapping, albumHeading } from './albums';

const entry = findEntry('albumCreate');
if (!entry) throw new Error('albumCreate is not in the catalogue');

const EMPTY = 'You have no albums yet. Create one to keep your favourite photos together.';

export const albumCreateMapping = albumFormMapping({
  entry,
  title: 'Create new album',
  confirm: 'Create album',
  save: { method: 'POST', path: '/api/photos/albums' },
  album: false,
  opens: 'click the “New album” tile',
  async open(c) {
    await c.page.getByRole('button', { name: 'New album' }).click();
  },
  closed: {
    shows: 'the albums tab, still without albums',
    async check(c) {
      await expect(c.page).toHaveURL(/\/my-photos\/albums$/);
      await expect(c.page.getByText(EMPTY)).toBeVisible();
    },
  },
  saved: {
    shows: 'the new album’s page, named as typed without the surrounding spaces',
    async check(c, name) {
      await expect(c.page).toHaveURL(/\/my-photos\/albums\/[0-9a-f-]{36}$/);
      await expect(albumHeading(c.page, name)).toBeVisible({ timeout: 15_000 });
    },
  },
  excluded: [
    {
      type: 'albumCreate.edit',
      match: (event) => 'name' in event && event.name === 'a < b',
      label: 'a name with < >',
      reason:
        '“Name not valid” is the same form and modal’s (albumForm.ts, AlbumNameDialogs.tsx) on the rename paths (a name of only spaces), and albums.spec.ts submits a name with < > here; with the cleared field below it would double the create’s browser runs (12 instead of 6) for the same checks',
    },
    {
      type: 'albumCreate.edit',
      match: (event) => 'name' in event && event.name === '',
      label: 'the field cleared',
      reason:
        'typing after a refused name (the message stays until the next submit) and after a failure (the alert stays with the name as typed) is checked on the rename paths of the same form',
    },
  ],
});
