import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
// @tus/server's own Node adapter (its `handle` is these two around `handleWeb`): taken apart here so
// that the fault switch can garble an answer between tus making it and Node sending it
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import { UPLOAD_CLEANUP_INTERVAL_MS, UPLOAD_EXPIRY_MS } from '@schemas/tunables';
import { UPLOAD_MAX_BYTES, UPLOAD_PHOTO_ID_HEADER, UPLOAD_REFUSAL_MESSAGES, UPLOAD_TUS_PATH } from '@schemas/upload';
import type { Db } from '../db/db';
import { malformTusAnswer } from '../faults/malformed-tus';
import { appliedFault } from '../faults/plugin';
import { accountIdOf } from '../http/auth';
import { PerAccount } from '../http/per-account';
import type { MediaStore } from '../photos/media-store';
import { FairJobs } from '../workers/fair-jobs';
import { POOL_SIZE, type WorkerPool } from '../workers/pool';
import { checkCreation } from './creation';
import { finishedUpload, forgetExpiredFinishedUploads, rememberFinishedUpload, type FinishedUpload } from './finished';
import {
  DEFAULT_UPLOAD_LIMITS,
  forgetExpiredUnfinished,
  forgetUnfinished,
  limitRefusal,
  recordUnfinished,
  usageOf,
  type UploadLimits,
} from './limits';
import { PhotoRefused, photoFromUpload } from './photo';
import { OWNER_KEY, PhotoUploadStore, tusRefusal } from './store';

export interface UploadOptions {
  /** the storage service's base (config.services.storage) */
  prefix: string;
  db: Db;
  media: MediaStore;
  /** the sandbox's worker threads: HEIC files are decoded and each photo's files made there */
  workers: WorkerPool;
  /** uploads live in `<dataDir>/uploads`; without one, a temporary folder removed on close */
  dataDir: string | undefined;
  /** how long an unfinished upload is kept, and a finished one remembered (default UPLOAD_EXPIRY_MS) */
  expiryMs?: number;
  /**
   * A test hook, off by default: awaited once an upload's bytes are complete, before its photo is
   * made (the crash test stops the sandbox there).
   */
  beforePhoto?: (uploadId: string) => Promise<void>;
  /** the limits per account (default DEFAULT_UPLOAD_LIMITS; tests lower them) */
  limits?: Partial<UploadLimits>;
}

/** What the storage service offers besides its routes (its test tool runs the expiry sweep through it, ./test-tool.ts). */
export interface StorageService {
  /** removes the expired unfinished uploads now (and forgets the expired finished ones); answers how many unfinished went */
  removeExpired(): Promise<number>;
  /** the stored file of an upload (unfinished ones only: a finished upload became a photo) */
  pathOf(uploadId: string): string;
}

const uploadId = /^[0-9a-f]{32}$/;
const notFound = { message: 'Upload not found' };
/** The route's upload id when it is one the store could hold, else null. */
const uploadIdOf = (request: FastifyRequest): string | null => {
  const params = request.params;
  const id = typeof params === 'object' && params && 'uploadId' in params ? params.uploadId : null;
  return typeof id === 'string' && uploadId.test(id) ? id : null;
};
const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The storage service (docs/PHOTOS.md "Upload (storage service)"): tus 1.0 resumable uploads at
 * `<prefix>/uploads` with @tus/server and its file store, behind the bearer token. An upload is
 * its creator's (another account's upload id answers 404); a finished upload becomes a photo of the
 * creator's library, named in the last answer's Upload-Photo-Id header.
 */
