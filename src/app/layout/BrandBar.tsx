import { useTranslation } from 'react-i18next';
import { useBrand } from '@/platform/brand/BrandContext';
import styles from './BrandBar.module.scss';

/** The plain brand bar of the standalone pages (no menu, no account: these pages may be public). */
export function BrandBar() {
  const { t } = useTranslation();
  const { brand } = useBrand();
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <span className={styles.brandName}>{brand.brandName}</span> <span className={styles.area}>{t('shell.myAccount')}</span>
      </div>
    </header>
  );
}
