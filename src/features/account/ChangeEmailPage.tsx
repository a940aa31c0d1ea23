import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmailChangeMachine } from '@/features/account/wiring/accountFlows';
import { useAuth } from '@/platform/auth/AuthContext';
import { Link } from '@/platform/navigation/Link';
import { routePath } from '@/platform/routing/routes';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { buttonClass } from '@/ui/buttonClass';
import { ButtonRow } from '@/ui/ButtonRow';
import { Card } from '@/ui/Card';
import { Loader } from '@/ui/Loader';
import { PageTitle } from '@/ui/PageTitle';
import { TextField } from '@/ui/TextField';
import styles from './AccountFlows.module.scss';

/**
 * changeEmail and changeEmailB2b (S0 §2, §4): the current address, a field for the new one, and
 * the request's outcome: "check your inbox", or why it failed (in use, too many requests, other)
 * with a way back to the form. The machine is machines/account/emailChange.machine.ts.
 */
export function ChangeEmailPage() {
  const { t } = useTranslation();
  const { claims, isBusiness } = useAuth();
  const actor = useFlowActor(useEmailChangeMachine());
  const editing = useSelector(actor, (snapshot) => snapshot.matches('request') || snapshot.matches('pending'));
  const pending = useSelector(actor, (snapshot) => snapshot.matches('pending'));
  const received = useSelector(actor, (snapshot) => snapshot.matches('received'));
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'));
  const { email, requestedEmail, validation, failure } = useSelector(actor, (snapshot) => snapshot.context);
  const settings = routePath(isBusiness ? 'settingsB2b' : 'settings');

  const backToSettings = (
    <Link to={settings} className={buttonClass('secondary')}>
      {t('account.changeEmail.backToSettings')}
    </Link>
  );

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
        {editing ? (
          <form className={styles.form} onSubmit={submit} noValidate>
            <TextField
              label={t('account.changeEmail.newEmail')}
              error={validation ? t(`account.changeEmail.${validation}`) : null}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              disabled={pending}
              onChange={(event) => actor.send({ type: 'emailChange.edit', email: event.target.value })}
            />
            <ButtonRow>
              <Button type="submit" disabled={pending}>
                {t('account.changeEmail.submit')}
              </Button>
              {backToSettings}
            </ButtonRow>
            {pending ? <Loader label={t('account.changeEmail.pending')} /> : null}
          </form>
        ) : null}
        {received || failed ? (
          <>
            {received ? (
              <Alert tone="success" role="status">
                {t('account.changeEmail.received', { email: requestedEmail ?? email })}
              </Alert>
            ) : (
              <Alert tone="error" role="alert">
                {t(`account.changeEmail.${failure ?? 'other'}`)}
              </Alert>
            )}
            <ButtonRow>
              {/* after a request: another one (secondary); after a failure: try again (the main action) */}
              <Button variant={received ? 'secondary' : 'primary'} onClick={() => actor.send({ type: 'emailChange.reset' })}>
                {received ? t('account.changeEmail.another') : t('account.changeEmail.tryAgain')}
              </Button>
              {backToSettings}
            </ButtonRow>
          </>
        ) : null}
      </Card>
    </>
  );
}
