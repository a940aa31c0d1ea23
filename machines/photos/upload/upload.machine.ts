// The photo upload (spec S1 §2 Modals 'Upload photos', §4 'After an upload with new photos…', §5,
// §9 'Mobile redirect: 2000 ms'; DECISIONS 19, 32). 'Add photos' opens the modal; files added (the
// picker, or a drop on desktop) are checked before anything is sent (`checking`: extension, empty,
// first bytes, size; a refused file is listed with its reason and never sent). Upload, off until a
// file is accepted, sends the accepted ones (`uploading`, per-file and total progress); Cancel
// aborts what is running and closes. When every file is sent the customer goes to the photos list
// with the library's caches refreshed (`done`; on a small screen after 2 s showing the result);
// when some failed, the modal keeps the files with their messages and Upload tries them again.
// Pure: checking and sending are actors the wiring supplies (tus-js-client in
// src/features/photos/upload/wiring/upload.ts).
import { and, assign, not, setup, type ActorRefFrom } from 'xstate';
import { fromCallback } from 'xstate/actors';
import type { PhotoFileType, UploadRefusal } from '@schemas/upload';
import { MOBILE_REDIRECT_MS } from '@schemas/tunables';
import { messageOf } from '../../shared/failure';
import { notProvided } from '../../shared/notProvided';

/** A file the customer added, before it is checked. `id` tells the same file added twice apart. */
export interface UploadCandidate {
  id: string;
  /** the file's name (its folder path left out): the photo's localFileName */
  name: string;
  blob: Blob;
}

/** What the check found about one file. */
export interface CheckedFile {
  id: string;
  kind: PhotoFileType | null;
  refusal: UploadRefusal | null;
  /** an unfinished upload of this very file is known (a reload mid-upload): it continues where it stopped */
  resumable: boolean;
}

export type UploadFileStatus = 'refused' | 'ready' | 'uploading' | 'uploaded' | 'failed';

export interface UploadItem {
  id: string;
  name: string;
  size: number;
  blob: Blob;
  kind: PhotoFileType | null;
  refusal: UploadRefusal | null;
  /** an upload of it may be on the server (found at the check, stopped by Cancel, or a failed try): the next send continues it */
  resumable: boolean;
  status: UploadFileStatus;
  /** bytes the storage service has of it */
  sent: number;
  /** why its last attempt failed */
  error: string | null;
  /** the photo it became (the last answer's Upload-Photo-Id), once uploaded */
  photoId: string | null;
}

/** One file for the sending actor. */
export interface UploadJob {
  id: string;
  name: string;
  blob: Blob;
  kind: PhotoFileType;
  resumable: boolean;
}

export interface UploadInput {
  /** a small screen: the finished modal shows its result for MOBILE_REDIRECT_MS before going back */
  mobile: boolean;
}

export interface UploadContext {
  mobile: boolean;
  items: readonly UploadItem[];
  /** added files waiting for their check */
  pending: readonly UploadCandidate[];
}

/** What the sending actor reports. */
export type UploadProgressEvent =
  | { type: 'upload.fileProgress'; id: string; sent: number }
  /** the file is sent and is the photo `photoId` (a file whose photo is not named is not done) */
  | { type: 'upload.fileDone'; id: string; photoId: string }
  /** `refusal`: the storage service refused the file itself (it is not sent again); else it may be tried again */
  | { type: 'upload.fileFailed'; id: string; message: string; refusal: UploadRefusal | null };

export type UploadEvent =
  | { type: 'upload.open' }
  | { type: 'upload.add'; files: readonly UploadCandidate[] }
  | { type: 'upload.remove'; id: string }
  | { type: 'upload.start' }
  | { type: 'upload.cancel' }
  | UploadProgressEvent;

export interface CheckFilesInput {
  files: readonly UploadCandidate[];
}
export interface UploadFilesInput {
  jobs: readonly UploadJob[];
}

const isSendable = (item: UploadItem) => item.kind !== null && (item.status === 'ready' || item.status === 'failed');

/** The accepted files not sent yet (new ones and the ones that failed). */
export function jobsOf(items: readonly UploadItem[]): UploadJob[] {
  return items.flatMap((item) =>
    item.kind !== null && isSendable(item)
      ? [{ id: item.id, name: item.name, blob: item.blob, kind: item.kind, resumable: item.resumable }]
      : [],
  );
}

/** Bytes sent and bytes to send over the files of this upload (the total progress bar). */
export function totalProgress(items: readonly UploadItem[]): { sent: number; size: number } {
  const counted = items.filter((item) => item.status === 'uploading' || item.status === 'uploaded' || item.status === 'failed');
  return { sent: counted.reduce((sum, item) => sum + item.sent, 0), size: counted.reduce((sum, item) => sum + item.size, 0) };
}

const update = (items: readonly UploadItem[], id: string, change: Partial<UploadItem>) =>
  items.map((item) => (item.id === id ? { ...item, ...change } : item));

