import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { RecordNote, RecordSection } from '@/ui/RecordSection';
import { ResourceSection } from '@/features/shared/resource/ResourceSection';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { PhotoArchivesTable } from './PhotoArchivesTable';
import { usePhotoArchivesMachine, useReloadWhenBuilt } from './wiring/photoArchives';

/**
 * The photo archives section (DECISIONS 8; S1 §7 GET /downloads): the archives the photo library's
 * downloads made, newest first (PhotoArchivesTable). A loader until the answer, the empty state, or
 * the load error with Try again. While one is being built the list follows the push socket.
 */
export function PhotoArchivesSection() {
  const { t } = useTranslation();
  const actor = useFlowActor(usePhotoArchivesMachine());
  const archives = useSelector(actor, (snapshot) => snapshot.context.data);
  useReloadWhenBuilt(actor, archives?.some((archive) => archive.state === 'building') ?? false);

  return (
    <RecordSection title={t('downloads.archives.title')}>
      {(headingId) => (
        <ResourceSection
          actor={actor}
          id="photoArchives"
          loadingLabel={t('downloads.archives.loading')}
          loadErrorKey="downloads.archives.loadError"
          retryLabel={t('downloads.archives.tryAgain')}
          isEmpty={(data) => data.length === 0}
          empty={<RecordNote>{t('downloads.archives.empty')}</RecordNote>}
          keepWhileLoading
        >
          {(data) => <PhotoArchivesTable archives={data} labelledBy={headingId} />}
        </ResourceSection>
      )}
    </RecordSection>
  );
}
