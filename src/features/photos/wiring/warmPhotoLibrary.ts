// A photo route opened directly (a reload, a link, a bookmark): the library of the signed-in
// account starts loading (timeline counts, summary) as soon as the session is there, beside the
// customer record the shell waits for, instead of when the page mounts after it. Loaded by the
// bootstrap on photo routes only; the library code loads with it, in the photo chunk.
import type { AuthActor } from '@/platform/auth/createAuth';
import type { AccountScope } from '@/platform/accountScope/accountScope';

export function warmPhotoLibrary(auth: AuthActor, scope: AccountScope): void {
  const start = () => {
    import('./libraryParts')
      .then(({ photoLibraryPart }) => scope.get(photoLibraryPart())?.startTimeline())
      // a library that cannot start now starts when the page asks for it, and shows its error then
      .catch(() => undefined);
  };
  if (auth.getSnapshot().matches('authenticated')) {
    start();
    return;
  }
  const subscription = auth.subscribe((snapshot) => {
    if (snapshot.matches('authenticated')) start();
    if (snapshot.matches('authenticated') || snapshot.matches('signedOut') || snapshot.status !== 'active') subscription.unsubscribe();
  });
}
