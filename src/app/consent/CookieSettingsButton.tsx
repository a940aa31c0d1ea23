import { useTranslation } from 'react-i18next';
import { useConsentActor } from '@/platform/consent/ConsentContext';
import styles from './CookieSettingsButton.module.scss';

/** Reopens the cookie consent dialog (in the shell's footer) to change the stored choice. */
export function CookieSettingsButton() {
  const { t } = useTranslation();
  const consent = useConsentActor();
  if (!consent) return null;
  return (
    <button type="button" className={styles.link} aria-haspopup="dialog" onClick={() => consent.send({ type: 'cookieConsent.reopen' })}>
      {t('consent.settings')}
    </button>
  );
}
