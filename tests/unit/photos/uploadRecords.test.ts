// tus-js-client's upload records leave local storage when the account signs out, and only they.
import { describe, expect, it } from 'vitest';
import { clearUploadRecords } from '@/features/photos/upload/uploadRecords';

/** A storage whose own keys are its entries (its methods on the prototype), as the browser's local storage. */
class MemoryStorage {
  [key: string]: unknown;
  constructor(entries: Record<string, string>) {
    Object.assign(this, entries);
  }
  removeItem(key: string): void {
    Reflect.deleteProperty(this, key);
  }
}

describe('clearUploadRecords', () => {
  it('removes every tus record and keeps the app’s own settings', () => {
    const storage = new MemoryStorage({
      'tus::tus-br-IMG_1.jpg-image/jpeg-12-1-http://localhost/api/storage/uploads::123': '{}',
      'tus::tus-br-IMG_2.png-image/png-40-1-http://localhost/api/storage/uploads::456': '{}',
      'mya.photos.sort.photos': '{"sortKey":"created","sortOrder":"desc"}',
    });
    clearUploadRecords(storage);
    expect(Object.keys(storage)).toEqual(['mya.photos.sort.photos']);
  });
});
