import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { isDelivered, type CallbackDelivery } from '@schemas/callbacks';
import { Button } from '@/ui/Button';
import { Loader } from '@/ui/Loader';
import { RetryAlert } from '@/ui/RetryAlert';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { SettingsSection } from '../SettingsSection';
import { useTestCallbackMachine } from '../wiring/settingsMachines';
import { dateTimeFormat } from '@/platform/i18n/intl';
import styles from '../SettingsPage.module.scss';

/**
 * Test callbacks (machines/settings/testCallback.machine.ts; decisions in schemas/callbacks.ts):
 * the signing secret, Send a test callback to the saved URL, and the last deliveries with their
 * status or error. `savedUrl` is the URL as saved (not as typed); `onUseReceiver` puts the
 * service's test receiver in the form.
 */
export function TestCallbackSection({ savedUrl, onUseReceiver }: { savedUrl: string | null; onUseReceiver: (url: string) => void }) {
  const { t } = useTranslation();
  const actor = useFlowActor(useTestCallbackMachine());
  const { signingSecret, deliveries, last, testReceiverUrl } = useSelector(actor, (snapshot) => snapshot.context);
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const loadFailed = useSelector(actor, (snapshot) => snapshot.can({ type: 'testCallback.reload' }));
  const sending = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const sendFailed = useSelector(actor, (snapshot) => snapshot.hasTag('error') && !snapshot.can({ type: 'testCallback.reload' }));

  return (
    <SettingsSection title={t('settings.ftp.test.title')}>
      {loading ? <Loader label={t('settings.ftp.test.loading')} /> : null}
      {loadFailed ? (
        <RetryAlert retryLabel={t('settings.tryAgain')} onRetry={() => actor.send({ type: 'testCallback.reload' })}>
          <p>{t('settings.ftp.test.loadError')}</p>
        </RetryAlert>
      ) : null}
      {signingSecret ? (
        <>
          <p>{t('settings.ftp.test.secretIntro')}</p>
          <dl className={styles.facts}>
            <dt>{t('settings.ftp.test.secret')}</dt>
            <dd className={styles.code}>{signingSecret}</dd>
          </dl>
          {testReceiverUrl ? (
            <p>
              {t('settings.ftp.test.receiver')} <span className={styles.code}>{testReceiverUrl}</span>{' '}
              <Button variant="secondary" onClick={() => onUseReceiver(testReceiverUrl)}>
                {t('settings.ftp.test.useReceiver')}
              </Button>
            </p>
          ) : null}
          {savedUrl ? (
            <p>
              {t('settings.ftp.test.sendsTo')} <span className={styles.code}>{savedUrl}</span>
            </p>
          ) : (
            <p>{t('settings.ftp.test.noUrl')}</p>
          )}
          <div>
            <Button
              variant="secondary"
              disabled={!savedUrl || sending}
              aria-busy={sending}
              onClick={() => actor.send({ type: 'testCallback.send' })}
            >
              {sending ? t('settings.ftp.test.sending') : t('settings.ftp.test.send')}
            </Button>
          </div>
        </>
      ) : null}
      {sendFailed ? (
        <RetryAlert retryLabel={t('settings.tryAgain')} onRetry={() => actor.send({ type: 'testCallback.send' })}>
          <p>{t('settings.ftp.test.sendError')}</p>
        </RetryAlert>
      ) : null}
      <div role="status">{last && !sending ? <p>{outcomeText(t, last)}</p> : null}</div>
      {signingSecret ? <DeliveryList deliveries={deliveries} /> : null}
    </SettingsSection>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function resultText(t: Translate, delivery: CallbackDelivery): string {
  if (delivery.status !== null) return t('settings.ftp.test.status', { status: delivery.status });
  return t(`settings.ftp.test.errors.${delivery.error ?? 'network'}`);
}

function outcomeText(t: Translate, delivery: CallbackDelivery): string {
  return isDelivered(delivery)
    ? t('settings.ftp.test.delivered', { result: resultText(t, delivery) })
    : t('settings.ftp.test.notDelivered', { result: resultText(t, delivery) });
}

function DeliveryList({ deliveries }: { deliveries: readonly CallbackDelivery[] }) {
  const { t, i18n } = useTranslation();
  const format = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <>
      <h3>{t('settings.ftp.test.deliveries')}</h3>
      {deliveries.length === 0 ? (
        <p>{t('settings.ftp.test.noDeliveries')}</p>
      ) : (
        <ul className={styles.deliveries} aria-label={t('settings.ftp.test.deliveries')}>
          {deliveries.map((delivery) => (
            <li key={delivery.id}>
              <dl className={styles.facts}>
                <dt>{t('settings.ftp.test.sentAt')}</dt>
                <dd>
                  <time dateTime={delivery.sentAt}>{format.format(new Date(delivery.sentAt))}</time>
                </dd>
                <dt>{t('settings.ftp.test.url')}</dt>
                <dd className={styles.code}>{delivery.url}</dd>
                <dt>{t('settings.ftp.test.result')}</dt>
                <dd>{isDelivered(delivery) ? t('settings.ftp.test.ok', { result: resultText(t, delivery) }) : resultText(t, delivery)}</dd>
                <dt>{t('settings.ftp.test.duration')}</dt>
                <dd>{t('settings.ftp.test.ms', { count: delivery.durationMs })}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
