// Rename album: its shortest paths; prefilled, the same checks, the renamed album handed on.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { albumRenameMachine } from '@machines/photos/albums/albumRename.machine';
import type { AlbumSaveRequest } from '@machines/photos/albums/albumForm';
import { fixtureAlbum } from '@machines/photos/albums/fixtures/albums';
import type { Album } from '@schemas/albums';
import { catalogEntry } from '../../../fixtures/catalog';
import { replayShortestPaths } from '../../../fixtures/machinePaths';

describe('albumRename paths', () => {
  replayShortestPaths(catalogEntry('albumRename'), { minPaths: 4 });
});

/** The rename form on album 1, its save answering the album with the name sent. */
function startRename() {
  const album = fixtureAlbum(0);
  const save = vi.fn(async (request: AlbumSaveRequest): Promise<Album> => ({ ...album, albumName: request.albumName }));
  const onSaved = vi.fn();
  const machine = albumRenameMachine.provide({
    actors: { saveAlbum: fromPromise<Album, AlbumSaveRequest>(({ input }) => save(input)) },
  });
  const actor = createActor(machine, { input: { albumId: album.albumId, name: album.albumName } });
  actor.on('albumRename.saved', (event) => onSaved(event.saved));
  actor.start();
  return { actor, album, save, onSaved };
}

describe('albumRename', () => {
  it('starts with the current name', () => {
    const { actor } = startRename();
    expect(actor.getSnapshot().context.name).toBe('Album 1');
  });

  it('refuses an empty name on submit only', () => {
    const { actor } = startRename();
    actor.send({ type: 'albumRename.edit', name: '' });
    expect(actor.getSnapshot().context.problem).toBeNull();
    actor.send({ type: 'albumRename.submit' });
    expect(actor.getSnapshot().context.problem).toBe('required');
  });

  it('saves the new name trimmed and hands the renamed album on', async () => {
    const { actor, album, save, onSaved } = startRename();
    actor.send({ type: 'albumRename.edit', name: 'Summer  ' });
    actor.send({ type: 'albumRename.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(save).toHaveBeenCalledWith({ albumId: album.albumId, albumName: 'Summer' });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ albumId: album.albumId, albumName: 'Summer' }));
  });
});