export async function registerUploads(app: FastifyInstance, options: UploadOptions): Promise<StorageService> {
  const temporary = options.dataDir === undefined;
  const directory = options.dataDir ? join(options.dataDir, 'uploads') : mkdtempSync(join(tmpdir(), 'my-account-uploads-'));
  // made here, not left to the tus store, which makes it without being awaited: the start's look for
  // interrupted uploads (finishInterrupted) reads it before any request
  mkdirSync(directory, { recursive: true });
  const expiryMs = options.expiryMs ?? UPLOAD_EXPIRY_MS;
  const limits = { ...DEFAULT_UPLOAD_LIMITS, ...options.limits };
  const store = new PhotoUploadStore({ directory, expirationPeriodInMilliseconds: expiryMs }, (id) => forgetUnfinished(options.db, id));
  const perAccount = new PerAccount();
  // HEIC files are decoded one at a time (a 12 MP photo takes seconds and ~235 MB: two at once would
  // starve the machine), the accounts in turn: one account's burst holds back another account's photo
  // by at most the decode in progress
  // Each photo's files are made one photo per account at a time, as many photos at once as the
  // pool has threads: one account's burst of large photos holds back another account's small one by
  // at most the photos in progress, and never fills the machine.
  const work = {
    heic: new FairJobs(options.workers, { atOnce: 1, perAccount: 1 }),
    pictures: new FairJobs(options.workers, { atOnce: POOL_SIZE, perAccount: 1 }),
  };
  // The account of each request tus handles (its hooks see a web Request wrapping the Node one).
  const accounts = new WeakMap<object, string>();
  const accountOf = (request: { runtime?: { node?: { req: object } } }) => {
    const node = request.runtime?.node?.req;
    return node ? accounts.get(node) : undefined;
  };

  const tus = new Server({
    path: `${options.prefix}/${UPLOAD_TUS_PATH}`,
    datastore: store,
    maxSize: UPLOAD_MAX_BYTES,
    relativeLocation: true,
    // The app calls the service on its own origin (config.services.storage is a path): no other
    // site may read the answers (tus's default would allow any origin).
    allowedOrigins: () => false,
    exposedHeaders: [UPLOAD_PHOTO_ID_HEADER],
    async onUploadCreate(request, upload) {
      const accountId = accountOf(request);
      if (!accountId) throw { status_code: 401, body: JSON.stringify({ message: 'Sign-in required' }) };
      // its announced length counts against the account's storage until it ends
      await recordUnfinished(options.db, {
        uploadId: upload.id,
        accountId,
        length: upload.size ?? 0,
        expiresAt: new Date(Date.now() + expiryMs),
      });
      // only the file's name and type are kept from the client's metadata; the owner is ours
      return { metadata: { filename: upload.metadata?.filename ?? '', filetype: upload.metadata?.filetype ?? '', [OWNER_KEY]: accountId } };
    },
    async onUploadFinish(_request, upload) {
      const imageId = await finish(upload);
      return { headers: { [UPLOAD_PHOTO_ID_HEADER]: imageId } };
    },
  });

  /**
   * Makes the photo of a finished upload, records it, then removes the upload's file. Each step may
   * be done again (photoFromUpload and rememberFinishedUpload are idempotent): a sandbox stopped
   * anywhere in between finishes the upload on its next start (finishInterrupted).
   */
  async function finish(upload: Upload): Promise<string> {
    const accountId = upload.metadata?.[OWNER_KEY];
    if (!accountId) throw tusRefusal('content');
    await options.beforePhoto?.(upload.id);
    try {
      const imageId = await photoFromUpload(
        {
          uploadId: upload.id,
          accountId,
          fileName: upload.metadata?.filename ?? '',
          path: store.pathOf(upload.id),
          pictureFolder: store.pictureFolderOf(upload.id),
        },
        { db: options.db, media: options.media, work },
      );
      // before the upload's file goes: from now on a HEAD answers "finished" with the photo's id
      await rememberFinishedUpload(options.db, {
        uploadId: upload.id,
        accountId,
        imageId,
        length: upload.size ?? upload.offset,
        expiresAt: new Date(Date.now() + expiryMs),
      });
      return imageId;
    } catch (error) {
      if (error instanceof PhotoRefused) throw tusRefusal(error.refusal, error.refusal === 'pixels' ? 413 : 400);
      throw error;
    } finally {
      // finished is finished: a photo, or refused; either way the upload's file goes
      await store.remove(upload.id).catch(() => undefined);
    }
  }

  /**
   * The uploads whose bytes are all on disk but whose photo was not made or recorded (the sandbox
   * stopped while finishing them) are finished now; answers how many. Run on start, before any
   * request: a client asking about such an upload then gets its photo's id.
   */
  async function finishInterrupted(): Promise<number> {
    const ids = (await readdir(directory)).flatMap((name) => {
      const id = /^([0-9a-f]{32})\.json$/.exec(name)?.[1];
      return id ? [id] : [];
    });
    let finished = 0;
    for (const id of ids) {
      const upload = await store.getUpload(id).catch(() => null);
      if (!upload || upload.size === undefined || upload.offset !== upload.size) continue;
      try {
        await finish(upload);
        finished += 1;
      } catch (error) {
        process.stderr.write(`[sandbox] finishing the interrupted upload ${id} failed: ${String(error)}\n`);
      }
    }
    return finished;
  }

  /** The owner of an upload, or null when there is no such upload. */
  async function ownerOf(id: string): Promise<string | null> {
    try {
      return (await store.getUpload(id)).metadata?.[OWNER_KEY] ?? null;
    } catch {
      return null;
    }
  }

  /**
   * The answer to a HEAD or PATCH of a finished upload (its file is gone; tus would say 404): the
   * upload complete, with the photo it became. A PATCH at another offset than the end is 409.
   */
  function finishedAnswer(request: FastifyRequest, finished: FinishedUpload): Response | null {
    const length = String(finished.length);
    const headers = { 'Tus-Resumable': '1.0.0', 'Upload-Offset': length, [UPLOAD_PHOTO_ID_HEADER]: finished.imageId };
    if (request.method === 'HEAD') {
      return new Response(null, { status: 200, headers: { ...headers, 'Upload-Length': length, 'Cache-Control': 'no-store' } });
    }
    if (request.method === 'PATCH' && header(request, 'upload-offset') === length) return new Response(null, { status: 204, headers });
    return null;
  }

  /**
   * A HEAD or PATCH that waited for the upload while its last PATCH finished it finds its file gone
   * (tus: 404): the answer is the finished upload's, so that the client never starts the photo over.
   */
  async function finishedMeanwhile(request: FastifyRequest, response: Response, accountId: string): Promise<Response | null> {
    if (response.status !== 404 || (request.method !== 'HEAD' && request.method !== 'PATCH')) return null;
    const id = uploadIdOf(request);
    const finished = id ? await finishedUpload(options.db, id, new Date()) : null;
    return finished && finished.accountId === accountId ? finishedAnswer(request, finished) : null;
  }

  /**
   * Sends a tus answer (tus's own or a finished upload's), garbled when the fault switch says
   * `malformed`. It is written past Fastify's onSend hook, so it gets here what every `/api` answer
   * gets there (sandbox/http/security-headers.ts): nosniff, and no-store unless it says otherwise.
   */
  async function answer(request: FastifyRequest, reply: FastifyReply, response: Response) {
    void reply.hijack();
    reply.raw.setHeader('x-content-type-options', 'nosniff');
    if (!response.headers.has('cache-control')) reply.raw.setHeader('cache-control', 'no-store');
    await sendNodeResponse(reply.raw, malformTusAnswer(response, appliedFault(request)));
    return reply;
  }

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const accountId = accountIdOf(request);
    if (request.method === 'POST') {
      const check = checkCreation({ length: header(request, 'upload-length'), metadata: header(request, 'upload-metadata') });
      if (!check.ok) return reply.code(check.status).send({ message: check.message });
      // the account's limits are checked and the upload created in one step per account
      return perAccount.run(accountId, async () => {
        const refused = limitRefusal(await usageOf(options.db, accountId, new Date()), check.upload.length, limits);
        if (refused) return reply.code(refused.status).send({ message: UPLOAD_REFUSAL_MESSAGES[refused.refusal] });
        return passToTus(request, reply, accountId);
      });
    } else {
      const id = uploadIdOf(request);
      if (!id) return reply.code(404).send(notFound);
      const finished = request.method === 'DELETE' ? null : await finishedUpload(options.db, id, new Date());
      const owner = finished ? finished.accountId : await ownerOf(id);
      // another account's upload is as unknown as one that never was; an expired one of the
      // caller's own goes to tus (410 Gone)
      if (owner !== null && owner !== accountId) return reply.code(404).send(notFound);
      if (finished) {
        const done = finishedAnswer(request, finished);
        if (!done) return reply.code(409).send({ message: 'The upload is complete: Upload-Offset must be its length' });
        return answer(request, reply, done);
      }
    }
    return passToTus(request, reply, accountId);
  }

  async function passToTus(request: FastifyRequest, reply: FastifyReply, accountId: string) {
    accounts.set(request.raw, accountId);
    const response = await tus.handleWeb(new NodeRequest({ req: request.raw, res: reply.raw }));
    return answer(request, reply, (await finishedMeanwhile(request, response, accountId)) ?? response);
  }

  await app.register(
    async (scope) => {
      // the upload's bytes are tus's to read: Fastify leaves the body unread
      scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
      scope.addHook('preHandler', app.authenticate);
      scope.route({ method: ['POST'], url: `/${UPLOAD_TUS_PATH}`, handler: handle });
      scope.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: `/${UPLOAD_TUS_PATH}/:uploadId`, handler: handle });
    },
    { prefix: options.prefix },
  );

  const removeExpired = async () => {
    await forgetExpiredFinishedUploads(options.db, new Date());
    await forgetExpiredUnfinished(options.db, new Date());
    return store.deleteExpired();
  };
  const sweep = setInterval(() => {
    removeExpired().catch((error: unknown) => process.stderr.write(`[sandbox] removing expired uploads failed: ${String(error)}\n`));
  }, UPLOAD_CLEANUP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    if (temporary) rmSync(directory, { recursive: true, force: true });
  });
  await finishInterrupted();
  await removeExpired().catch(() => 0);
  return { removeExpired, pathOf: (id) => store.pathOf(id) };
}
