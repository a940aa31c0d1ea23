import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { Card } from '@/ui/Card';
import { Loader } from '@/ui/Loader';
import { PageTitle } from '@/ui/PageTitle';
import { FormSaveStatus } from '../forms/FormSaveStatus';
import { SaveButtons } from '../forms/SaveButtons';
import { RetryAlert } from '@/ui/RetryAlert';
import { usePaymentMethodChangeMachine } from '../wiring/settingsMachines';
import { useSignedInKey } from '../wiring/signedInKey';
import { StoredCardText } from './StoredCardText';
import styles from '../SettingsPage.module.scss';

/**
 * paymentMethod (S0 §2; fields ours, schemas/paymentMethods.ts): the methods the customer's
 * channel offers as radio buttons with the preferred one picked (the card one names the stored
 * card), saved with PUT …/payment-methods/preferred. Keyed by the signed-in account.
 */
export function PaymentMethodPage() {
  return (
    <>
      <PageTitle>{usePageTitle()}</PageTitle>
      <PaymentMethodForm key={useSignedInKey()} />
    </>
  );
}

function PaymentMethodForm() {
  const { t } = useTranslation();
  const actor = useFlowActor(usePaymentMethodChangeMachine());
  const methods = useSelector(actor, (snapshot) => snapshot.context.methods);
  const chosen = useSelector(actor, (snapshot) => snapshot.context.chosen);
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const loadFailed = useSelector(actor, (snapshot) => snapshot.can({ type: 'paymentMethodChange.retry' }));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const saveFailed = useSelector(actor, (snapshot) => snapshot.matches('RequestFailed'));
  const saved = useSelector(actor, (snapshot) => snapshot.matches('SuccessfulUpdate'));

  if (loading) return <Loader label={t('settings.paymentMethod.loading')} />;
  if (loadFailed || !methods) {
    return (
      <RetryAlert retryLabel={t('settings.tryAgain')} onRetry={() => actor.send({ type: 'paymentMethodChange.retry' })}>
        <p>{t('settings.paymentMethod.loadError')}</p>
      </RetryAlert>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'paymentMethodChange.submit' });
  };

  return (
    <Card className={styles.section}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.choices}>
          <legend>{t('settings.paymentMethod.choose')}</legend>
          {methods.available.map((code) => (
            <label key={code}>
              <input
                type="radio"
                name="preferredPaymentMethod"
                value={code}
                checked={chosen === code}
                onChange={() => actor.send({ type: 'paymentMethodChange.choose', code })}
              />
              <span>
                {t(`settings.paymentMethod.methods.${code}`)}
                {code === 'card' && methods.storedCard ? (
                  <>
                    {' — '}
                    <StoredCardText card={methods.storedCard} />
                  </>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
        <p className={styles.hint}>{t('settings.paymentMethod.hint')}</p>
        <FormSaveStatus failure={saveFailed ? 'other' : null} saved={saved} savedText={t('settings.paymentMethod.saved')} />
        <SaveButtons busy={busy} failed={saveFailed} />
      </form>
    </Card>
  );
}
