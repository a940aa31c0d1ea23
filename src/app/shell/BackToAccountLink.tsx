import { useTranslation } from 'react-i18next';
import { Link } from '@/platform/navigation/Link';
import styles from './BackToAccountLink.module.scss';

/** Small screens: the way back to the account home, where the menu is (DECISIONS 14). */
export function BackToAccountLink() {
  const { t } = useTranslation();
  return (
    <p className={styles.back}>
      <Link to="/">
        <span aria-hidden="true">← </span>
        {t('shell.backToAccount')}
      </Link>
    </p>
  );
}
