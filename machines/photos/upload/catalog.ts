// Catalogue entry of the upload (S1 §2 Modals 'Upload photos', §4, §5, §9; DECISIONS 19, 32).
import { fromPromise } from 'xstate';
import { fromCallback } from 'xstate/actors';
import { entry, type CatalogEntry } from '../../catalogEntry';
import {
  fixtureAddedFiles,
  fixtureChecks,
  fixtureCreationFailed,
  fixtureJpeg,
  fixtureOnlyRefused,
  fixturePhotoId,
  fixtureServerRefused,
  fixtureReadError,
} from './fixtures';
import {
  uploadMachine,
  type CheckedFile,
  type CheckFilesInput,
  type UploadEvent,
  type UploadFilesInput,
  type UploadProgressEvent,
} from './upload.machine';

const upload = entry({
  id: 'upload',
  title: 'Upload photos',
  description:
    "'Add photos' (shown when the upload flag is on) opens the 'Upload photos' modal. Files added with the picker, or dropped on desktop (folders read to the last level), are checked before anything is sent: a file that is not a HEIC, JPEG or PNG by its name or by its first bytes, an empty one or one over 50 MB is listed with its reason and never sent. Upload is off until a file is accepted; it sends the accepted files with tus (chunks, resuming after a dropped connection or a reload), each with its progress bar and a total. Cancel aborts what is running and closes; the overlay does not close it. When all are sent the photos list opens with the timeline, user and latest-uploaded caches refreshed (on a small screen after 2 s showing the result), with a hint under a date-taken sort that new photos sit at their date taken; when some failed, they stay with their messages and Upload tries them again.",
  specSection: 'S1 §2 Modals (Upload photos), §4, §5, §9; DECISIONS 19, 32',
  machine: uploadMachine,
  fixtures: {
    actors: {
      checkFiles: fromPromise<readonly CheckedFile[], CheckFilesInput>(async () => fixtureChecks),
      uploadFiles: fromCallback<UploadEvent, UploadFilesInput, UploadProgressEvent>(() => undefined),
    },
    events: [
      { type: 'upload.open' },
      { type: 'upload.add', files: fixtureAddedFiles },
      { type: 'upload.remove', id: fixtureJpeg.id },
      { type: 'upload.start' },
      { type: 'upload.cancel' },
      { type: 'xstate.done.actor.checkFiles', output: fixtureChecks },
      { type: 'xstate.done.actor.checkFiles', output: fixtureOnlyRefused },
      { type: 'upload.fileFailed', id: fixtureJpeg.id, message: fixtureServerRefused, refusal: 'content' },
      { type: 'xstate.error.actor.checkFiles', error: fixtureReadError },
      { type: 'upload.fileProgress', id: fixtureJpeg.id, sent: 6 },
      { type: 'upload.fileDone', id: fixtureJpeg.id, photoId: fixturePhotoId },
      { type: 'upload.fileFailed', id: fixtureJpeg.id, message: fixtureCreationFailed, refusal: null },
    ],
    input: { mobile: false },
    variants: [
      {
        name: 'small screen',
        description: 'On a small screen the finished modal shows its result for 2 s before the photos list.',
        input: { mobile: true },
      },
    ],
  },
  // two states differ by where the files stand (a failed file's next send continues its upload),
  // not by their bytes or progress
  serializeState: ({ value, context }) =>
    JSON.stringify([
      value,
      context.pending.length,
      context.items.map((item) => `${item.id}:${item.status}:${item.refusal}:${item.error === null}:${item.resumable}`),
    ]),
});

export const uploadEntries: readonly CatalogEntry[] = [upload];
