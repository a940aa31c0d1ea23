import { useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentPurpose } from '@schemas/consent';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { dialogStack } from '@/platform/dialogs/dialogStack';
import type { ConsentActor } from '@/platform/consent/createConsent';
import styles from './ConsentDialog.module.scss';

const DIALOG_ID = 'cookieConsent';
const PURPOSES: readonly ConsentPurpose[] = ['analytics', 'marketing'];

/**
 * The cookie consent dialog (S0 §1, §3): what the cookies are for, a switch per purpose, and the
 * three ways to decide. "Reject all" and "Accept all" are the same kind of button, side by side,
 * in the same size and colour: refusing is as easy and as visible as accepting (EDPB cookie-banner
 * report 2023). On a first visit and after an expired choice it has no close button and Escape does
 * nothing: the customer decides, one click either way. Reopened from the shell it can be closed,
 * leaving the stored choice as it was. It sits in the one dialog stack so that the page beneath
 * (the photo preview's Escape) knows a dialog is open.
 */
export function ConsentDialog({ consent }: { consent: ConsentActor }) {
  const { t } = useTranslation();
  const closable = useSelector(consent, (snapshot) => snapshot.hasTag('closable'));
  const draft = useSelector(consent, (snapshot) => snapshot.context.draft);
  const descriptionId = useId();

  useEffect(() => {
    dialogStack.send({ type: 'dialogStack.open', id: DIALOG_ID, dismissible: { escape: false, overlay: false } });
    return () => dialogStack.send({ type: 'dialogStack.close', id: DIALOG_ID });
  }, []);

  const close = () => {
    if (consent.getSnapshot().can({ type: 'cookieConsent.close' })) consent.send({ type: 'cookieConsent.close' });
  };

  return (
    <Dialog
      open
      title={t('consent.title')}
      description={t('consent.intro')}
      {...(closable ? { closeLabel: t('consent.close') } : {})}
      onEscape={close}
      onOverlayClick={() => undefined}
      onClose={close}
    >
      <fieldset className={styles.purposes} aria-describedby={descriptionId}>
        <legend className="visually-hidden">{t('consent.purposes')}</legend>
        <p id={descriptionId} className={styles.essential}>
          {t('consent.essential')}
        </p>
        {PURPOSES.map((purpose) => (
          <Purpose
            key={purpose}
            purpose={purpose}
            checked={draft[purpose]}
            onToggle={() => consent.send({ type: 'cookieConsent.toggle', purpose })}
          />
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button className={styles.equal} onClick={() => consent.send({ type: 'cookieConsent.rejectAll' })}>
          {t('consent.rejectAll')}
        </Button>
        <Button className={styles.equal} onClick={() => consent.send({ type: 'cookieConsent.acceptAll' })}>
          {t('consent.acceptAll')}
        </Button>
      </div>
      <div className={styles.save}>
        <Button variant="secondary" onClick={() => consent.send({ type: 'cookieConsent.save' })}>
          {t('consent.save')}
        </Button>
      </div>
    </Dialog>
  );
}

function Purpose({ purpose, checked, onToggle }: { purpose: ConsentPurpose; checked: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.purpose}>
      <input id={id} type="checkbox" role="switch" checked={checked} onChange={onToggle} aria-describedby={`${id}-text`} />
      <div>
        <label htmlFor={id} className={styles.label}>
          {t(`consent.${purpose}`)}
        </label>
        <p id={`${id}-text`} className={styles.text}>
          {t(`consent.${purpose}Text`)}
        </p>
      </div>
    </div>
  );
}
