import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@schemas/customer';
import { RetryAlert } from '@/ui/RetryAlert';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { SettingsSection } from '../SettingsSection';
import { useNewsletterToggleMachine } from '../wiring/settingsMachines';
import styles from '../SettingsPage.module.scss';

/**
 * The newsletter switch (machines/settings/newsletterToggle.machine.ts): a checkbox saved as soon
 * as it changes. While saving it shows the choice and says so; after a failure the choice stays
 * with the error and Try again.
 */
export function NewsletterSection({ customer, onSaved }: { customer: Customer; onSaved: () => void }) {
  const { t } = useTranslation();
  const actor = useFlowActor(useNewsletterToggleMachine(), { input: { subscribed: customer.newsletter } });
  useEffect(() => {
    const subscription = actor.on('newsletter.saved', onSaved);
    return () => subscription.unsubscribe();
  }, [actor, onSaved]);
  const checked = useSelector(actor, (snapshot) => snapshot.context.wanted ?? snapshot.context.subscribed);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  return (
    <SettingsSection title={t('settings.newsletter.title')}>
      <div className={styles.choices}>
        <label>
          <input
            type="checkbox"
            checked={checked}
            aria-busy={busy}
            onChange={(event) => actor.send({ type: 'newsletterToggle.set', subscribed: event.target.checked })}
          />
          {t('settings.newsletter.label')}
        </label>
      </div>
      <p className={styles.hint}>{t('settings.newsletter.hint')}</p>
      <div aria-live="polite">{busy ? <p>{t('settings.form.saving')}</p> : null}</div>
      {failed ? (
        <RetryAlert retryLabel={t('settings.tryAgain')} onRetry={() => actor.send({ type: 'newsletterToggle.retry' })}>
          <p>{t('settings.newsletter.failed')}</p>
        </RetryAlert>
      ) : null}
    </SettingsSection>
  );
}
