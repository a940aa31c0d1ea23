import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountDeletionMachine } from './wiring/accountDeletion';
import { ButtonRow } from '@/ui/ButtonRow';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Loader } from '@/ui/Loader';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import styles from './SettingsPage.module.scss';

/**
 * "Delete account" on the settings page (S0 §4): an explanation, a button, an inline confirm step,
 * then "check your inbox"; the account goes once the mailed link is confirmed
 * (machines/account/accountDeletion.machine.ts).
 */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const actor = useFlowActor(useAccountDeletionMachine());
  const canStart = useSelector(actor, (snapshot) => snapshot.can({ type: 'accountDeletion.open' }));
  const requested = useSelector(actor, (snapshot) => snapshot.status === 'done');
  const pending = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId}>{t('account.deleteAccount.title')}</h2>
      <p>{t('account.deleteAccount.explanation')}</p>
      {canStart ? (
        <Button variant="secondary" onClick={() => actor.send({ type: 'accountDeletion.open' })}>
          {t('account.deleteAccount.start')}
        </Button>
      ) : null}
      {!canStart && !requested ? (
        <div role="group" aria-label={t('account.deleteAccount.title')} className={styles.confirm}>
          {failed ? (
            <Alert tone="error" role="alert">
              {t('account.deleteAccount.failed')}
            </Alert>
          ) : (
            <p>{t('account.deleteAccount.confirmQuestion')}</p>
          )}
          <ButtonRow>
            <Button onClick={() => actor.send({ type: 'accountDeletion.confirm' })} disabled={pending}>
              {failed ? t('account.deleteAccount.tryAgain') : t('account.deleteAccount.confirm')}
            </Button>
            <Button variant="secondary" disabled={pending} onClick={() => actor.send({ type: 'accountDeletion.cancel' })}>
              {t('account.deleteAccount.cancel')}
            </Button>
          </ButtonRow>
          {pending ? <Loader label={t('account.deleteAccount.pending')} /> : null}
        </div>
      ) : null}
      {requested ? (
        <Alert tone="success" role="status">
          {t('account.deleteAccount.requested')}
        </Alert>
      ) : null}
    </Card>
  );
}
