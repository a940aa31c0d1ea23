import { useActorRef, useSelector } from '@xstate/react';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmailChangeMachine } from '@/app/accountFlows/wiring';
import { useAuth } from '@/app/auth/AuthContext';
import { Link } from '@/app/navigation/Link';
import { routePath } from '@/app/routes';
import { usePageTitle } from '@/app/title/usePageTitle';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { buttonClass } from '@/ui/buttonClass';
import { Card } from '@/ui/Card';
import { Loader } from '@/ui/Loader';
import { PageTitle } from '@/ui/PageTitle';
import styles from './AccountFlows.module.scss';

/**
 * changeEmail and changeEmailB2b (S0 §2, §4): the current address, a field for the new one, and
 * the request's outcome: "check your inbox", or why it failed (in use, too many requests, other)
 * with a way back to the form. The machine is machines/emailChange.machine.ts.
 */
export function ChangeEmailPage() {
  const { t } = useTranslation();
  const { claims, isBusiness } = useAuth();
  const actor = useActorRef(useEmailChangeMachine());
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const { email, requestedEmail, validation, failure } = useSelector(actor, (snapshot) => snapshot.context);
  const inputId = useId();
  const errorId = useId();
  const settings = routePath(isBusiness ? 'settingsB2b' : 'settings');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'emailChange.submit' });
  };

  return (
    <>
      <PageTitle>{usePageTitle()}</PageTitle>
      <Card>
        {claims ? (
          <p className={styles.current}>
            {t('account.changeEmail.current')}: <strong>{claims.email}</strong>
          </p>
        ) : null}
        {state === 'request' || state === 'pending' ? (
          <form className={styles.form} onSubmit={submit} noValidate>
            <div className={styles.field}>
              <label htmlFor={inputId}>{t('account.changeEmail.newEmail')}</label>
              <input
                id={inputId}
                className={styles.input}
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                disabled={state === 'pending'}
                aria-invalid={validation !== null}
                aria-describedby={validation ? errorId : undefined}
                onChange={(event) => actor.send({ type: 'emailChange.edit', email: event.target.value })}
              />
              {validation ? (
                <p id={errorId} className={styles.fieldError}>
                  {t(`account.changeEmail.${validation}`)}
                </p>
              ) : null}
            </div>
            <div className={styles.actions}>
              <Button type="submit" disabled={state === 'pending'}>
                {t('account.changeEmail.submit')}
              </Button>
              <Link to={settings} className={buttonClass('secondary')}>
                {t('account.changeEmail.backToSettings')}
              </Link>
            </div>
            {state === 'pending' ? <Loader label={t('account.changeEmail.pending')} /> : null}
          </form>
        ) : null}
        {state === 'received' ? (
          <>
            <Alert tone="success" role="status">
              {t('account.changeEmail.received', { email: requestedEmail ?? email })}
            </Alert>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => actor.send({ type: 'emailChange.reset' })}>
                {t('account.changeEmail.another')}
              </Button>
              <Link to={settings} className={buttonClass('secondary')}>
                {t('account.changeEmail.backToSettings')}
              </Link>
            </div>
          </>
        ) : null}
        {state === 'failed' ? (
          <>
            <Alert tone="error" role="alert">
              {t(`account.changeEmail.${failure ?? 'other'}`)}
            </Alert>
            <div className={styles.actions}>
              <Button onClick={() => actor.send({ type: 'emailChange.reset' })}>{t('account.changeEmail.tryAgain')}</Button>
              <Link to={settings} className={buttonClass('secondary')}>
                {t('account.changeEmail.backToSettings')}
              </Link>
            </div>
          </>
        ) : null}
      </Card>
    </>
  );
}
