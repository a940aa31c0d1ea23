// The upload: its shortest paths, and what they do not show: a refused file never reaches the
// sender, Upload stays off without an accepted file, failed files are kept and sent again alone,
// Cancel stops the sender (which aborts the running uploads), the photos list only with new photos,
// and the 2 s on a small screen.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { checkPhotoFile } from '@machines/photos/upload/checkFile';
import {
  totalProgress,
  uploadMachine,
  type CheckedFile,
  type CheckFilesInput,
  type UploadCandidate,
  type UploadEvent,
  type UploadFilesInput,
  type UploadJob,
  type UploadProgressEvent,
} from '@machines/photos/upload/upload.machine';
import { MOBILE_REDIRECT_MS } from '@schemas/tunables';
import { catalogEntry } from '../../../fixtures/catalog';
import { replayShortestPaths } from '../../../fixtures/machinePaths';
import { settleFakeTimers } from '../../../fixtures/settle';

describe('upload paths', () => {
  replayShortestPaths(catalogEntry('upload'), { minPaths: 6 });
});

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const file = (name: string, bytes: number[] | string): UploadCandidate => ({
  id: name,
  name,
  blob: new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]),
});

function start({ mobile = false }: { mobile?: boolean } = {}) {
  const batches: UploadJob[][] = [];
  const stopped = vi.fn();
  let report: ((event: UploadProgressEvent) => void) | null = null;
  const shown: number[] = [];
  const machine = uploadMachine.provide({
    actors: {
      checkFiles: fromPromise<readonly CheckedFile[], CheckFilesInput>(async ({ input }) =>
        Promise.all(
          input.files.map(async (candidate) => ({
            id: candidate.id,
            ...(await checkPhotoFile(candidate.name, candidate.blob)),
            resumable: false,
          })),
        ),
      ),
      uploadFiles: fromCallback<UploadEvent, UploadFilesInput, UploadProgressEvent>(({ input, sendBack }) => {
        batches.push([...input.jobs]);
        report = sendBack;
        return stopped;
      }),
    },
    actions: { showNewPhotos: (_, { count }) => shown.push(count) },
  });
  const actor = createActor(machine, { input: { mobile } }).start();
  const send = (event: UploadProgressEvent) => report?.(event);
  return { actor, batches, stopped, shown, send };
}

