import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/platform/navigation/Link';
import { routePath } from '@/platform/routing/routes';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { buttonClass } from '@/ui/buttonClass';
import { Loader } from '@/ui/Loader';
import { RetryAlert } from '@/ui/RetryAlert';
import { SettingsSection } from '../SettingsSection';
import { usePaymentMethodChangeMachine } from '../wiring/settingsMachines';
import { StoredCardText } from './StoredCardText';
import styles from '../SettingsPage.module.scss';

/**
 * The settings page's payment method: the preferred method and the stored card, read with the
 * payment method machine (its change is on its own page), and the way to change them.
 */
export function PaymentMethodSection() {
  const { t } = useTranslation();
  const actor = useFlowActor(usePaymentMethodChangeMachine());
  const methods = useSelector(actor, (snapshot) => snapshot.context.methods);
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const failed = useSelector(actor, (snapshot) => snapshot.can({ type: 'paymentMethodChange.retry' }));
  return (
    <SettingsSection title={t('settings.paymentMethod.title')}>
      {loading ? <Loader label={t('settings.paymentMethod.loading')} /> : null}
      {failed ? (
        <RetryAlert retryLabel={t('settings.tryAgain')} onRetry={() => actor.send({ type: 'paymentMethodChange.retry' })}>
          <p>{t('settings.paymentMethod.loadError')}</p>
        </RetryAlert>
      ) : null}
      {methods ? (
        <dl className={styles.facts}>
          <dt>{t('settings.paymentMethod.preferred')}</dt>
          <dd>
            {methods.preferred ? t(`settings.paymentMethod.methods.${methods.preferred}`) : t('settings.paymentMethod.nonePreferred')}
          </dd>
          <dt>{t('settings.paymentMethod.storedCard')}</dt>
          <dd>{methods.storedCard ? <StoredCardText card={methods.storedCard} /> : t('settings.paymentMethod.noStoredCard')}</dd>
        </dl>
      ) : null}
      <Link to={routePath('paymentMethod')} className={buttonClass('secondary')}>
        {t('settings.paymentMethod.change')}
      </Link>
    </SettingsSection>
  );
}
