// What the album name modals (machines/photos/albums/albumForm.ts: albumCreate, albumRename) share as
// model gestures and checks: one name field checked on submit only, the save held in the browser
// (holds.ts) so `submitting` can be seen, then let go to the sandbox (saved) or dropped by the
// network (failed). Each mapping says how its modal opens, which request saves and what saved shows.
// The album delete mapping shares the account, the held request and the confirm dialog's looks.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { CatalogEntry } from '../../../machines/catalog';
import { fixtureAlbum } from '../../../machines/photos/albums/fixtures/albums';
import { newAccount, signIn } from '../support';
import { Holds, type HoldSpec } from './holds';
import type { Exclusion, ModelMapping, StepView } from './modelPaths';

/** Any album of the photos service (PATCH and DELETE /albums/{id}). */
export const ALBUM_PATH = /^\/api\/photos\/albums\/[^/]+$/;

export const ALBUM_TEXTS = {
  required: 'Please give your album a name',
  invalid: 'Name not valid',
  saveFailed: 'Unable to save changes. Please try again',
  saving: 'Saving…',
} as const;

/** The one album of the rename and delete paths' accounts, named as the rename's catalogue input (the field's first value). */
export const ALBUM_NAME = fixtureAlbum(0).albumName;

export interface AlbumRun {
  page: Page;
  request: APIRequestContext;
  holds: Holds<'request'>;
}

/** A fresh account (no photos; the one album when asked), signed in on the albums tab, the flow's request held from the start. */
export async function albumRun(
  { page, request }: { page: Page; request: APIRequestContext },
  options: { album: boolean; request: HoldSpec },
): Promise<AlbumRun> {
  const account = await newAccount(request, { photos: 0, albums: options.album ? [{ name: ALBUM_NAME, photos: 0 }] : [] });
  await signIn(page, account.email, { password: account.password, start: '/my-photos/albums' });
  const holds = new Holds(page, { request: options.request });
  await holds.hold('request');
  return { page, request, holds };
}

/** From the albums tab into the account's one album. */
export async function openTheAlbum(page: Page) {
  await page.getByRole('list', { name: 'My albums' }).locator('[data-album-id]').first().getByRole('link').click();
  await expect(albumHeading(page, ALBUM_NAME)).toBeVisible({ timeout: 15_000 });
}

export const albumHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** A key of the machine's context as the step left it. */
export function contextValue(step: StepView, key: string): unknown {
  const context = step.context;
  return typeof context === 'object' && context !== null && key in context ? Reflect.get(context, key) : undefined;
}

const nameOf = (step: StepView) => String(contextValue(step, 'name'));

