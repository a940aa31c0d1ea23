import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEDIA_SIZES, renderPicture, type MediaSize, type PictureRecipe } from './pictures';

/** The content key of a recipe: files on disk are stored (and reused) by it. */
export const contentKeyOf = (recipe: PictureRecipe) => createHash('sha256').update(JSON.stringify(recipe)).digest('hex').slice(0, 32);

/** Pictures rendered at once, whoever asks: as many as the machine's two cores. */
const RENDERS_AT_ONCE = 2;

const always = () => true;

/** A picture waiting for its turn or being rendered, and whether anyone still wants it. */
interface RenderJob {
  wanted: (() => boolean)[];
  done: Promise<boolean>;
}

/**
 * The generated pictures of one data folder: `<dataDir>/media/<contentKey>/<size>.jpg`, made on
 * first need (one render per content key at a time) and kept, so re-seeding, a reset or another
 * account with the same library reuses them. Without a data folder (in-memory tests) a temporary
 * folder is used and removed on close.
 *
 * Renders take turns, RENDERS_AT_ONCE at a time, and a picture whose askers have all gone by its
 * turn is not rendered: a fast scroll through a large grid asks for hundreds of thumbnails and
 * cancels most of them, and rendering them all anyway would hold the thread pool (which also
 * compresses the API's answers and reads files) for a minute while nobody looks.
 */
export class MediaStore {
  readonly dir: string;
  private readonly temporary: boolean;
  private readonly pending = new Map<string, RenderJob>();
  private readonly waiting: (() => void)[] = [];
  private rendering = 0;
  private closed = false;

  constructor(dataDir: string | undefined) {
    this.temporary = dataDir === undefined;
    this.dir = dataDir ? join(dataDir, 'media') : mkdtempSync(join(tmpdir(), 'my-account-media-'));
    mkdirSync(this.dir, { recursive: true });
  }

  pathOf(contentKey: string, size: MediaSize): string {
    return join(this.dir, contentKey, `${size}.jpg`);
  }

  has(contentKey: string): boolean {
    return MEDIA_SIZES.every((size) => existsSync(this.pathOf(contentKey, size)));
  }

  /**
   * Makes the files of a picture unless they are there (or being made). `wanted` says whether the
   * asker still waits for it (a request whose client has gone does not). Answers true when the
   * files are there, false when nobody wanted them any more by their turn (nothing was made). An
   * uploaded picture (no recipe) cannot be made again: false when its files are missing.
   */
  ensure(contentKey: string, recipe: PictureRecipe | null, wanted: () => boolean = always): Promise<boolean> {
    if (this.has(contentKey)) return Promise.resolve(true);
    if (!recipe) return Promise.resolve(false);
    const queued = this.pending.get(contentKey);
    if (queued) {
      queued.wanted.push(wanted);
      return queued.done;
    }
    const job: RenderJob = { wanted: [wanted], done: Promise.resolve(false) };
    job.done = this.turn()
      .then(async (release) => {
        try {
          if (this.closed || !job.wanted.some((asker) => asker())) return false;
          await this.render(contentKey, recipe);
          return true;
        } finally {
          release();
        }
      })
      .finally(() => this.pending.delete(contentKey));
    this.pending.set(contentKey, job);
    return job.done;
  }

  /** Waits for a render's turn; answers the function that ends it and lets the next one start. */
  private turn(): Promise<() => void> {
    return new Promise((resolve) => {
      const start = () => {
        this.rendering += 1;
        resolve(() => {
          this.rendering -= 1;
          this.waiting.shift()?.();
        });
      };
      if (this.rendering < RENDERS_AT_ONCE) start();
      else this.waiting.push(start);
    });
  }

  /**
   * Makes every missing picture, `concurrency` at a time (the sandbox warms its cache in the
   * background after seeding). Stops early when the store closes. Answers how many it made.
   */
  async warm(pictures: readonly { contentKey: string; recipe: PictureRecipe }[], concurrency = 2): Promise<number> {
    const missing = pictures.filter((p) => !this.has(p.contentKey));
    let next = 0;
    const worker = async () => {
      while (!this.closed && next < missing.length) {
        const picture = missing[next];
        next += 1;
        if (picture) await this.ensure(picture.contentKey, picture.recipe);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
    return missing.length;
  }

  /**
   * Removes the files of every picture not in `live` (pictures whose last photo was deleted),
   * except pictures being made right now. Answers how many pictures it removed.
   */
  removeAllBut(live: ReadonlySet<string>): number {
    let removed = 0;
    for (const entry of readdirSync(this.dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || live.has(entry.name) || this.pending.has(entry.name)) continue;
      rmSync(join(this.dir, entry.name), { recursive: true, force: true });
      removed += 1;
    }
    return removed;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.pending.values()].map((job) => job.done));
    if (this.temporary) rmSync(this.dir, { recursive: true, force: true });
  }

  private async render(contentKey: string, recipe: PictureRecipe): Promise<void> {
    const files = await renderPicture(recipe);
    if (this.closed && this.temporary) return;
    this.put(contentKey, files);
  }

  /**
   * Takes a folder of a picture's files made elsewhere (`<size>.jpg` each; an uploaded photo's,
   * written by a worker thread) as the picture of `contentKey`: one rename, so that a reader sees
   * all of its files or none, and no file's bytes pass through this thread. A folder on another file
   * system is copied, then removed.
   */
  adopt(contentKey: string, folder: string): void {
    const target = join(this.dir, contentKey);
    try {
      renameSync(folder, target);
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EXDEV')) throw error;
      const partial = `${target}.${process.pid}.partial`;
      cpSync(folder, partial, { recursive: true });
      renameSync(partial, target);
      rmSync(folder, { recursive: true, force: true });
    }
  }

  /** Stores the files of a picture (a rendered one). */
  put(contentKey: string, files: Record<MediaSize, Buffer>): void {
    const folder = join(this.dir, contentKey);
    mkdirSync(folder, { recursive: true });
    // Write then rename: a reader never sees half a file, and a crash leaves no broken picture.
    for (const size of MEDIA_SIZES) {
      const target = this.pathOf(contentKey, size);
      const partial = `${target}.${process.pid}.partial`;
      writeFileSync(partial, files[size]);
      renameSync(partial, target);
    }
  }
}
