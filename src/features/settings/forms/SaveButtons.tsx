import { useTranslation } from 'react-i18next';
import { Link } from '@/platform/navigation/Link';
import { routePath } from '@/platform/routing/routes';
import { useAuth } from '@/platform/auth/AuthContext';
import { Button } from '@/ui/Button';
import { buttonClass } from '@/ui/buttonClass';
import { ButtonRow } from '@/ui/ButtonRow';

/**
 * A settings form's buttons: Save (Saving… while it goes, Try again after a failure) and, where the
 * form has its own page, the way back to the settings page (the business one for a business account).
 */
export function SaveButtons({ busy, failed, backToSettings = true }: { busy: boolean; failed: boolean; backToSettings?: boolean }) {
  const { t } = useTranslation();
  const { isBusiness } = useAuth();
  return (
    <ButtonRow>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t('settings.form.saving') : failed ? t('settings.tryAgain') : t('settings.form.save')}
      </Button>
      {backToSettings ? (
        <Link to={routePath(isBusiness ? 'settingsB2b' : 'settings')} className={buttonClass('secondary')}>
          {t('settings.backToSettings')}
        </Link>
      ) : null}
    </ButtonRow>
  );
}
