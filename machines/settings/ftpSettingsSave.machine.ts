// The FTP integration's callback settings (S0 §2 ftpIntegration, §3, §5, §7): the callback URL,
// valid only with http or https (DECISIONS 17: `ftp://` and `javascript:` are refused on the
// field), and the callback format, json or xml; saved on the customer record with
// PUT /customers/me, which replaces every editable field, so the body is the saved record with
// the two fields changed. Decision: an empty URL is allowed and means "no callbacks".
import type { Customer } from '@schemas/customer';
import { CallbackFormat } from '@schemas/customer';
import { httpUrl } from '@schemas/common';
import type { CustomerUpdate } from '@schemas/customerUpdate';
import { createFormSaveMachine, type FieldProblems, type FormValues } from './formSave';

export const FTP_FIELDS = ['callbackUrl', 'callbackFormat'] as const;
export type FtpField = (typeof FTP_FIELDS)[number];
/** The format a record without one is shown with (and saved with once a URL is given). */
export const DEFAULT_CALLBACK_FORMAT = 'json';

export const ftpSettingsOf = (customer: Customer): FormValues<FtpField> => ({
  callbackUrl: customer.callbackUrl ?? '',
  callbackFormat: customer.callbackFormat ?? DEFAULT_CALLBACK_FORMAT,
});

export function validateFtpSettings(form: FormValues<FtpField>): FieldProblems<FtpField> {
  const problems: FieldProblems<FtpField> = {};
  if (form.callbackUrl.trim() !== '' && !httpUrl.safeParse(form.callbackUrl).success) problems.callbackUrl = 'url';
  if (!CallbackFormat.safeParse(form.callbackFormat).success) problems.callbackFormat = 'invalid';
  return problems;
}

/** The PUT body: the saved record's editable fields with the callback's two changed. */
export function ftpSettingsUpdate(form: FormValues<FtpField>, saved: Customer): CustomerUpdate {
  const url = form.callbackUrl.trim();
  const format = CallbackFormat.safeParse(form.callbackFormat);
  return {
    firstName: saved.firstName,
    lastName: saved.lastName,
    phoneNumber: saved.phoneNumber,
    companyName: saved.companyName,
    vatNumber: saved.vatNumber,
    newsletter: saved.newsletter,
    callbackUrl: url === '' ? null : url,
    callbackFormat: url === '' ? null : format.success ? format.data : DEFAULT_CALLBACK_FORMAT,
  };
}

export const ftpSettingsSaveMachine = createFormSaveMachine<'ftpSettingsSave', FtpField, Customer>({
  id: 'ftpSettingsSave',
  description: 'Saves the FTP integration’s callback URL and format on the customer record.',
  formOf: ftpSettingsOf,
  validate: validateFtpSettings,
});

export type FtpSettingsSaveMachine = typeof ftpSettingsSaveMachine;
