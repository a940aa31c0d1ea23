import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { FtpSettingsSaveMachine } from '@machines/settings/ftpSettingsSave.machine';
import { CallbackFormat } from '@schemas/customer';
import { TextField } from '@/ui/TextField';
import { FormSaveStatus } from '../forms/FormSaveStatus';
import { useFocusFirstProblem } from '../forms/useFocusFirstProblem';
import { SaveButtons } from '../forms/SaveButtons';
import styles from '../SettingsPage.module.scss';

/**
 * The callback URL (http or https only) and format (json or xml) of the FTP integration. A URL the
 * service refuses (a 400 naming callbackUrl: a local, private or reserved address, which only the
 * service can tell) is said on the field itself, and what was typed stays.
 */
export function FtpSettingsForm({ actor }: { actor: ActorRefFrom<FtpSettingsSaveMachine> }) {
  const { t } = useTranslation();
  const form = useSelector(actor, (snapshot) => snapshot.context.form);
  const problems = useSelector(actor, (snapshot) => snapshot.context.problems);
  const failure = useSelector(actor, (snapshot) => (snapshot.hasTag('error') ? snapshot.context.failure : null));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const saved = useSelector(actor, (snapshot) => snapshot.matches('SuccessfulUpdate'));
  const urlProblem = problems.callbackUrl;

  const { formRef, focusFirstProblem } = useFocusFirstProblem();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'ftpSettingsSave.submit' });
    focusFirstProblem();
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label={t('settings.ftp.formTitle')}>
      <TextField
        label={t('settings.ftp.callbackUrl')}
        hint={t('settings.ftp.callbackUrlHint')}
        type="url"
        inputMode="url"
        autoComplete="url"
        value={form.callbackUrl}
        readOnly={busy}
        error={
          urlProblem === 'refused'
            ? t('settings.ftp.callbackUrlRefused')
            : urlProblem
              ? t(`settings.form.problems.${urlProblem}`)
              : undefined
        }
        onChange={(event) => actor.send({ type: 'ftpSettingsSave.edit', field: 'callbackUrl', value: event.target.value })}
      />
      <fieldset className={styles.choices}>
        <legend>{t('settings.ftp.callbackFormat')}</legend>
        {CallbackFormat.options.map((format) => (
          <label key={format}>
            <input
              type="radio"
              name="callbackFormat"
              value={format}
              checked={form.callbackFormat === format}
              disabled={busy}
              onChange={() => actor.send({ type: 'ftpSettingsSave.edit', field: 'callbackFormat', value: format })}
            />
            {t(`settings.ftp.formats.${format}`)}
          </label>
        ))}
      </fieldset>
      <FormSaveStatus failure={failure} saved={saved} savedText={t('settings.ftp.saved')} />
      <SaveButtons busy={busy} failed={failure !== null} backToSettings={false} />
    </form>
  );
}
