import { useSelector } from '@xstate/react';
import { useEffect, useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetShareInput } from '@machines/widgets/widgetShare.machine';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { ButtonRow } from '@/ui/ButtonRow';
import { Card } from '@/ui/Card';
import { Loader } from '@/ui/Loader';
import { TextField } from '@/ui/TextField';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { TextAreaField } from './FieldControls';
import { useWidgetShareMachine } from './wiring/widgetPage';
import styles from './Widgets.module.scss';

/**
 * Share by e-mail (S0 §3, §5; DECISIONS 18; machines/widgets/widgetShare.machine.ts): the
 * recipient and a personal message (empty by default, no links), with the sender's name shown as
 * text: the mail goes out in the account's own name (or the shop's), never a name typed here. A
 * share that went out says to whom; a failure says why, keeps the form as typed and offers Try
 * again. What was typed is shown as text only.
 */
export function ShareSection({ input }: { input: WidgetShareInput }) {
  const { t } = useTranslation();
  const headingId = useId();
  const actor = useFlowActor(useWidgetShareMachine(), { input });
  // the vendor may come after the form is shown (the merchandise service answers after first paint)
  useEffect(() => {
    if (actor.getSnapshot().context.vendorId !== input.vendorId) actor.send({ type: 'widgetShare.vendor', vendorId: input.vendorId });
  }, [actor, input.vendorId]);
  const { form, errors, sentTo, failure, fromName } = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  const shared = useSelector(actor, (snapshot) => snapshot.can({ type: 'widgetShare.another' }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'widgetShare.submit' });
  };
  const fieldError = (field: keyof typeof errors) => (errors[field] ? t(`widgets.share.errors.${field}.${errors[field]}`) : null);

  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('widgets.share.title')}</h2>
      {shared ? (
        <>
          <Alert tone="success" role="status">
            {t('widgets.share.sent', { email: sentTo ?? '' })}
          </Alert>
          <ButtonRow>
            <Button variant="secondary" onClick={() => actor.send({ type: 'widgetShare.another' })}>
              {t('widgets.share.another')}
            </Button>
          </ButtonRow>
        </>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            label={t('widgets.share.recipient')}
            type="email"
            name="toEmailAddress"
            autoComplete="off"
            value={form.toEmailAddress}
            error={fieldError('toEmailAddress')}
            disabled={busy}
            onChange={(event) => actor.send({ type: 'widgetShare.edit', field: 'toEmailAddress', value: event.target.value })}
          />
          <p>{t('widgets.share.from', { name: fromName })}</p>
          <TextAreaField
            label={t('widgets.share.personalMessage')}
            name="personalMessage"
            rows={4}
            value={form.personalMessage}
            error={fieldError('personalMessage')}
            disabled={busy}
            onChange={(event) => actor.send({ type: 'widgetShare.edit', field: 'personalMessage', value: event.target.value })}
          />
          {failed ? (
            <Alert tone="error" role="alert">
              {t(`widgets.share.failed.${failure ?? 'other'}`)}
            </Alert>
          ) : null}
          <ButtonRow>
            <Button type="submit" disabled={busy}>
              {failed ? t('widgets.tryAgain') : t('widgets.share.submit')}
            </Button>
          </ButtonRow>
          {busy ? <Loader label={t('widgets.share.sending')} /> : null}
        </form>
      )}
    </Card>
  );
}