describe('upload', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The dialog opened and a GIF and a text file named .jpg added, both checked. */
  async function refusedAdded() {
    const run = start();
    run.actor.send({ type: 'upload.open' });
    run.actor.send({ type: 'upload.add', files: [file('party.gif', 'GIF89a'), file('notes.jpg', 'hello, not a photo')] });
    await settleFakeTimers();
    return run;
  }

  it('lists a GIF and a renamed text file with their reasons, and keeps Upload off', async () => {
    const { actor } = await refusedAdded();
    expect(actor.getSnapshot().context.items.map((item) => [item.name, item.refusal])).toEqual([
      ['party.gif', 'type'],
      ['notes.jpg', 'content'],
    ]);
    expect(actor.getSnapshot().can({ type: 'upload.start' })).toBe(false);
  });

  it('sends only the photo beside refused files', async () => {
    const { actor, batches } = await refusedAdded();
    actor.send({ type: 'upload.add', files: [file('IMG_1.jpg', JPEG)] });
    await settleFakeTimers();
    expect(actor.getSnapshot().can({ type: 'upload.start' })).toBe(true);
    actor.send({ type: 'upload.start' });
    expect(batches.map((jobs) => jobs.map((job) => job.name))).toEqual([['IMG_1.jpg']]);
  });

  it('adds the same file once', async () => {
    const { actor } = start();
    actor.send({ type: 'upload.open' });
    actor.send({ type: 'upload.add', files: [file('IMG_1.jpg', JPEG)] });
    actor.send({ type: 'upload.add', files: [file('IMG_1.jpg', JPEG)] });
    await settleFakeTimers();
    expect(actor.getSnapshot().context.items).toHaveLength(1);
  });

  /** a.jpg and b.jpg (12 bytes each) added, checked and being sent. */
  async function sendingTwo() {
    const run = start();
    run.actor.send({ type: 'upload.open' });
    run.actor.send({ type: 'upload.add', files: [file('a.jpg', JPEG), file('b.jpg', JPEG)] });
    await settleFakeTimers();
    run.actor.send({ type: 'upload.start' });
    return run;
  }

  /** The same, a.jpg uploaded and b.jpg failed with a 500. */
  async function secondFailed() {
    const run = await sendingTwo();
    run.send({ type: 'upload.fileDone', id: 'a.jpg', photoId: 'p-a' });
    run.send({ type: 'upload.fileFailed', id: 'b.jpg', message: 'response code: 500', refusal: null });
    return run;
  }

  it('adds up the bytes sent of every file', async () => {
    const { actor, send } = await sendingTwo();
    send({ type: 'upload.fileProgress', id: 'a.jpg', sent: 6 });
    expect(totalProgress(actor.getSnapshot().context.items)).toEqual({ sent: 6, size: 24 });
  });

  it('keeps a failed file with its message beside the uploaded one, and stays open', async () => {
    const { actor, shown } = await secondFailed();
    const failed = actor.getSnapshot();
    expect(failed.hasTag('error')).toBe(true);
    expect(failed.context.items.map((item) => [item.name, item.status, item.error])).toEqual([
      ['a.jpg', 'uploaded', null],
      ['b.jpg', 'failed', 'response code: 500'],
    ]);
    expect(shown).toEqual([]);
  });

  it('sends only the failed file again, as a continuation of its upload', async () => {
    const { actor, batches } = await secondFailed();
    actor.send({ type: 'upload.start' });
    // sent as a continuation of its upload: the server may have it whole, its final answer lost
    expect(batches.at(-1)?.map((job) => [job.name, job.resumable])).toEqual([['b.jpg', true]]);
  });

  it('closes to the photos list with both new photos once the file sent again is in', async () => {
    const { actor, send, shown } = await secondFailed();
    actor.send({ type: 'upload.start' });
    send({ type: 'upload.fileDone', id: 'b.jpg', photoId: 'p-b' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(shown).toEqual([2]);
  });

  it('lists a file the storage service refused with its reason and does not send it again', async () => {
    const { actor, send } = start();
    actor.send({ type: 'upload.open' });
    actor.send({ type: 'upload.add', files: [file('a.jpg', JPEG)] });
    await settleFakeTimers();
    actor.send({ type: 'upload.start' });
    send({ type: 'upload.fileFailed', id: 'a.jpg', message: 'The file is not a HEIC, JPEG or PNG photo', refusal: 'content' });
    expect(actor.getSnapshot().context.items.map((item) => [item.status, item.refusal])).toEqual([['refused', 'content']]);
    expect(actor.getSnapshot().can({ type: 'upload.start' })).toBe(false);
  });

  it('Cancel while sending stops the sender and closes; with nothing uploaded the list is not refreshed', async () => {
    const { actor, stopped, shown } = start();
    actor.send({ type: 'upload.open' });
    actor.send({ type: 'upload.add', files: [file('a.jpg', JPEG)] });
    await settleFakeTimers();
    actor.send({ type: 'upload.start' });
    actor.send({ type: 'upload.cancel' });
    expect(stopped).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context.items).toEqual([]);
    expect(shown).toEqual([]);
  });

  it('on a small screen shows the result 2 s before the photos list', async () => {
    const { actor, send, shown } = start({ mobile: true });
    actor.send({ type: 'upload.open' });
    actor.send({ type: 'upload.add', files: [file('a.jpg', JPEG)] });
    await settleFakeTimers();
    actor.send({ type: 'upload.start' });
    send({ type: 'upload.fileDone', id: 'a.jpg', photoId: 'p-a' });
    expect(actor.getSnapshot().hasTag('done')).toBe(true);
    await vi.advanceTimersByTimeAsync(MOBILE_REDIRECT_MS - 1);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toEqual([1]);
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });
});
