import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/platform/navigation/Link';
import { usePublicLinks } from '@/platform/publicConfig/PublicConfigContext';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { buttonClass } from '@/ui/buttonClass';
import { Card } from '@/ui/Card';
import { PageTitle } from '@/ui/PageTitle';
import styles from './AccountPages.module.scss';

/**
 * accountDeleted (public, S0 §2): the title, what was deleted, and two panels: create an account
 * (to home, which starts a sign-in where an account can be made) and view products (all-products link).
 */
export function AccountDeletedPage() {
  const { t } = useTranslation();
  const allProducts = usePublicLinks()?.allProducts ?? null;
  const createId = useId();
  const productsId = useId();
  return (
    <>
      <PageTitle>{usePageTitle()}</PageTitle>
      <p className={styles.lead}>{t('account.deleted.message')}</p>
      <div className={styles.panels}>
        <Card as="section" aria-labelledby={createId} className={styles.panel}>
          <h2 id={createId}>{t('account.deleted.createTitle')}</h2>
          <p>{t('account.deleted.createText')}</p>
          <Link to="/" className={buttonClass('primary')}>
            {t('account.deleted.createAction')}
          </Link>
        </Card>
        {allProducts ? (
          <Card as="section" aria-labelledby={productsId} className={styles.panel}>
            <h2 id={productsId}>{t('account.deleted.productsTitle')}</h2>
            <p>{t('account.deleted.productsText')}</p>
            <a href={allProducts} className={buttonClass('secondary')}>
              {t('account.deleted.productsAction')}
            </a>
          </Card>
        ) : null}
      </div>
    </>
  );
}
