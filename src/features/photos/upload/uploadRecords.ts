// tus-js-client keeps a record of every unfinished upload in local storage (`tus::<fingerprint>::<n>`)
// so that the same file picked again after a reload continues where it stopped (the photo upload,
// src/features/photos/upload). They belong to the signed-in account: on sign-out, or when another
// account signs in, they are removed (PITFALLS "tus uploads": they pile up otherwise). An account
// part started on every sign-in, whose stop does it: the only upload code in the shell, kept tiny.
import { accountPart } from '@/platform/accountScope/accountScope';

/** Removes every tus upload record (storage blocked: there are none). */
export function clearUploadRecords(storage?: Pick<Storage, 'removeItem'>): void {
  try {
    const store = storage ?? window.localStorage;
    for (const key of Object.keys(store)) if (key.startsWith('tus::')) store.removeItem(key);
  } catch {
    // no storage, no records
  }
}

/** Started on every sign-in; its stop (sign-out, another account) clears the records. */
export const uploadRecordsPart = accountPart('uploadRecords', () => ({ stop: () => clearUploadRecords() }));
