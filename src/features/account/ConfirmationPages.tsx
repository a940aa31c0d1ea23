import { useTranslation } from 'react-i18next';
import {
  useAccountDeletionConfirmationMachine,
  useConfirmationParams,
  useDoubleOptInMachine,
  useEmailChangeConfirmationMachine,
} from '@/features/account/wiring/accountFlows';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { Card } from '@/ui/Card';
import { Loader } from '@/ui/Loader';
import { PageTitle } from '@/ui/PageTitle';
import styles from './AccountPages.module.scss';

/** What a confirmation page shows while its machine submits the token: the title and progress. */
function Confirming() {
  const { t } = useTranslation();
  return (
    <Card className={styles.narrow}>
      <PageTitle>{usePageTitle()}</PageTitle>
      <Loader label={t('account.confirming')} />
    </Card>
  );
}

/**
 * changeEmailConfirmation (S0 §2, behind the auth gate): submits `confirmation-token`; success signs
 * out to changeEmailSuccess, failure replaces the page with changeEmailError (the machine does both).
 */
export function ChangeEmailConfirmationPage() {
  const { token } = useConfirmationParams();
  useFlowActor(useEmailChangeConfirmationMachine(), { input: { token } });
  return <Confirming />;
}

/**
 * deleteAccountConfirmation (S0 §2, behind the auth gate): submits `confirmation-token`; success
 * signs out to accountDeleted, failure replaces the page with deleteAccountError.
 */
export function DeleteAccountConfirmationPage() {
  const { token } = useConfirmationParams();
  useFlowActor(useAccountDeletionConfirmationMachine(), { input: { token } });
  return <Confirming />;
}

/**
 * doubleOptInConfirmation (S0 §2, public): submits `confirmation-token` and `email` to the mail
 * gateway, then replaces the page with the success or the error route (DECISIONS 5).
 */
export function SubscriptionConfirmationPage() {
  const { token, email } = useConfirmationParams();
  useFlowActor(useDoubleOptInMachine(), { input: { token, email } });
  return <Confirming />;
}
