import { useTranslation } from 'react-i18next';
import { useAuth } from '@/platform/auth/AuthContext';
import { useNavigateKeepingQuery } from '@/platform/navigation/useNavigateKeepingQuery';
import { usePublicLinks } from '@/platform/publicConfig/PublicConfigContext';
import { routePath } from '@/platform/routing/routes';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { ButtonRow } from '@/ui/ButtonRow';
import { Button } from '@/ui/Button';
import { buttonClass } from '@/ui/buttonClass';
import { Card } from '@/ui/Card';
import { PageTitle } from '@/ui/PageTitle';
import styles from './AccountPages.module.scss';

/**
 * The error page of a confirmation flow (S0 §8): title (the route's), message, a Try again button
 * that goes to the settings (the b2b settings for business users), and a link to customer care.
 */
function FlowErrorPage({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigateKeepingQuery();
  const { isBusiness } = useAuth();
  const customerCare = usePublicLinks()?.customerCare ?? null;
  return (
    <Card className={styles.narrow}>
      <PageTitle>{usePageTitle()}</PageTitle>
      <p className={styles.lead}>{t(messageKey)}</p>
      <ButtonRow>
        <Button onClick={() => navigate(routePath(isBusiness ? 'settingsB2b' : 'settings'))}>{t('errors.tryAgain')}</Button>
        {customerCare ? (
          <a href={customerCare} className={buttonClass('secondary')}>
            {t('errors.contactCustomerCare')}
          </a>
        ) : null}
      </ButtonRow>
    </Card>
  );
}

/** deleteAccountError: "Your account couldn’t be deleted". */
export function DeleteAccountErrorPage() {
  return <FlowErrorPage messageKey="errors.deleteAccount.message" />;
}

/** changeEmailError: "Your email wasn't changed". */
export function ChangeEmailErrorPage() {
  return <FlowErrorPage messageKey="errors.changeEmail.message" />;
}

/** doubleOptInConfirmationError: "Your subscription failed". */
export function SubscriptionErrorPage() {
  return <FlowErrorPage messageKey="errors.subscription.message" />;
}
