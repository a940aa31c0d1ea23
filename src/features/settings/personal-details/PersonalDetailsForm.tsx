import { useSelector } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONSUMER_FIELDS,
  isOptionalPersonalDetail,
  PERSONAL_DETAILS_FIELDS,
  type PersonalDetailsField,
} from '@machines/settings/personalDetailsSave.machine';
import type { Customer } from '@schemas/customer';
import { TextField } from '@/ui/TextField';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { FormSaveStatus } from '../forms/FormSaveStatus';
import { useFocusFirstProblem } from '../forms/useFocusFirstProblem';
import { SaveButtons } from '../forms/SaveButtons';
import { usePersonalDetailsSaveMachine } from '../wiring/settingsMachines';
import styles from '../SettingsPage.module.scss';

const AUTOCOMPLETE: Record<PersonalDetailsField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  phoneNumber: 'tel',
  companyName: 'organization',
  vatNumber: 'off',
};

/**
 * The personal details form (machines/settings/personalDetailsSave.machine.ts); a business
 * account's has its company name and VAT number too. `onSaved` gets the record as saved (the shell's
 * customer record is refreshed with it).
 */
export function PersonalDetailsForm({ customer, onSaved }: { customer: Customer; onSaved: () => void }) {
  const { t } = useTranslation();
  const fields = customer.accountType === 'Business' ? PERSONAL_DETAILS_FIELDS : CONSUMER_FIELDS;
  const actor = useFlowActor(usePersonalDetailsSaveMachine(), { input: { saved: customer, fields } });
  useEffect(() => {
    const subscription = actor.on('personalDetailsSave.saved', onSaved);
    return () => subscription.unsubscribe();
  }, [actor, onSaved]);
  const form = useSelector(actor, (snapshot) => snapshot.context.form);
  const problems = useSelector(actor, (snapshot) => snapshot.context.problems);
  const failure = useSelector(actor, (snapshot) => (snapshot.hasTag('error') ? snapshot.context.failure : null));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const saved = useSelector(actor, (snapshot) => snapshot.matches('SuccessfulUpdate'));

  const { formRef, focusFirstProblem } = useFocusFirstProblem();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'personalDetailsSave.submit' });
    focusFirstProblem();
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label={t('settings.personalDetails.title')}>
      {fields.map((field) => {
        const problem = problems[field];
        return (
          <TextField
            key={field}
            label={t(`settings.personalDetails.fields.${field}`)}
            {...(isOptionalPersonalDetail(field) ? { hint: t('settings.form.optional') } : {})}
            value={form[field]}
            type={field === 'phoneNumber' ? 'tel' : 'text'}
            autoComplete={AUTOCOMPLETE[field]}
            readOnly={busy}
            required={!isOptionalPersonalDetail(field)}
            error={problem ? t(`settings.form.problems.${problem}`) : undefined}
            onChange={(event) => actor.send({ type: 'personalDetailsSave.edit', field, value: event.target.value })}
          />
        );
      })}
      <FormSaveStatus failure={failure} saved={saved} savedText={t('settings.personalDetails.saved')} />
      <SaveButtons busy={busy} failed={failure !== null} />
    </form>
  );
}
