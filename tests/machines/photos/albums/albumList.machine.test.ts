// The albums list: its shortest paths, the page sizes of each list, and how it follows the album flows.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { albumListMachine, albumListPage, type AlbumListPage, type ListedAlbum } from '@machines/photos/albums/albumList.machine';
import type { CursorPage, CursorPageRequest } from '@machines/shared/cursorList';
import {
  fixtureAlbum,
  fixtureAlbumsFirstPage,
  fixtureAlbumsLastPage,
  fixtureRenamedAlbum,
  fixtureSharedAlbumsPage,
} from '@machines/photos/albums/fixtures/albums';
import { ALBUMS_FIRST_PAGE_SIZE, ALBUMS_PAGE_SIZE, SHARED_ALBUMS_PAGE_SIZE } from '@schemas/tunables';
import { catalogEntry } from '../../../fixtures/catalog';
import { replayShortestPaths } from '../../../fixtures/machinePaths';

describe('albumList paths', () => {
  replayShortestPaths(catalogEntry('albumList'), { minPaths: 5 });
});

function start(
  load: (request: CursorPageRequest) => Promise<AlbumListPage>,
  input = { firstPageSize: ALBUMS_FIRST_PAGE_SIZE, pageSize: ALBUMS_PAGE_SIZE },
) {
  const loadPage = vi.fn(load);
  const reportFailure = vi.fn();
  const machine = albumListMachine.provide({
    actors: {
      loadPage: fromPromise<CursorPage<ListedAlbum>, CursorPageRequest>(async ({ input: request }) =>
        albumListPage(await loadPage(request)),
      ),
    },
    actions: { reportFailure },
  });
  return { actor: createActor(machine, { input }).start(), loadPage, reportFailure };
}

const pages = async ({ cursor }: CursorPageRequest) => (cursor ? fixtureAlbumsLastPage : fixtureAlbumsFirstPage);
const idle = { Finished: 'idle' } as const;

/** The list asked to load and its first page in. */
async function loaded(load: Parameters<typeof start>[0] = pages) {
  const run = start(load);
  run.actor.send({ type: 'albumList.load' });
  await waitFor(run.actor, (snapshot) => snapshot.matches(idle));
  return run;
}

/** The same, and Load more answered with the last page. */
async function loadedToTheEnd() {
  const run = await loaded();
  run.actor.send({ type: 'albumList.loadMore' });
  await waitFor(run.actor, (snapshot) => snapshot.matches(idle));
  return run;
}

describe('albumList', () => {
  it('loads nothing until asked, not even on reload', () => {
    const { actor, loadPage } = start(pages);
    actor.send({ type: 'albumList.reload' });
    expect(actor.getSnapshot().value).toBe('NotRequested');
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('shows the first 49 albums when asked to load', async () => {
    const { actor, loadPage } = start(pages);
    actor.send({ type: 'albumList.load' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches(idle));
    expect(loadPage).toHaveBeenLastCalledWith({ cursor: null, limit: 49 });
    expect(actor.getSnapshot().context.items).toHaveLength(49);
  });

  it('adds the next 50 albums from the cursor on Load more', async () => {
    const { actor, loadPage } = await loaded();
    actor.send({ type: 'albumList.loadMore' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches(idle));
    expect(loadPage).toHaveBeenLastCalledWith({ cursor: 'albums-cursor-49', limit: 50 });
    expect(actor.getSnapshot().context.items).toHaveLength(55);
  });

  it('asks for nothing more once the last page is in, nor when the tab is shown again', async () => {
    const { actor, loadPage } = await loadedToTheEnd();
    // the last page is in: the end marker asks for nothing more
    actor.send({ type: 'albumList.loadMore' });
    expect(loadPage).toHaveBeenCalledTimes(2);
    // a second load (the tab shown again) keeps the list as it is
    actor.send({ type: 'albumList.load' });
    expect(loadPage).toHaveBeenCalledTimes(2);
  });

  it('pages the shared albums by 50 from the first page', async () => {
    const { actor, loadPage } = start(async () => fixtureSharedAlbumsPage, {
      firstPageSize: SHARED_ALBUMS_PAGE_SIZE,
      pageSize: SHARED_ALBUMS_PAGE_SIZE,
    });
    actor.send({ type: 'albumList.load' });
    await waitFor(actor, (snapshot) => snapshot.matches(idle));
    expect(loadPage).toHaveBeenCalledWith({ cursor: null, limit: 50 });
    expect(actor.getSnapshot().context.items.map((album) => album.albumId)).toEqual(['shared-001', 'shared-002']);
  });

  it('shows a failed first page as an error, reports it, and tries again', async () => {
    let fail = true;
    const { actor, reportFailure } = start(async (request) => {
      if (fail) throw new Error('GET /albums failed with 500');
      return pages(request);
    });
    actor.send({ type: 'albumList.load' });
    await waitFor(actor, (snapshot) => snapshot.matches('Failed'));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(reportFailure).toHaveBeenCalledTimes(1);
    fail = false;
    actor.send({ type: 'albumList.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches(idle));
    expect(actor.getSnapshot().context.items).toHaveLength(49);
  });

  it('keeps the albums shown when a later page fails, and goes on from there on retry', async () => {
    let failMore = true;
    const { actor, loadPage } = await loaded(async (request) => {
      if (request.cursor && failMore) throw new Error('GET /albums failed with 503');
      return pages(request);
    });
    actor.send({ type: 'albumList.loadMore' });
    await waitFor(actor, (snapshot) => snapshot.matches({ Finished: 'moreFailed' }));
    expect(actor.getSnapshot().context.items).toHaveLength(49);
    failMore = false;
    actor.send({ type: 'albumList.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches(idle));
    expect(loadPage).toHaveBeenLastCalledWith({ cursor: 'albums-cursor-49', limit: 50 });
    expect(actor.getSnapshot().context.items).toHaveLength(55);
  });

  it('renames an album in place', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'albumList.itemChanged', key: fixtureRenamedAlbum.albumId, change: fixtureRenamedAlbum });
    expect(actor.getSnapshot().context.items[0]?.albumName).toBe('Summer holiday');
  });

  it('drops a deleted album from the list', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'albumList.itemRemoved', key: fixtureAlbum(1).albumId });
    expect(actor.getSnapshot().context.items.map((album) => album.albumId)).not.toContain(fixtureAlbum(1).albumId);
    expect(actor.getSnapshot().context.items).toHaveLength(48);
  });

  it('loads again from the first page after a create, in place of the list shown', async () => {
    const { actor, loadPage } = await loaded();
    actor.send({ type: 'albumList.itemRemoved', key: fixtureAlbum(1).albumId });
    actor.send({ type: 'albumList.reload' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches(idle));
    expect(loadPage).toHaveBeenCalledTimes(2);
    expect(loadPage).toHaveBeenLastCalledWith({ cursor: null, limit: 49 });
    expect(actor.getSnapshot().context.items).toHaveLength(49);
  });
});
