// Copy to album and add photos: their shortest paths, and what they do not show: the album list's
// pages, the name rule on submit only, the new album's id kept for a retry of the same name,
// batches of 100 through the shared batch runner, and a retry sending only the photos not copied.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { FailedList } from '@schemas/photos';
import { ADD_TO_ALBUM_BATCH_SIZE } from '@schemas/tunables';
import { addPhotosToAlbumMachine } from '@machines/photos/albums/addPhotosToAlbum.machine';
import { albumBatchActor, batchesOf } from '@machines/photos/albums/albumBatches';
import { albumListMachine, albumListPage, type ListedAlbum } from '@machines/photos/albums/albumList.machine';
import { copyToAlbumMachine, type AlbumTarget } from '@machines/photos/albums/copyToAlbum.machine';
import type { CursorPage, CursorPageRequest } from '@machines/shared/cursorList';
import { fixtureAlbumFirstPage, fixtureAlbumLastPage } from '@machines/photos/albums/fixtures/albumPhotos';
import { catalogEntry } from '../../../fixtures/catalog';
import { replayShortestPaths } from '../../../fixtures/machinePaths';

describe('copyToAlbum paths', () => {
  replayShortestPaths(catalogEntry('copyToAlbum'), { minPaths: 8 });
});

describe('addPhotosToAlbum paths', () => {
  replayShortestPaths(catalogEntry('addPhotosToAlbum'), { minPaths: 3 });
});

const ids = (count: number) => Array.from({ length: count }, (_, index) => `p${index}`);

function startCopy(
  options: { add?: (photoIds: readonly string[], call: number) => Promise<FailedList>; create?: () => Promise<void> } = {},
) {
  const calls: Array<{ albumId: string; photoIds: string[] }> = [];
  const created: AlbumTarget[] = [];
  const pages: CursorPageRequest[] = [];
  const notify = vi.fn();
  const machine = copyToAlbumMachine.provide({
    actors: {
      albums: albumListMachine.provide({
        actors: {
          loadPage: fromPromise<CursorPage<ListedAlbum>, CursorPageRequest>(async ({ input }) => {
            pages.push(input);
            return albumListPage(input.cursor ? fixtureAlbumLastPage : fixtureAlbumFirstPage);
          }),
        },
      }),
      createAlbum: fromPromise<unknown, AlbumTarget>(async ({ input }) => {
        created.push(input);
        await options.create?.();
        return { albumId: input.albumId };
      }),
      addPhotos: albumBatchActor(ADD_TO_ALBUM_BATCH_SIZE, async (albumId, photoIds) => {
        calls.push({ albumId, photoIds: [...photoIds] });
        return options.add ? options.add(photoIds, calls.length) : { failed: [] };
      }),
    },
  });
  const actor = createActor(machine);
  actor.on('copyToAlbum.done', ({ album, madeAlbum }) => notify({ album, madeAlbum }));
  return { actor: actor.start(), calls, created, pages, notify };
}

/** The modal opened on the selection, its album list's two pages in. */
async function albumsListed() {
  const run = startCopy();
  run.actor.send({ type: 'copyToAlbum.open', photoIds: ids(250) });
  const albums = run.actor.getSnapshot().children.albums;
  if (!albums) throw new Error('the modal has no album list');
  await waitFor(albums, (snapshot) => snapshot.matches({ Finished: 'idle' }));
  albums.send({ type: 'albumList.loadMore' });
  await waitFor(albums, (snapshot) => snapshot.matches({ Finished: 'idle' }));
  return { ...run, albums };
}

const garden = { albumId: 'album-garden', albumName: 'Garden' };

/** 250 photos copied into Garden, the done modal shown. */
async function copiedToGarden() {
  const run = startCopy();
  run.actor.send({ type: 'copyToAlbum.open', photoIds: ids(250) });
  run.actor.send({ type: 'copyToAlbum.choose', album: garden });
  await waitFor(run.actor, (snapshot) => snapshot.matches({ open: 'done' }));
  return run;
}

/** A creation that fails the first time only. */
function createFailingOnce() {
  let tries = 0;
  return async () => {
    tries += 1;
    if (tries === 1) throw new Error('POST /albums failed with 500');
  };
}

/** The modal opened on two photos, on its new album form. */
function namingNewAlbum() {
  const run = startCopy({ create: createFailingOnce() });
  run.actor.send({ type: 'copyToAlbum.open', photoIds: ids(2) });
  run.actor.send({ type: 'copyToAlbum.newAlbum' });
  return run;
}

/** '  Rome  ' submitted, its creation failed, Try again pressed and the copy done. */
async function romeCreatedOnRetry() {
  const run = namingNewAlbum();
  run.actor.send({ type: 'copyToAlbum.editName', name: '  Rome  ' });
  run.actor.send({ type: 'copyToAlbum.submitName', newAlbumId: 'id-3' });
  await waitFor(run.actor, (snapshot) => snapshot.matches({ open: 'failed' }));
  run.actor.send({ type: 'copyToAlbum.retry' });
  await waitFor(run.actor, (snapshot) => snapshot.matches({ open: 'done' }));
  return run;
}

