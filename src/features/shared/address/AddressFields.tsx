import { useId, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_FORM_FIELDS, type AddressFieldErrors, type AddressForm, type AddressFormField } from '@machines/shared/addressForm';
import { regionName } from '@/platform/i18n/intl';
import { TextField } from '@/ui/TextField';
import styles from './AddressFields.module.scss';

const WIDE_FIELDS: ReadonlySet<AddressFormField> = new Set(['companyName', 'street', 'phoneNumber']);
const OPTIONAL_FIELDS: ReadonlySet<AddressFormField> = new Set(['companyName', 'houseNumberSuffix', 'phoneNumber']);
const AUTOCOMPLETE: Record<AddressFormField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  companyName: 'organization',
  street: 'address-line1',
  houseNumber: 'address-line2',
  houseNumberSuffix: 'address-line3',
  postalCode: 'postal-code',
  city: 'address-level2',
  phoneNumber: 'tel',
};

/**
 * Whether focus leaves a field for an action (Save, Cancel, a link). Then the field is not checked on
 * leaving it: Save checks every field itself, Cancel and a link leave the form, and a message that
 * appeared between press and release would move the button away from under the pointer.
 */
const movesToAction = (event: FocusEvent<HTMLInputElement>) =>
  event.relatedTarget instanceof Element && event.relatedTarget.closest('button, a') !== null;

/** The country choice of an address book entry (the order's delivery address keeps the order's country). */
export interface CountryChoice {
  readonly value: string;
  readonly options: readonly string[];
  readonly onChange: (countryCode: string) => void;
}

export interface AddressFieldsProps {
  readonly form: AddressForm;
  readonly errors: AddressFieldErrors;
  /** while the address is being sent */
  readonly readOnly: boolean;
  /** the street number may stay empty in this country (schemas/address.ts STREET_NUMBER_OPTIONAL) */
  readonly streetNumberOptional: boolean;
  readonly onEdit: (field: AddressFormField, value: string) => void;
  readonly onBlur: (field: AddressFormField) => void;
  readonly country?: CountryChoice;
}

/**
 * The fields of the one address form (the order's delivery-address change and the address book):
 * labelled, with autocomplete tokens, optional fields marked, each field's error under it. Country
 * names come from the browser's Intl.DisplayNames in the page's language.
 */
export function AddressFields({ form, errors, readOnly, streetNumberOptional, onEdit, onBlur, country }: AddressFieldsProps) {
  const { t, i18n } = useTranslation();
  const countryId = useId();
  const optional = (field: AddressFormField) => OPTIONAL_FIELDS.has(field) || (field === 'houseNumber' && streetNumberOptional);
  return (
    <div className={styles.fields}>
      {country ? (
        <div className={[styles.country, styles.wide].join(' ')}>
          <label htmlFor={countryId}>{t('addressForm.fields.countryCode')}</label>
          <select
            id={countryId}
            className={styles.select}
            value={country.value}
            autoComplete="country"
            disabled={readOnly}
            onChange={(event) => country.onChange(event.target.value)}
          >
            {country.options.map((code) => (
              <option key={code} value={code}>
                {regionName(i18n.language, code)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {ADDRESS_FORM_FIELDS.map((field) => {
        const error = errors[field];
        return (
          <TextField
            key={field}
            className={WIDE_FIELDS.has(field) ? styles.wide : undefined}
            label={t(`addressForm.fields.${field}`)}
            {...(optional(field) ? { hint: t('addressForm.optional') } : {})}
            value={form[field]}
            autoComplete={AUTOCOMPLETE[field]}
            readOnly={readOnly}
            required={!optional(field)}
            error={error ? t(`addressForm.errors.${error}`) : undefined}
            onChange={(event) => onEdit(field, event.target.value)}
            onBlur={(event) => {
              if (!movesToAction(event)) onBlur(field);
            }}
          />
        );
      })}
    </div>
  );
}
