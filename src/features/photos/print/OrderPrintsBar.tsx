import { useSelector } from '@xstate/react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { RetryAlert } from '@/ui/RetryAlert';
import type { PrintHandoffActor } from './wiring/printHandoff';
import styles from './Print.module.scss';

/**
 * The order-prints bar (S1 §2 Modals; §8; DECISIONS 27): 'Selecting your photos...' while the
 * photos are looked at, then 'Next: Customise {amount} photo prints' (off at 0 photos), the
 * photos too small for a good print named (the customer may still go on), and on a failed
 * transfer 'Error transferring photos. Try again.' with Try again. Cancel closes it.
 */
export function OrderPrintsBar({ actor }: { actor: PrintHandoffActor }) {
  const { t } = useTranslation();
  const shown = useSelector(actor, (snapshot) => snapshot.hasTag('bar'));
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  const canConfirm = useSelector(actor, (snapshot) => snapshot.can({ type: 'printHandoff.confirm' }));
  const amount = useSelector(actor, (snapshot) => snapshot.context.photoIds.length);
  const tooSmall = useSelector(actor, (snapshot) => snapshot.context.tooSmall);
  if (!shown) return null;
  const confirm = () => actor.send({ type: 'printHandoff.confirm' });
  return createPortal(
    <section className={styles.bar} aria-label={t('photos.print.barLabel')} data-order-prints-bar>
      {failed ? (
        <RetryAlert retryLabel={t('photos.print.tryAgain')} onRetry={confirm}>
          <p className={styles.notice}>{t('photos.print.error')}</p>
        </RetryAlert>
      ) : null}
      {!loading && tooSmall.length > 0 ? (
        <Alert tone="warning" role="status">
          <p className={styles.notice}>{t('photos.print.tooSmall', { count: tooSmall.length })}</p>
          <ul className={styles.names} aria-label={t('photos.print.tooSmallList')}>
            {tooSmall.map((photo) => (
              <li key={photo.imageId} data-too-small={photo.imageId}>
                {photo.name}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => actor.send({ type: 'printHandoff.close' })}>
          {t('photos.print.cancel')}
        </Button>
        <Button variant="primary" onClick={confirm} disabled={loading || !canConfirm}>
          {loading ? t('photos.print.selecting') : t('photos.print.next', { amount })}
        </Button>
      </div>
    </section>,
    document.body,
  );
}