export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadInput,
  },
  actors: {
    /** each file's kind or refusal (checkPhotoFile), and whether an unfinished upload of it is known */
    checkFiles: notProvided<readonly CheckedFile[], CheckFilesInput>('upload: the checkFiles actor'),
    /** sends the files to the storage service (tus), reporting progress; stopping it aborts them */
    uploadFiles: fromCallback<UploadEvent, UploadFilesInput, UploadProgressEvent>(() => {
      throw new Error('upload: the uploadFiles actor is not provided');
    }),
  },
  delays: {
    /** the finished modal's time on a small screen before the photos list (S1 §2, §9: 2000 ms) */
    mobileRedirect: MOBILE_REDIRECT_MS,
  },
  guards: {
    hasPending: ({ context }) => context.pending.length > 0,
    hasFilesToSend: ({ context }) => jobsOf(context.items).length > 0,
    isEverythingSettled: ({ context }) => context.items.every((item) => item.status !== 'uploading'),
    hasFailures: ({ context }) => context.items.some((item) => item.status === 'failed'),
    hasNewPhotos: ({ context }) => context.items.some((item) => item.status === 'uploaded'),
    isMobile: ({ context }) => context.mobile,
  },
  actions: {
    queue: assign(({ context }, params: { files: readonly UploadCandidate[] }) => {
      const known = new Set([...context.items.map((item) => item.id), ...context.pending.map((file) => file.id)]);
      return { pending: [...context.pending, ...params.files.filter((file) => !known.has(file.id))] };
    }),
    takeChecks: assign(({ context }, params: { checked: readonly CheckedFile[] }) => {
      const checks = new Map(params.checked.map((check) => [check.id, check]));
      const items = context.pending.flatMap((file): UploadItem[] => {
        const check = checks.get(file.id);
        if (!check) return [];
        return [
          {
            id: file.id,
            name: file.name,
            size: file.blob.size,
            blob: file.blob,
            kind: check.kind,
            refusal: check.refusal,
            resumable: check.kind !== null && check.resumable,
            status: check.kind === null ? 'refused' : 'ready',
            sent: 0,
            error: null,
            photoId: null,
          },
        ];
      });
      return { items: [...context.items, ...items], pending: context.pending.filter((file) => !checks.has(file.id)) };
    }),
    /** a check that could not read the files: they are listed as unreadable, not sent */
    refusePending: assign(({ context }) => ({
      items: [
        ...context.items,
        ...context.pending.map((file): UploadItem => ({
          id: file.id,
          name: file.name,
          size: file.blob.size,
          blob: file.blob,
          kind: null,
          refusal: 'content',
          resumable: false,
          status: 'refused',
          sent: 0,
          error: null,
          photoId: null,
        })),
      ],
      pending: [],
    })),
    remove: assign(({ context }, params: { id: string }) => ({ items: context.items.filter((item) => item.id !== params.id) })),
    markSending: assign(({ context }) => ({
      items: context.items.map((item) => (isSendable(item) ? { ...item, status: 'uploading' as const, error: null } : item)),
    })),
    progress: assign(({ context }, params: { id: string; sent: number }) => ({
      items: update(context.items, params.id, { sent: params.sent }),
    })),
    fileDone: assign(({ context }, params: { id: string; photoId: string }) => {
      const item = context.items.find((candidate) => candidate.id === params.id);
      return {
        items: update(context.items, params.id, { status: 'uploaded', sent: item?.size ?? 0, photoId: params.photoId, resumable: false }),
      };
    }),
    /**
     * A file that failed is sent again as a continuation of its upload: the server may hold part of
     * it, or all of it with its final answer lost (then it answers "finished" with the photo: no
     * second copy). A refused one is not sent again.
     */
    fileFailed: assign(({ context }, params: { id: string; message: string; refusal: UploadRefusal | null }) => ({
      items: update(
        context.items,
        params.id,
        params.refusal === null
          ? { status: 'failed', error: params.message, resumable: true }
          : { status: 'refused', refusal: params.refusal, kind: null, error: params.message },
      ),
    })),
    /** an aborted upload leaves its partial on the server: the next try continues it */
    stopSending: assign(({ context }) => ({
      items: context.items.map((item) => (item.status === 'uploading' ? { ...item, status: 'ready' as const, resumable: true } : item)),
    })),
    clear: assign(() => ({ items: [], pending: [] })),
    /**
     * New photos are in the library: the photos list (query kept), the timeline, user and
     * latest-uploaded caches refreshed, and under a date-taken sort the hint that new photos sit at
     * their date taken (S1 §4; DECISIONS 19). The wiring does it.
     */
    showNewPhotos: (_, _params: { count: number }) => {},
    /** logged and sent to the error reporter */
    reportFailure: (_, _params: { error: Error; cause: string }) => {},
  },
}).createMachine({
  id: 'upload',
  description: "The 'Upload photos' modal: files checked before they are sent, sent with tus, then the photos list refreshed.",
  context: ({ input }) => ({ mobile: input.mobile, items: [], pending: [] }),
  initial: 'closed',
  states: {
    closed: {
      description: "No modal. 'Add photos' (shown under the upload flag) opens it.",
      on: { 'upload.open': 'open' },
    },
    open: {
      tags: ['dialog'],
      description: "The 'Upload photos' modal: the picker, the drag-and-drop hint on desktop, the file list, Upload and Cancel.",
      initial: 'picking',
      on: {
        'upload.add': { actions: { type: 'queue', params: ({ event }) => ({ files: event.files }) } },
        'upload.cancel': [
          {
            guard: 'hasNewPhotos',
            target: 'closed',
            actions: [{ type: 'showNewPhotos', params: ({ context }) => ({ count: newPhotos(context) }) }, 'clear'],
          },
          { target: 'closed', actions: 'clear' },
        ],
      },
      states: {
        picking: {
          description: 'Files can be added and removed; Upload is on once at least one file is accepted.',
          always: { guard: 'hasPending', target: 'checking' },
          on: {
            'upload.remove': { actions: { type: 'remove', params: ({ event }) => ({ id: event.id }) } },
            'upload.start': { guard: 'hasFilesToSend', target: 'uploading' },
          },
        },
        checking: {
          tags: ['checking'],
          description: 'The added files are checked (extension, empty, first bytes, size) before anything is sent; Upload waits.',
          invoke: {
            id: 'checkFiles',
            src: 'checkFiles',
            input: ({ context }) => ({ files: context.pending }),
            onDone: { target: 'picking', actions: { type: 'takeChecks', params: ({ event }) => ({ checked: event.output }) } },
            onError: {
              target: 'picking',
              actions: [
                'refusePending',
                {
                  type: 'reportFailure',
                  params: ({ event }) => ({ error: new Error('The added files could not be read'), cause: messageOf(event.error) }),
                },
              ],
            },
          },
        },
        uploading: {
          tags: ['busy', 'uploading'],
          description:
            'The accepted files are sent (tus, in chunks, resuming after a dropped connection), each with its progress and the total.',
          entry: 'markSending',
          exit: 'stopSending',
          invoke: {
            id: 'uploadFiles',
            src: 'uploadFiles',
            input: ({ context }) => ({
              jobs: jobsOf(context.items.map((item) => (item.status === 'uploading' ? { ...item, status: 'ready' as const } : item))),
            }),
          },
          on: {
            'upload.fileProgress': { actions: { type: 'progress', params: ({ event }) => ({ id: event.id, sent: event.sent }) } },
            'upload.fileDone': { actions: { type: 'fileDone', params: ({ event }) => ({ id: event.id, photoId: event.photoId }) } },
            'upload.fileFailed': {
              actions: [
                { type: 'fileFailed', params: ({ event }) => ({ id: event.id, message: event.message, refusal: event.refusal }) },
                {
                  type: 'reportFailure',
                  params: ({ event }) => ({ error: new Error('A photo could not be uploaded'), cause: event.message }),
                },
              ],
            },
          },
          always: [
            { guard: and(['isEverythingSettled', 'hasFailures']), target: 'failed' },
            { guard: and(['isEverythingSettled', not('hasFailures'), 'hasNewPhotos']), target: '#upload.done' },
            // every file refused by the storage service: they stay listed with their reasons
            { guard: 'isEverythingSettled', target: 'picking' },
          ],
        },
        failed: {
          tags: ['error'],
          description: 'Some files could not be sent: each shows its message, the files stay, and Upload tries them again.',
          always: { guard: 'hasPending', target: 'checking' },
          on: {
            'upload.remove': { actions: { type: 'remove', params: ({ event }) => ({ id: event.id }) } },
            'upload.start': { guard: 'hasFilesToSend', target: 'uploading' },
          },
        },
      },
    },
    done: {
      tags: ['dialog', 'done'],
      description:
        'Every file is sent. The photos list opens with the caches refreshed: at once on desktop, after 2 s showing the result on a small screen.',
      always: {
        guard: not('isMobile'),
        target: 'closed',
        actions: [{ type: 'showNewPhotos', params: ({ context }) => ({ count: newPhotos(context) }) }, 'clear'],
      },
      after: {
        mobileRedirect: {
          target: 'closed',
          actions: [{ type: 'showNewPhotos', params: ({ context }) => ({ count: newPhotos(context) }) }, 'clear'],
        },
      },
      on: {
        'upload.cancel': {
          target: 'closed',
          actions: [{ type: 'showNewPhotos', params: ({ context }) => ({ count: newPhotos(context) }) }, 'clear'],
        },
      },
    },
  },
});

function newPhotos(context: UploadContext): number {
  return context.items.filter((item) => item.status === 'uploaded').length;
}

export type UploadMachine = typeof uploadMachine;
export type UploadActor = ActorRefFrom<UploadMachine>;
