// Real actors of the archive download (machines/photos/downloads/archiveDownload.machine.ts): the
// download service's calls (src/api/downloads.ts), the account's push connection (held with this
// actor as the holder, so its messages arrive as events; released when the actor's view goes), the
// app's toasts (DECISIONS 26), and the browser fetching the zip through an <a download> (the service
// names it after the download id). Failures go to the error reporter.
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { archiveDownloadMachine, type ArchiveRequest, type ArchiveToast } from '@machines/photos/downloads/archiveDownload.machine';
import type { Download } from '@schemas/downloads';
import { DOWNLOAD_TOAST_MS, PREPARING_DOWNLOAD_TOAST_MS } from '@schemas/tunables';
import { downloadsApi, type DownloadsApi } from '@/api/downloads';
import { useApi } from '@/platform/services/ServicesContext';
import { useToasts, type ShowToast } from '@/platform/toasts/useToasts';
import { usePushConnection } from '@/features/shared/wiring/pushConnection';
import { useLatest } from '@/platform/hooks/useLatest';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { useFlowOutcome } from '@/platform/flows/useFlowOutcome';

/** The calls the archive download makes (tests put a fake in <ServicesProvider>). */
export type ArchiveDownloadApi = Pick<DownloadsApi, 'createDownload' | 'createSharedAlbumDownload' | 'getDownloadUrl'>;

/** The flow's toasts: one id for the three, so that the newest replaces the one before. */
export const ARCHIVE_TOASTS: Record<ArchiveToast, ShowToast> = {
  preparing: { id: 'archiveDownload', messageKey: 'toasts.preparingDownload', durationMs: PREPARING_DOWNLOAD_TOAST_MS },
  downloading: { id: 'archiveDownload', messageKey: 'toasts.downloadingPhotos', tone: 'success', durationMs: DOWNLOAD_TOAST_MS },
  failed: { id: 'archiveDownload', messageKey: 'toasts.downloadFailed', tone: 'error', durationMs: DOWNLOAD_TOAST_MS },
};

/** Lets the browser download a file by its URL (the response's Content-Disposition names it). */
export function downloadUrl(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

function createArchive(api: ArchiveDownloadApi, request: ArchiveRequest, signal: AbortSignal): Promise<Download> {
  return request.kind === 'sharedAlbum'
    ? api.createSharedAlbumDownload(request.albumId, request.photos, { signal })
    : api.createDownload(request.name, request.photoIds, { signal });
}

/** The archive download's actor for one selection toolbar; `onDownloaded` ends selection mode. */
export function useArchiveDownloadActor(onDownloaded: () => void, save: (url: string) => void = downloadUrl) {
  const api: ArchiveDownloadApi = useApi(downloadsApi);
  const push = usePushConnection();
  const { show } = useToasts();
  const latest = useLatest({ save, push });
  const machine = useMemo(
    () =>
      archiveDownloadMachine.provide({
        actors: {
          createDownload: fromPromise<Download, ArchiveRequest>(({ input, signal }) => createArchive(api, input, signal)),
          getDownloadUrl: fromPromise<string, string>(({ input, signal }) => api.getDownloadUrl(input, { signal })),
        },
        actions: {
          holdPush: ({ self }) => latest.current.push?.send({ type: 'pushConnection.hold', id: self.sessionId, ref: self }),
          releasePush: ({ self }) => latest.current.push?.send({ type: 'pushConnection.release', id: self.sessionId }),
          showToast: (_, { toast }) => show(ARCHIVE_TOASTS[toast]),
          saveArchive: (_, { url }) => latest.current.save(url),
        },
      }),
    [api, latest, show],
  );
  const actor = useFlowActor(machine);
  useFlowOutcome(actor, 'archiveDownload.downloaded', onDownloaded);
  // a stopped actor runs no exit actions: its hold goes with its view
  useEffect(() => () => latest.current.push?.send({ type: 'pushConnection.release', id: actor.sessionId }), [actor, latest]);
  return actor;
}
