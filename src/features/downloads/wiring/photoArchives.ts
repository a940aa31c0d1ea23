// The downloads page's photo archives (DECISIONS 8; GET /downloads): a plain load
// (machines/downloads/photoArchives.machine.ts), asked again on each visit. While an archive is being built the page holds the
// account's push connection and loads the list again when an archive is finished or failed. A
// finished archive downloads through its URL (GET /downloads/{id}/url, then the zip).
import { useEffect, useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { photoArchivesMachine } from '@machines/downloads/photoArchives.machine';
import type { DownloadItem } from '@schemas/downloads';
import { downloadsApi } from '@/api/downloads';
import { useApi } from '@/platform/services/ServicesContext';
import type { FetchDocument } from '@/features/shared/wiring/documentDownload';
import { usePushConnection } from '@/features/shared/wiring/pushConnection';

export type PhotoArchivesActor = ActorRefFrom<typeof photoArchivesMachine>;

export function usePhotoArchivesMachine() {
  const api = useApi(downloadsApi);
  return useMemo(
    () =>
      photoArchivesMachine.provide({
        actors: {
          load: fromPromise<DownloadItem[]>(({ signal }) => api.listDownloads({ signal })),
        },
      }),
    [api],
  );
}

/** While `building`, the list is loaded again whenever the push socket says an archive finished or failed. */
export function useReloadWhenBuilt(actor: PhotoArchivesActor, building: boolean) {
  const push = usePushConnection();
  useEffect(() => {
    if (!push || !building) return undefined;
    const id = `photoArchives:${actor.sessionId}`;
    push.send({ type: 'pushConnection.hold', id });
    const subscription = push.on('pushConnection.message', ({ message }) => {
      if ('key' in message && message.key !== 'download-started') actor.send({ type: 'photoArchives.reload' });
    });
    return () => {
      subscription.unsubscribe();
      push.send({ type: 'pushConnection.release', id });
    };
  }, [push, actor, building]);
}

/** The download of one finished archive: its URL, then the zip (named after the download id). */
export function useArchiveFetch(): (downloadId: string) => FetchDocument {
  const api = useApi(downloadsApi);
  return useMemo(
    () =>
      (downloadId: string): FetchDocument =>
      async ({ signal }) =>
        api.getArchive(downloadId, await api.getDownloadUrl(downloadId, { signal }), { signal }),
    [api],
  );
}
