import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './SkipLink.module.scss';

/** "Skip to main content": moves focus to <main id="main"> without touching the URL. */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  };
  return (
    <a href="#main" className={styles.skip} onClick={skip}>
      {t('app.skipToContent')}
    </a>
  );
}
