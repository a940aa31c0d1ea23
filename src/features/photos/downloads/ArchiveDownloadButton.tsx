import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ArchiveRequest } from '@machines/photos/downloads/archiveDownload.machine';
import type { useArchiveDownloadActor } from '@/features/photos/wiring/archiveDownloadWiring';
import { Button } from '@/ui/Button';
import { RetryAlert } from '@/ui/RetryAlert';
import styles from './PhotoDownload.module.scss';

export interface ArchiveDownloadButtonProps {
  readonly actor: ReturnType<typeof useArchiveDownloadActor>;
  /** what Download asks for: the selection as the view names it */
  readonly request: ArchiveRequest;
}

/**
 * Download with 2 to 100 photos selected (S1 §2 Photos page bulk actions, §4 Archive download): asks
 * for the archive; while it is asked for and built the button says so and cannot start another.
 * The progress and its end are toasts (the machine's); a create call that failed shows 'Error: Your
 * photos could not be downloaded' with Try again under the toolbar, the selection staying.
 */
export function ArchiveDownloadButton({ actor, request }: ArchiveDownloadButtonProps) {
  const { t } = useTranslation();
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  return (
    <>
      <Button
        variant="secondary"
        aria-disabled={busy}
        aria-busy={busy}
        onClick={() => {
          if (!busy) actor.send({ type: 'archiveDownload.start', request });
        }}
      >
        {busy ? t('photos.archive.preparing') : t('photos.download.download')}
      </Button>
      {failed ? (
        <RetryAlert
          className={styles.archiveError}
          retryLabel={t('photos.download.tryAgain')}
          onRetry={() => actor.send({ type: 'archiveDownload.retry' })}
        >
          <p>{t('photos.archive.failed')}</p>
        </RetryAlert>
      ) : null}
    </>
  );
}
