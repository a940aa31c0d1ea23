import { useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FTP_FIELDS } from '@machines/settings/ftpSettingsSave.machine';
import type { Customer } from '@schemas/customer';
import { CALLBACK_TIMEOUT_MS } from '@schemas/tunables';
import { useCustomer } from '@/platform/customer/CustomerContext';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { PageTitle } from '@/ui/PageTitle';
import { CustomerGate } from '../CustomerGate';
import { SettingsSection } from '../SettingsSection';
import { useFtpSettingsSaveMachine } from '../wiring/settingsMachines';
import { FtpSettingsForm } from './FtpSettingsForm';
import { TestCallbackSection } from './TestCallbackSection';

/**
 * ftpIntegration (S0 §2, business only): the instructions, the callback settings saved on the
 * customer record, and test callbacks to the saved URL. Keyed by the account (the customer's id).
 */
export function FtpIntegrationPage() {
  return (
    <>
      <PageTitle>{usePageTitle()}</PageTitle>
      <CustomerGate>{(customer) => <FtpIntegration key={customer.id} customer={customer} />}</CustomerGate>
    </>
  );
}

function FtpIntegration({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const { reload } = useCustomer();
  const actor = useFlowActor(useFtpSettingsSaveMachine(), { input: { saved: customer, fields: FTP_FIELDS } });
  useEffect(() => {
    const subscription = actor.on('ftpSettingsSave.saved', reload);
    return () => subscription.unsubscribe();
  }, [actor, reload]);
  const savedUrl = useSelector(actor, (snapshot) => snapshot.context.saved.callbackUrl);
  const useReceiver = useCallback((url: string) => actor.send({ type: 'ftpSettingsSave.edit', field: 'callbackUrl', value: url }), [actor]);
  return (
    <>
      <SettingsSection title={t('settings.ftp.instructionsTitle')}>
        <p>{t('settings.ftp.instructions.upload')}</p>
        <p>{t('settings.ftp.instructions.callback')}</p>
        <p>{t('settings.ftp.instructions.answer', { seconds: CALLBACK_TIMEOUT_MS / 1000 })}</p>
        <p>{t('settings.ftp.instructions.signature')}</p>
      </SettingsSection>
      <SettingsSection title={t('settings.ftp.formTitle')}>
        <FtpSettingsForm actor={actor} />
      </SettingsSection>
      <TestCallbackSection savedUrl={savedUrl} onUseReceiver={useReceiver} />
    </>
  );
}
