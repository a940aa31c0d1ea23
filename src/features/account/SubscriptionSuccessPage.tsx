import { useTranslation } from 'react-i18next';
import { usePublicLinks } from '@/platform/publicConfig/PublicConfigContext';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { ButtonRow } from '@/ui/ButtonRow';
import { buttonClass } from '@/ui/buttonClass';
import { Card } from '@/ui/Card';
import { PageTitle } from '@/ui/PageTitle';
import styles from './AccountPages.module.scss';

/** doubleOptInConfirmationSuccess (public, S0 §2): "Success!", the message, on to the storefront. */
export function SubscriptionSuccessPage() {
  const { t } = useTranslation();
  const storefront = usePublicLinks()?.storefront ?? null;
  return (
    <Card className={styles.narrow}>
      <PageTitle>{usePageTitle()}</PageTitle>
      <p className={styles.lead}>{t('account.subscriptionSuccess.message')}</p>
      {storefront ? (
        <ButtonRow>
          <a href={storefront} className={buttonClass('primary')}>
            {t('account.continueToStorefront')}
          </a>
        </ButtonRow>
      ) : null}
    </Card>
  );
}
