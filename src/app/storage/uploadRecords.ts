// tus-js-client keeps a record of every unfinished upload in local storage (`tus::<fingerprint>::<n>`)
// so that the same file picked again after a reload continues where it stopped (the photo upload,
// src/features/photos/upload). They belong to the signed-in account: on sign-out, or when another
// account signs in, they are removed (PITFALLS "tus uploads": they pile up otherwise). An account
// part started on every sign-in, whose stop does it; a few lines, so that tus stays out of the shell.
import { accountPart } from '../accountScope/accountScope';

/** tus-js-client's key prefix of its upload records. */
export const UPLOAD_RECORD_PREFIX = 'tus::';

/** Removes every tus upload record. */
export function clearUploadRecords(storage: Pick<Storage, 'length' | 'key' | 'removeItem'> | null = localStorageOrNull()): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(UPLOAD_RECORD_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Started on every sign-in; its stop (sign-out, another account) clears the records. */
export const uploadRecordsPart = accountPart('uploadRecords', () => ({ stop: () => clearUploadRecords() }));
