import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEDIA_SIZES, renderPicture, type MediaSize, type PictureRecipe } from './pictures';

/** The content key of a recipe: files on disk are stored (and reused) by it. */
export const contentKeyOf = (recipe: PictureRecipe) => createHash('sha256').update(JSON.stringify(recipe)).digest('hex').slice(0, 32);

/**
 * The generated pictures of one data folder: `<dataDir>/media/<contentKey>/<size>.jpg`, made on
 * first need (one render per content key at a time) and kept, so re-seeding, a reset or another
 * account with the same library reuses them. Without a data folder (in-memory tests) a temporary
 * folder is used and removed on close.
 */
export class MediaStore {
  readonly dir: string;
  private readonly temporary: boolean;
  private readonly pending = new Map<string, Promise<void>>();
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

  /** Makes the files of a picture unless they are there (or being made). */
  ensure(contentKey: string, recipe: PictureRecipe): Promise<void> {
    if (this.has(contentKey)) return Promise.resolve();
    const running = this.pending.get(contentKey);
    if (running) return running;
    const job = this.render(contentKey, recipe).finally(() => this.pending.delete(contentKey));
    this.pending.set(contentKey, job);
    return job;
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
    await Promise.allSettled([...this.pending.values()]);
    if (this.temporary) rmSync(this.dir, { recursive: true, force: true });
  }

  private async render(contentKey: string, recipe: PictureRecipe): Promise<void> {
    const files = await renderPicture(recipe);
    if (this.closed && this.temporary) return;
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
