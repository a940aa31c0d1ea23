// tus-js-client's upload records leave local storage when the account signs out, and only they.
import { describe, expect, it } from 'vitest';
import { clearUploadRecords } from '@/app/storage/uploadRecords';

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    removeItem: (key: string) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

describe('clearUploadRecords', () => {
  it('removes every tus record and keeps the app’s own settings', () => {
    const storage = memoryStorage({
      'tus::tus-br-IMG_1.jpg-image/jpeg-12-1-http://localhost/api/storage/uploads::123': '{}',
      'tus::tus-br-IMG_2.png-image/png-40-1-http://localhost/api/storage/uploads::456': '{}',
      'mya.photos.sort.photos': '{"sortKey":"created","sortOrder":"desc"}',
    });
    clearUploadRecords(storage);
    expect(storage.keys()).toEqual(['mya.photos.sort.photos']);
  });
});
