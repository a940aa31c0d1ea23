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

describe('albumList', () => {
  it('loads nothing until asked, then 49 albums and pages of 50 until the cursor ends', async () => {
    const { actor, loadPage } = start(pages);
    actor.send({ type: 'albumList.reload' });
    expect(actor.getSnapshot().value).toBe('NotRequested');
    expect(loadPage).not.toHaveBeenCalled();
    actor.send({ type: 'albumList.load' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches(idle));
    expect(loadPage).toHaveBeenLastCalledWith({ cursor: null, limit: 49 });
    expect(actor.getSnapshot().context.items).toHaveLength(49);
    actor.send({ type: 'albumList.loadMore' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches(idle));
    expect(loadPage).toHaveBeenLastCalledWith({ cursor: 'albums-cursor-49', limit: 50 });
    expect(actor.getSnapshot().context.items).toHaveLength(55);
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
    const { actor, loadPage } = start(async (request) => {
      if (request.cursor && failMore) throw new Error('GET /albums failed with 503');
      return pages(request);
    });
    actor.send({ type: 'albumList.load' });
    await waitFor(actor, (snapshot) => snapshot.matches(idle));
    actor.send({ type: 'albumList.loadMore' });
    await waitFor(actor, (snapshot) => snapshot.matches({ Finished: 'moreFailed' }));
    expect(actor.getSnapshot().context.items).toHaveLength(49);
    failMore = false;
    actor.send({ type: 'albumList.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches(idle));
    expect(loadPage).toHaveBeenLastCalledWith({ cursor: 'albums-cursor-49', limit: 50 });
    expect(actor.getSnapshot().context.items).toHaveLength(55);
  });

  it('renames in place, drops a deleted album, and loads again from the first page after a create', async () => {
    const { actor, loadPage } = start(pages);
    actor.send({ type: 'albumList.load' });
    await waitFor(actor, (snapshot) => snapshot.matches(idle));
    actor.send({ type: 'albumList.itemChanged', key: fixtureRenamedAlbum.albumId, change: fixtureRenamedAlbum });
    expect(actor.getSnapshot().context.items[0]?.albumName).toBe('Summer holiday');
    actor.send({ type: 'albumList.itemRemoved', key: fixtureAlbum(1).albumId });
    expect(actor.getSnapshot().context.items.map((album) => album.albumId)).not.toContain(fixtureAlbum(1).albumId);
    expect(actor.getSnapshot().context.items).toHaveLength(48);
    actor.send({ type: 'albumList.reload' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches(idle));
    expect(loadPage).toHaveBeenCalledTimes(2);
    expect(loadPage).toHaveBeenLastCalledWith({ cursor: null, limit: 49 });
    expect(actor.getSnapshot().context.items).toHaveLength(49);
  });
});
