// One photo library per sort view for the signed-in account: made on first use, stopped when the
// account signs out or another account signs in (the next use then makes a fresh one).
import type { SortView } from '@schemas/photos';
import { createPhotosApi } from '@/api/photos';
import type { AuthActor } from '../auth/createAuth';
import type { Services } from '../services/services';
import { createPhotoLibrary, type PhotoLibrary } from './createPhotoLibrary';
import { currentSort } from './sortStorage';

interface Registered {
  account: string;
  library: PhotoLibrary;
}

const libraries = new Map<SortView, Registered>();
const watched = new WeakSet<AuthActor>();

function accountOf(auth: AuthActor): string | null {
  const snapshot = auth.getSnapshot();
  return snapshot.matches('authenticated') ? (snapshot.context.claims?.sub ?? null) : null;
}

/** Stops every library (sign-out, tests). */
export function stopPhotoLibraries(): void {
  for (const { library } of libraries.values()) library.stop();
  libraries.clear();
}

function watch(auth: AuthActor): void {
  if (watched.has(auth)) return;
  watched.add(auth);
  auth.subscribe(() => {
    const account = accountOf(auth);
    for (const [view, registered] of libraries) {
      if (registered.account === account) continue;
      registered.library.stop();
      libraries.delete(view);
    }
  });
}

/** The view's library of the signed-in account, made now if there is none. */
export function photoLibraryOf(auth: AuthActor, services: Services, view: SortView): PhotoLibrary {
  const account = accountOf(auth);
  if (account === null) throw new Error('The photo library needs a signed-in account');
  const existing = libraries.get(view);
  if (existing && existing.account === account) return existing.library;
  existing?.library.stop();
  const library = createPhotoLibrary({ api: createPhotosApi(services.client('photos')), view, sort: currentSort(view) });
  libraries.set(view, { account, library });
  watch(auth);
  return library;
}
