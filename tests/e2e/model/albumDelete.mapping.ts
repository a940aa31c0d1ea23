// The own album's delete machine (machines/photos/albums/albumDelete.machine.ts) as gestures on the
// album page's “Delete album” button and modal, and checks of what they show. Each path has a fresh
// account with one empty album; DELETE /albums/{id} is held in the browser so `submitting` can be
// seen, then goes on to the sandbox or is dropped by the network (the error).
import { expect, type Page } from '@playwright/test';
import { findEntry } from '../../../machines/catalog';
import { ALBUM_NAME, ALBUM_PATH, albumHeading, albumRun, confirmDialog, openTheAlbum, type AlbumRun } from './albums';
import type { ModelMapping } from './modelPaths';

const entry = findEntry('albumDelete');
if (!entry) throw new Error('albumDelete is not in the catalogue');

interface AlbumDeleteRun extends AlbumRun {
  /** the held delete went on to the sandbox: the page has left the album */
  deleted: boolean;
}

const TEXTS = {
  title: 'Delete this album?',
  text: 'The album will be deleted. Its photos stay in your library.',
  confirm: 'Delete album',
  deleting: 'Deleting…',
  failed: 'Unable to remove album. Please try again',
} as const;

const dialog = (page: Page) => page.getByRole('dialog', { name: TEXTS.title });

export const albumDeleteMapping: ModelMapping<AlbumDeleteRun> = {
  entry,
  async context(fixtures) {
    const run = await albumRun(fixtures, { album: true, request: { method: 'DELETE', path: ALBUM_PATH } });
    return { ...run, deleted: false };
  },
  async dispose(c) {
    await c.holds.openAll();
  },
  variants: {
    default: {
      does: `a fresh account with the empty album “${ALBUM_NAME}”, signed in; open the album`,
      start: (c) => openTheAlbum(c.page),
    },
  },
  gestures: [
    {
      type: 'albumDelete.open',
      does: 'click “Delete album” on the album page',
      async act(c) {
        await c.page.getByRole('button', { name: TEXTS.confirm }).click();
      },
    },
    {
      type: 'albumDelete.confirm',
      does: 'click “Delete album” in the modal',
      async act(c) {
        await dialog(c.page).getByRole('button', { name: TEXTS.confirm }).click();
      },
    },
    {
      type: 'albumDelete.cancel',
      does: 'click “Cancel” in the modal',
      async act(c) {
        await dialog(c.page).getByRole('button', { name: 'Cancel' }).click();
      },
    },
    {
      type: 'xstate.done.actor.deleteAlbum',
      does: 'the held delete goes on to the sandbox, which deletes the album',
      async act(c) {
        await c.holds.release('request');
        c.deleted = true;
      },
    },
    {
      type: 'xstate.error.actor.deleteAlbum',
      does: 'the network drops the held delete: no answer',
      async act(c) {
        await c.holds.drop('request');
      },
    },
  ],
  excluded: [],
  checks: [
    {
      state: 'closed',
      shows: 'no modal: the album page with its “Delete album” button, or after a delete the albums tab without the album',
      async check(c) {
        await expect(c.page.getByRole('dialog')).toHaveCount(0);
        if (c.deleted) {
          await expect(c.page).toHaveURL(/\/my-photos\/albums$/);
          await expect(c.page.getByText('You have no albums yet. Create one to keep your favourite photos together.')).toBeVisible();
        } else {
          await expect(albumHeading(c.page, ALBUM_NAME)).toBeVisible();
          await expect(c.page.getByRole('button', { name: TEXTS.confirm })).toBeEnabled();
        }
      },
    },
    {
      state: 'open',
      shows: `“${TEXTS.title}” saying the photos stay, with “${TEXTS.confirm}” and “Cancel”`,
      async check(c) {
        await expect(dialog(c.page)).toContainText(TEXTS.text);
        await expect(dialog(c.page).getByRole('alert')).toHaveCount(0);
        await confirmDialog.expectReady(dialog(c.page), TEXTS.confirm);
      },
    },
    {
      state: 'submitting',
      shows: '“Deleting…” on the busy confirm button, Cancel off, no ×, while the delete is held',
      async check(c) {
        await c.holds.waitFor('request');
        await confirmDialog.expectSubmitting(dialog(c.page), TEXTS.deleting);
      },
    },
    {
      state: 'error',
      shows: `“${TEXTS.failed}” in the modal, which stays open with “${TEXTS.confirm}” ready again`,
      async check(c) {
        await expect(dialog(c.page).getByRole('alert')).toHaveText(TEXTS.failed);
        await confirmDialog.expectReady(dialog(c.page), TEXTS.confirm);
      },
    },
  ],
  unobserved: [
    {
      state: 'Finished',
      reason: 'passed through only: once the delete is done the modal closes at once (closed is checked after a delete)',
    },
  ],
};
