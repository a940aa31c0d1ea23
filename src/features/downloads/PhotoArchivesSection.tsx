import { useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/ui/Card';
import { Loader } from '@/ui/Loader';
import styles from '@/ui/RecordSection.module.scss';
import { RetryAlert } from '@/ui/RetryAlert';
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
  useEffect(() => {
    if (actor.getSnapshot().matches('NotRequested')) actor.send({ type: 'photoArchives.load' });
  }, [actor]);
  const loading = useSelector(actor, (snapshot) => snapshot.matches('NotRequested') || snapshot.matches('InProgress'));
  const failed = useSelector(actor, (snapshot) => snapshot.matches('Failed'));
  const archives = useSelector(actor, (snapshot) => snapshot.context.data);
  const errorKey = useSelector(actor, (snapshot) => snapshot.context.errorKey);
  useReloadWhenBuilt(actor, archives?.some((archive) => archive.state === 'building') ?? false);

  let body;
  if (failed) {
    body = (
      <RetryAlert retryLabel={t('downloads.archives.tryAgain')} onRetry={() => actor.send({ type: 'photoArchives.reload' })}>
        <p>{t(errorKey ?? 'downloads.archives.loadError')}</p>
      </RetryAlert>
    );
  } else if (archives === null || (loading && archives.length === 0)) {
    body = <Loader label={t('downloads.archives.loading')} />;
  } else if (archives.length === 0) {
    body = <p className={styles.note}>{t('downloads.archives.empty')}</p>;
  } else {
    body = <PhotoArchivesTable archives={archives} labelledBy={headingId} />;
  }

  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('downloads.archives.title')}</h2>
      {body}
    </Card>
  );
}
