// Real actors and actions of the upload (machines/photos/upload/upload.machine.ts): the files checked
// with checkPhotoFile and looked up among tus-js-client's unfinished uploads, sent with tus
// (tusUpload.ts) with the session's bearer token, and once new photos are in: the photos list (its
// query string kept), the library's timeline and summary loaded again (S1 §4: the TimeLine and User
// caches; the app keeps no separate latest-uploaded list, the timeline's newest month is it), and
// under a date-taken sort the hint that new photos sit at their date taken (DECISIONS 19). The
// views in src/features/photos/upload take their machine from here; they never see tus.
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { fromCallback } from 'xstate/actors';
import { checkPhotoFile } from '@machines/photos/upload/checkFile';
import {
  uploadMachine,
  type CheckedFile,
  type CheckFilesInput,
  type UploadEvent,
  type UploadFilesInput,
  type UploadProgressEvent,
} from '@machines/photos/upload/upload.machine';
import { useAuthActor } from '@/platform/auth/AuthContext';
import { getAccessToken, renewAccessToken } from '@/platform/auth/createAuth';
import { useNavigateKeepingQuery } from '@/platform/navigation/useNavigateKeepingQuery';
import { routePath } from '@/platform/routing/routes';
import { useServices } from '@/platform/services/ServicesContext';
import { useToasts } from '@/platform/toasts/useToasts';
import { useLatest } from '@/platform/hooks/useLatest';
import { usePhotoLibraryControls, usePhotoSort } from '@/features/photos/wiring/library';
import { hasUnfinishedUpload, sendWithTus, type TusSettings } from './tusUpload';

/** How long the date-taken hint stays (longer than a plain toast: it explains where to look). */
const DATE_TAKEN_HINT_MS = 10_000;

export function useUploadMachine() {
  const auth = useAuthActor();
  const services = useServices();
  const library = usePhotoLibraryControls();
  const [sort] = usePhotoSort();
  const sortKey = useLatest(sort.sortKey);
  const navigate = useLatest(useNavigateKeepingQuery());
  const { show } = useToasts();
  return useMemo(() => {
    const settings: TusSettings = {
      storageBaseUrl: services.client('storage').baseUrl,
      tokens: { getAccessToken: () => getAccessToken(auth), renewAccessToken: () => renewAccessToken(auth) },
    };
    return uploadMachine.provide({
      actors: {
        checkFiles: fromPromise<readonly CheckedFile[], CheckFilesInput>(({ input }) =>
          Promise.all(
            input.files.map(async (file): Promise<CheckedFile> => {
              const check = await checkPhotoFile(file.name, file.blob);
              const resumable = check.kind !== null && (await hasUnfinishedUpload(settings, file).catch(() => false));
              return { id: file.id, ...check, resumable };
            }),
          ),
        ),
        uploadFiles: fromCallback<UploadEvent, UploadFilesInput, UploadProgressEvent>(({ input, sendBack }) =>
          sendWithTus(settings, input.jobs, sendBack),
        ),
      },
      actions: {
        showNewPhotos: () => {
          navigate.current(routePath('photos'));
          library.reload();
          if (sortKey.current !== 'created')
            show({ messageKey: 'photos.upload.dateTakenHint', tone: 'info', durationMs: DATE_TAKEN_HINT_MS });
        },
      },
    });
  }, [auth, services, library, sortKey, navigate, show]);
}