describe('copyToAlbum', () => {
  it('lists the albums page by page, 50 at a time', async () => {
    const { pages, albums } = await albumsListed();
    expect(pages).toEqual([
      { cursor: null, limit: 50 },
      { cursor: 'page-2', limit: 50 },
    ]);
    expect(albums.getSnapshot().context.items.map((album) => album.albumName)).toEqual(['Summer holiday', 'Garden', 'Birthday']);
  });

  it('asks for no more albums after the last page, and stays on the choice', async () => {
    const { actor, pages, albums } = await albumsListed();
    // no more pages: the end marker asks for nothing
    albums.send({ type: 'albumList.loadMore' });
    expect(albums.getSnapshot().matches({ Finished: 'idle' })).toBe(true);
    expect(pages).toHaveLength(2);
    expect(actor.getSnapshot().matches({ open: 'choosing' })).toBe(true);
  });

  it('copies into the chosen album in batches of 100', async () => {
    const { calls } = await copiedToGarden();
    expect(ADD_TO_ALBUM_BATCH_SIZE).toBe(100);
    expect(calls.map((call) => [call.albumId, call.photoIds.length])).toEqual([
      ['album-garden', 100],
      ['album-garden', 100],
      ['album-garden', 50],
    ]);
  });

  it('ends selection mode when the done modal closes, not before', async () => {
    const { actor, notify } = await copiedToGarden();
    // selection mode ends when the done modal closes, not before (the modal is the toolbar's)
    expect(notify).not.toHaveBeenCalled();
    actor.send({ type: 'copyToAlbum.close' });
    expect(notify).toHaveBeenCalledWith({ album: garden, madeAlbum: false });
  });

  it('checks the new name on submit only, and creates nothing while it is wrong', () => {
    const { actor, created } = namingNewAlbum();
    actor.send({ type: 'copyToAlbum.submitName', newAlbumId: 'id-1' });
    expect(actor.getSnapshot().context.nameProblem).toBe('required');
    actor.send({ type: 'copyToAlbum.editName', name: 'a<b' });
    // no check while typing: the last submit's problem stays until the next submit
    expect(actor.getSnapshot().context.nameProblem).toBe('required');
    actor.send({ type: 'copyToAlbum.submitName', newAlbumId: 'id-2' });
    expect(actor.getSnapshot().context.nameProblem).toBe('invalid');
    expect(created).toEqual([]);
  });

  it('keeps the new album id for a retry of the same name, trimmed, and copies into it', async () => {
    const { created, calls } = await romeCreatedOnRetry();
    expect(created).toEqual([
      { albumId: 'id-3', albumName: 'Rome' },
      { albumId: 'id-3', albumName: 'Rome' },
    ]);
    expect(calls).toEqual([{ albumId: 'id-3', photoIds: ['p0', 'p1'] }]);
  });

  it('tells the new album made when the done modal closes', async () => {
    const { actor, notify } = await romeCreatedOnRetry();
    actor.send({ type: 'copyToAlbum.close' });
    expect(notify).toHaveBeenCalledWith({ album: { albumId: 'id-3', albumName: 'Rome' }, madeAlbum: true });
  });

  it('a new name after a failure gets a new id', async () => {
    const { actor, created } = startCopy({ create: async () => Promise.reject(new Error('500')) });
    actor.send({ type: 'copyToAlbum.open', photoIds: ids(1) });
    actor.send({ type: 'copyToAlbum.newAlbum' });
    actor.send({ type: 'copyToAlbum.editName', name: 'Rome' });
    actor.send({ type: 'copyToAlbum.submitName', newAlbumId: 'id-1' });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'failed' }));
    actor.send({ type: 'copyToAlbum.back' });
    actor.send({ type: 'copyToAlbum.newAlbum' });
    actor.send({ type: 'copyToAlbum.editName', name: 'Paris' });
    actor.send({ type: 'copyToAlbum.submitName', newAlbumId: 'id-2' });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'failed' }));
    expect(created.map((album) => album.albumId)).toEqual(['id-1', 'id-2']);
  });

  it('a failed batch stays open; try again sends only the photos not copied', async () => {
    const selection = ids(150);
    const { actor, calls } = startCopy({
      add: async (photoIds, call) => (call === 2 ? Promise.reject(new Error('500')) : { failed: call === 1 ? [photoIds[0] ?? ''] : [] }),
    });
    actor.send({ type: 'copyToAlbum.open', photoIds: selection });
    actor.send({ type: 'copyToAlbum.choose', album: { albumId: 'a1', albumName: 'A' } });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'failed' }));
    expect(actor.getSnapshot().context.pending).toEqual(['p0', ...selection.slice(100)]);
    actor.send({ type: 'copyToAlbum.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'done' }));
    expect(calls.at(-1)?.photoIds).toEqual(['p0', ...selection.slice(100)]);
  });
});

describe('addPhotosToAlbum', () => {
  it('adds the picked photos in batches of 100 and closes; a failure stays open and Add sends them again', async () => {
    const calls: string[][] = [];
    let fail = true;
    const onAdded = vi.fn();
    const machine = addPhotosToAlbumMachine.provide({
      actors: {
        addPhotos: albumBatchActor(ADD_TO_ALBUM_BATCH_SIZE, async (_albumId, photoIds) => {
          calls.push([...photoIds]);
          return { failed: fail ? [photoIds[0] ?? ''] : [] };
        }),
      },
    });
    const actor = createActor(machine);
    actor.on('addPhotosToAlbum.added', onAdded);
    actor.start();
    actor.send({ type: 'addPhotosToAlbum.open', albumId: 'a1' });
    actor.send({ type: 'addPhotosToAlbum.confirm', photoIds: [] });
    expect(actor.getSnapshot().value).toBe('picking');
    actor.send({ type: 'addPhotosToAlbum.confirm', photoIds: ids(201) });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(calls.map((batch) => batch.length)).toEqual([100, 100, 1]);
    fail = false;
    actor.send({ type: 'addPhotosToAlbum.confirm', photoIds: ids(201) });
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
    expect(onAdded).toHaveBeenCalledTimes(1);
  });

  it('batchesOf refuses a size below 1', () => {
    expect(batchesOf(ids(5), 2)).toEqual([['p0', 'p1'], ['p2', 'p3'], ['p4']]);
    expect(() => batchesOf(ids(2), 0)).toThrow();
  });
});
