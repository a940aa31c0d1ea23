import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/ui/Card';
import styles from '@/ui/RecordSection.module.scss';
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
  const headingId = useId();
  const actor = useFlowActor(usePhotoArchivesMachine());
  const archives = useSelector(actor, (snapshot) => snapshot.context.data);
  useReloadWhenBuilt(actor, archives?.some((archive) => archive.state === 'building') ?? false);

  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('downloads.archives.title')}</h2>
      <ResourceSection
        actor={actor}
        id="photoArchives"
        loadingLabel={t('downloads.archives.loading')}
        loadErrorKey="downloads.archives.loadError"
        retryLabel={t('downloads.archives.tryAgain')}
        isEmpty={(data) => data.length === 0}
        empty={<p className={styles.note}>{t('downloads.archives.empty')}</p>}
        keepWhileLoading
      >
        {(data) => <PhotoArchivesTable archives={data} labelledBy={headingId} />}
      </ResourceSection>
    </Card>
  );
}
