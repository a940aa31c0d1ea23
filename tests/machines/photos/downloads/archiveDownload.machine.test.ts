// Archive download: its shortest paths, and what the paths do not show: the request reaches the
// create call, the push connection is held only while waiting (and let go however the wait ends),
// the toasts and the zip's URL come in the spec's order, only a success
// ends selection mode, and failures are reported.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { archiveDownloadMachine, type ArchiveRequest } from '@machines/photos/downloads/archiveDownload.machine';
import {
  fixtureArchiveError,
  fixtureArchiveFinished,
  fixtureArchiveRequest,
  fixtureArchiveStarted,
  fixtureArchiveUrl,
  fixtureArchiveUrlError,
  fixtureCreateDownloadError,
  fixtureDownload,
  fixtureOtherArchiveFinished,
  fixtureSharedAlbumArchiveRequest,
} from '@machines/photos/downloads/fixtures';
import type { Download } from '@schemas/downloads';
import { catalogEntry } from '../../../fixtures/catalog';
import { replayShortestPaths } from '../../../fixtures/machinePaths';

describe('archiveDownload paths', () => {
  replayShortestPaths(catalogEntry('archiveDownload'), { minPaths: 4 });
});

describe('archiveDownload', () => {
  function start(
    options: {
      createDownload?: (request: ArchiveRequest) => Promise<Download>;
      getDownloadUrl?: (downloadId: string) => Promise<string>;
    } = {},
  ) {
    const log: string[] = [];
    const spies = {
      createDownload: vi.fn(options.createDownload ?? (async () => fixtureDownload)),
      getDownloadUrl: vi.fn(options.getDownloadUrl ?? (async () => fixtureArchiveUrl)),
      reportFailure: vi.fn(),
    };
    const machine = archiveDownloadMachine.provide({
      actors: {
        createDownload: fromPromise<Download, ArchiveRequest>(({ input }) => spies.createDownload(input)),
        getDownloadUrl: fromPromise<string, string>(({ input }) => spies.getDownloadUrl(input)),
      },
      actions: {
        holdPush: () => log.push('hold'),
        releasePush: () => log.push('release'),
        showToast: (_, { toast }) => log.push(`toast:${toast}`),
        saveArchive: (_, { url }) => log.push(`save:${url}`),
        reportFailure: (_, { error }) => spies.reportFailure(error),
      },
    });
    const actor = createActor(machine);
    actor.on('archiveDownload.downloaded', () => log.push('downloaded'));
    return { actor: actor.start(), log, spies };
  }

  /** Started on the request, its download created and its finished message awaited. */
  async function waiting(options: Parameters<typeof start>[0] = {}) {
    const run = start(options);
    run.actor.send({ type: 'archiveDownload.start', request: fixtureArchiveRequest });
    await waitFor(run.actor, (snapshot) => snapshot.matches('waiting'));
    return run;
  }

  it('creates the download from the request and waits for it, busy', async () => {
    const { actor, spies } = await waiting();
    expect(spies.createDownload).toHaveBeenCalledWith(fixtureArchiveRequest);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('keeps waiting through the started message and another archive’s finished one', async () => {
    const { actor } = await waiting();
    actor.send({ type: 'pushConnection.message', message: fixtureArchiveStarted });
    actor.send({ type: 'pushConnection.message', message: fixtureOtherArchiveFinished });
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
  });

  it('on its finished message saves the zip, shows its toasts in order and ends selection mode', async () => {
    const { actor, log, spies } = await waiting();
    actor.send({ type: 'pushConnection.message', message: fixtureArchiveStarted });
    actor.send({ type: 'pushConnection.message', message: fixtureArchiveFinished });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(spies.getDownloadUrl).toHaveBeenCalledWith(fixtureDownload.id);
    expect(log).toEqual(['hold', 'toast:preparing', 'release', `save:${fixtureArchiveUrl}`, 'toast:downloading', 'downloaded']);
    expect(actor.getSnapshot().context).toEqual({ request: null, downloadId: null, error: null });
  });

  it('sends a shared album’s request as it is', async () => {
    const { actor, spies } = start();
    actor.send({ type: 'archiveDownload.start', request: fixtureSharedAlbumArchiveRequest });
    await waitFor(actor, (snapshot) => snapshot.matches('waiting'));
    expect(spies.createDownload).toHaveBeenCalledWith(fixtureSharedAlbumArchiveRequest);
  });

  /** Started on the request; the download cannot be created the first time. */
  async function createFailedOnce() {
    let fail = true;
    const run = start({
      createDownload: async () => {
        if (fail) {
          fail = false;
          throw fixtureCreateDownloadError;
        }
        return fixtureDownload;
      },
    });
    run.actor.send({ type: 'archiveDownload.start', request: fixtureArchiveRequest });
    await waitFor(run.actor, (snapshot) => snapshot.matches('createFailed'));
    return run;
  }

  it('keeps the selection and offers Try again when the download cannot be created', async () => {
    const { actor, log, spies } = await createFailedOnce();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(spies.reportFailure).toHaveBeenCalledWith(fixtureCreateDownloadError);
    expect(log).toEqual([]);
  });

  it('Try again creates the download again from the same request', async () => {
    const { actor, spies } = await createFailedOnce();
    actor.send({ type: 'archiveDownload.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('waiting'));
    expect(spies.createDownload).toHaveBeenCalledTimes(2);
    expect(spies.createDownload).toHaveBeenLastCalledWith(fixtureArchiveRequest);
  });

  it('shows Download failed, keeps the selection and lets the connection go when the archive fails', async () => {
    const { actor, log, spies } = await waiting();
    actor.send({ type: 'pushConnection.message', message: fixtureArchiveError });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(log).toEqual(['hold', 'release', 'toast:failed']);
    expect(spies.reportFailure).toHaveBeenCalledTimes(1);
  });

  it('shows Download failed when the archive’s URL cannot be fetched', async () => {
    const { actor, log, spies } = await waiting({ getDownloadUrl: async () => Promise.reject(fixtureArchiveUrlError) });
    actor.send({ type: 'pushConnection.message', message: fixtureArchiveFinished });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(log).toEqual(['hold', 'release', 'toast:failed']);
    expect(spies.reportFailure).toHaveBeenCalledWith(fixtureArchiveUrlError);
  });

  it('shows Download failed when the push connection’s lifetime ends first', async () => {
    const { actor, log } = await waiting();
    actor.send({ type: 'pushConnection.ended' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(log).toEqual(['hold', 'release', 'toast:failed']);
  });
});
