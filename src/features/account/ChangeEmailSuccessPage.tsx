import { useTranslation } from 'react-i18next';
import { Link } from '@/platform/navigation/Link';
import { usePublicLinks } from '@/platform/publicConfig/PublicConfigContext';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { ButtonRow } from '@/ui/ButtonRow';
import { buttonClass } from '@/ui/buttonClass';
import { Card } from '@/ui/Card';
import { PageTitle } from '@/ui/PageTitle';
import styles from './AccountPages.module.scss';

/** changeEmailSuccess (public, S0 §2): sign in again with the new address, or go to the storefront. */
export function ChangeEmailSuccessPage() {
  const { t } = useTranslation();
  const storefront = usePublicLinks()?.storefront ?? null;
  return (
    <Card className={styles.narrow}>
      <PageTitle>{usePageTitle()}</PageTitle>
      <p className={styles.lead}>{t('account.changeEmailSuccess.message')}</p>
      <ButtonRow>
        <Link to="/" className={buttonClass('primary')}>
          {t('account.changeEmailSuccess.logIn')}
        </Link>
        {storefront ? (
          <a href={storefront} className={buttonClass('secondary')}>
            {t('account.continueToStorefront')}
          </a>
        ) : null}
      </ButtonRow>
    </Card>
  );
}
