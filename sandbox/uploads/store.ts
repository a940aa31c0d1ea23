import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline, type Readable, Transform } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { photoTypeByName, sniffPhotoType, UPLOAD_REFUSAL_MESSAGES, UPLOAD_SNIFF_BYTES, type UploadRefusal } from '@schemas/upload';

/** The upload metadata key naming the account that created the upload (set by the sandbox, never the client's). */
export const OWNER_KEY = 'account';

/** A refusal as @tus/server sends it: the status and the JSON `{ message }` body. */
export interface TusRefusal {
  status_code: number;
  body: string;
}

export const tusRefusal = (kind: UploadRefusal, status = 400): TusRefusal => ({
  status_code: status,
  body: JSON.stringify({ message: UPLOAD_REFUSAL_MESSAGES[kind] }),
});

/**
 * The storage service's file store (@tus/file-store with expiry) that looks at an upload's first
 * bytes as they arrive: contents that are not the photo kind its file name says are refused (400
 * `content`) and the partial upload is removed at once, before anything is written.
 */
export class PhotoUploadStore extends FileStore {
  constructor(
    options: ConstructorParameters<typeof FileStore>[0],
    /** told of every upload removed (refused, finished, deleted by its client, expired) */
    private readonly onRemoved: (id: string) => Promise<void>,
  ) {
    super(options);
  }

  override async remove(id: string): Promise<void> {
    try {
      await rm(this.pictureFolderOf(id), { recursive: true, force: true });
      await super.remove(id);
    } finally {
      await this.onRemoved(id);
    }
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    if (offset >= UPLOAD_SNIFF_BYTES) return super.write(readable, id, offset);
    const upload = await this.getUpload(id);
    const expected = photoTypeByName(upload.metadata?.filename ?? '');
    const needed = Math.min(UPLOAD_SNIFF_BYTES, upload.size ?? UPLOAD_SNIFF_BYTES);
    const head = offset > 0 ? await readHead(this.pathOf(id), offset) : Buffer.alloc(0);
    let refused = false;
    const sniffer = sniffingTransform(head, needed, (type) => {
      refused = type === null || type !== expected;
      return !refused;
    });
    const checked = pipeline(readable, sniffer, () => undefined);
    try {
      return await super.write(checked, id, offset);
    } catch (error) {
      if (!refused) throw error;
      await this.remove(id).catch(() => undefined);
      throw tusRefusal('content');
    }
  }

  /** The file of an upload on disk (ids are checked by the route before they get here). */
  pathOf(id: string): string {
    return join(this.directory, id);
  }

  /**
   * The folder a finished upload's media files are made in (photo.ts), beside its file until they
   * become the photo's picture; removed with the upload.
   */
  pictureFolderOf(id: string): string {
    return join(this.directory, `${id}.picture`);
  }
}

/** The first `length` bytes of a file. */
async function readHead(path: string, length: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * Holds bytes back until `needed` bytes of the file's head (with the `before` bytes already stored)
 * are there, asks `accept` about the kind they show, then passes everything on, or fails the
 * stream when refused (nothing of it written). A body that ends sooner passes undecided (the
 * finished upload is checked again before it becomes a photo).
 */
function sniffingTransform(before: Buffer, needed: number, accept: (type: ReturnType<typeof sniffPhotoType>) => boolean): Transform {
  let held: Buffer[] = [];
  let heldBytes = 0;
  let decided = before.length >= needed;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (decided) {
        callback(null, chunk);
        return;
      }
      held.push(chunk);
      heldBytes += chunk.length;
      if (before.length + heldBytes < needed) {
        callback();
        return;
      }
      decided = true;
      const data = Buffer.concat(held);
      held = [];
      if (!accept(sniffPhotoType(Buffer.concat([before, data]).subarray(0, needed)))) {
        callback(new Error('the contents are not a photo'));
        return;
      }
      callback(null, data);
    },
    flush(callback) {
      callback(null, held.length > 0 ? Buffer.concat(held) : undefined);
    },
  });
}