/** The modal's own busy, failure and closed looks, the same for every confirm dialog of a flow (ConfirmDialog). */
export const confirmDialog = {
  async expectSubmitting(dialog: Locator, submitting: string) {
    await expect(dialog.getByRole('button', { name: submitting })).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // it cannot be dismissed: no × while the request is on its way
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  },
  async expectReady(dialog: Locator, confirm: string) {
    await expect(dialog.getByRole('button', { name: confirm, exact: true })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export interface AlbumFormView {
  entry: CatalogEntry;
  /** the modal's title and confirm button */
  title: string;
  confirm: string;
  /** the request that saves (held until the path says how it ends) */
  save: HoldSpec;
  /** whether the path's account has the one album */
  album: boolean;
  /** how the modal opens, in words, and the gestures */
  opens: string;
  open: (c: AlbumRun) => Promise<void>;
  /** the page behind the modal when it closed without saving */
  closed: { shows: string; check: (c: AlbumRun) => Promise<void> };
  /** the page once the album is saved with `name` (as stored: trimmed) */
  saved: { shows: string; check: (c: AlbumRun, name: string) => Promise<void> };
  excluded: Exclusion[];
}

/** The mapping of an album name modal: the form's gestures and checks, the view's start, closed and saved. */
export function albumFormMapping(view: AlbumFormView): ModelMapping<AlbumRun> {
  const dialog = (page: Page) => page.getByRole('dialog', { name: view.title });
  const field = (page: Page) => dialog(page).getByLabel('Album name');
  const expectField = async (c: AlbumRun, step: StepView) => {
    await expect(field(c.page)).toHaveValue(nameOf(step));
    const problem = contextValue(step, 'problem');
    for (const kind of ['required', 'invalid'] as const) {
      await expect(dialog(c.page).getByText(ALBUM_TEXTS[kind], { exact: true })).toHaveCount(problem === kind ? 1 : 0);
    }
    await expect(field(c.page)).toHaveAttribute('aria-invalid', problem === null ? 'false' : 'true');
  };
  return {
    entry: view.entry,
    context: (fixtures) => albumRun(fixtures, { album: view.album, request: view.save }),
    async dispose(c) {
      await c.holds.openAll();
    },
    variants: {
      default: {
        does: `a fresh account with ${view.album ? `the album “${ALBUM_NAME}”` : 'no albums'}, signed in on the albums tab; ${view.opens}`,
        start: (c) => view.open(c),
      },
    },
    gestures: [
      {
        type: `${view.entry.id}.edit`,
        // the names the view excludes are not typed
        match: (event) => !view.excluded.some((line) => line.type === event.type && (line.match?.(event) ?? true)),
        does: 'type the name in “Album name”',
        async act(c, event) {
          await field(c.page).fill('name' in event ? String(event.name) : '');
        },
      },
      {
        type: `${view.entry.id}.submit`,
        does: `click “${view.confirm}”`,
        async act(c) {
          await dialog(c.page).getByRole('button', { name: view.confirm, exact: true }).click();
        },
      },
      {
        type: `${view.entry.id}.cancel`,
        does: 'click “Cancel”',
        async act(c) {
          await dialog(c.page).getByRole('button', { name: 'Cancel' }).click();
        },
      },
      {
        type: 'xstate.done.actor.saveAlbum',
        does: 'the held save goes on to the sandbox, which saves the album',
        async act(c) {
          await c.holds.release('request');
        },
      },
      {
        type: 'xstate.error.actor.saveAlbum',
        does: 'the network drops the held save: no answer',
        async act(c) {
          await c.holds.drop('request');
        },
      },
    ],
    excluded: view.excluded,
    checks: [
      {
        state: 'open',
        shows: `“${view.title}” with the name as typed, the problem of the last submit on the field, “${view.confirm}” ready`,
        async check(c, step) {
          await expect(dialog(c.page)).toBeVisible();
          await expectField(c, step);
          await expect(dialog(c.page).getByRole('alert')).toHaveCount(0);
          await confirmDialog.expectReady(dialog(c.page), view.confirm);
        },
      },
      {
        state: 'submitting',
        shows: '“Saving…” on the busy confirm button, Cancel off, no ×, while the save is held',
        async check(c, step) {
          await c.holds.waitFor('request');
          await expect(field(c.page)).toHaveValue(nameOf(step));
          await confirmDialog.expectSubmitting(dialog(c.page), ALBUM_TEXTS.saving);
        },
      },
      {
        state: 'failed',
        shows: `“${ALBUM_TEXTS.saveFailed}” in the modal, which keeps the name as typed, “${view.confirm}” ready again`,
        async check(c, step) {
          await expect(dialog(c.page).getByRole('alert')).toHaveText(ALBUM_TEXTS.saveFailed);
          await expectField(c, step);
          await confirmDialog.expectReady(dialog(c.page), view.confirm);
        },
      },
      {
        state: 'closed',
        shows: `no modal; ${view.closed.shows}`,
        async check(c) {
          await expect(c.page.getByRole('dialog')).toHaveCount(0);
          await view.closed.check(c);
        },
      },
      {
        state: 'saved',
        shows: `no modal; ${view.saved.shows}`,
        async check(c, step) {
          await expect(c.page.getByRole('dialog')).toHaveCount(0);
          await view.saved.check(c, nameOf(step).trim());
        },
      },
    ],
    unobserved: [],
  };
}
