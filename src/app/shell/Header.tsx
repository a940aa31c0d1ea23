import { useTranslation } from 'react-i18next';
import { useBrand } from '@/platform/brand/BrandContext';
import { Link } from '@/platform/navigation/Link';
import styles from './Header.module.scss';

/** The header menu (S0 §2): brand name linking to the account home, and the account's e-mail. */
export function Header({ email }: { email: string | null }) {
  const { t } = useTranslation();
  const { brand } = useBrand();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <span className={styles.brandName}>{brand.brandName}</span> <span className={styles.area}>{t('shell.myAccount')}</span>
        </Link>
        {email ? (
          <p className={styles.account}>
            <span className="visually-hidden">{t('shell.signedInAs')} </span>
            {email}
          </p>
        ) : null}
      </div>
    </header>
  );
}
