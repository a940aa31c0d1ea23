import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/Button';
import { Loader } from '@/ui/Loader';
import { RetryAlert } from '@/ui/RetryAlert';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { useActivationImportMachine } from './wiring/activationImport';
import styles from './ActivationImportFlow.module.scss';

/**
 * The activation import's flow (S1 §4 Activation; docs/PHOTOS.md "Activation import"): for a library
 * that is not active yet, in place of the empty library, the offer to import the photos of past
 * orders; while the import runs, the in-progress state; a failure's message with Try again. Nothing
 * for an active library. `empty` is what shows when nothing of the import does (the empty library's
 * text, when the library is empty). Shown by `ActivationImport`, which loads this code when idle.
 */
export function ActivationImportFlow({ empty }: { empty: ReactNode }) {
  const { t } = useTranslation();
  const actor = useFlowActor(useActivationImportMachine());
  const checking = useSelector(actor, (s) => s.hasTag('loading'));
  const offered = useSelector(actor, (s) => s.hasTag('offer'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const importing = useSelector(actor, (s) => s.hasTag('importing'));
  const startFailed = useSelector(actor, (s) => s.matches('startFailed'));
  const importFailed = useSelector(actor, (s) => s.matches('importFailed'));
  const start = () => {
    if (actor.getSnapshot().can({ type: 'activationImport.start' })) actor.send({ type: 'activationImport.start' });
  };

  if (importing) {
    return (
      <section className={styles.panel} aria-labelledby="activation-importing-title">
        <h2 id="activation-importing-title" className={styles.title}>
          {t('photos.activation.importingTitle')}
        </h2>
        <Loader label={t('photos.activation.importingText')} />
      </section>
    );
  }
  // while the status is asked, neither the offer nor the empty library (one of them replaces the other)
  if (checking) return null;
  if (!offered) return empty;
  return (
    <section className={styles.panel} aria-labelledby="activation-offer-title">
      <h2 id="activation-offer-title" className={styles.title}>
        {t('photos.activation.title')}
      </h2>
      <p className={styles.text}>{t('photos.activation.text')}</p>
      {startFailed || importFailed ? (
        <RetryAlert retryLabel={t('photos.activation.tryAgain')} onRetry={start} className={styles.error}>
          <p>{t(startFailed ? 'photos.activation.startFailed' : 'photos.activation.importFailed')}</p>
        </RetryAlert>
      ) : (
        <Button onClick={start} aria-disabled={busy || undefined}>
          {busy ? t('photos.activation.starting') : t('photos.activation.start')}
        </Button>
      )}
    </section>
  );
}
