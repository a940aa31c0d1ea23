// A dropped folder is read completely: every level, and each folder's reader asked again until it
// gives no more (browsers hand out at most 100 entries per call).
import { describe, expect, it } from 'vitest';
import { filesOfEntry, type DropEntry } from '@/features/photos/upload/readDrop';

const fileEntry = (fullPath: string) => ({
  name: fullPath.split('/').at(-1) ?? fullPath,
  fullPath,
  file: (success: (file: File) => void) => success(new File(['x'], fullPath.split('/').at(-1) ?? fullPath, { lastModified: 1 })),
});

/** A folder whose reader gives its entries in batches of `batch`, then an empty batch. */
const folder = (fullPath: string, children: DropEntry[], batch = 2) => ({
  name: fullPath.split('/').at(-1) ?? fullPath,
  fullPath,
  createReader: () => {
    let next = 0;
    return {
      readEntries: (success: (entries: DropEntry[]) => void) => {
        success(children.slice(next, next + batch));
        next += batch;
      },
    };
  },
});

describe('filesOfEntry', () => {
  it('reads every level and every batch of a dropped folder', async () => {
    const trip = folder('/Trip', [
      fileEntry('/Trip/a.jpg'),
      fileEntry('/Trip/b.jpg'),
      fileEntry('/Trip/c.jpg'),
      folder('/Trip/Day 2', [fileEntry('/Trip/Day 2/a.jpg'), folder('/Trip/Day 2/Evening', [fileEntry('/Trip/Day 2/Evening/d.png')])]),
      fileEntry('/Trip/e.heic'),
    ]);
    const files = await filesOfEntry(trip);
    expect(files.map((file) => file.id).sort()).toEqual(
      ['/Trip/a.jpg', '/Trip/b.jpg', '/Trip/c.jpg', '/Trip/Day 2/a.jpg', '/Trip/Day 2/Evening/d.png', '/Trip/e.heic']
        .map((path) => `${path}:1:1`)
        .sort(),
    );
    // two photos of the same name in two folders are both there, each under its own name
    expect(files.filter((file) => file.name === 'a.jpg')).toHaveLength(2);
  });
});
