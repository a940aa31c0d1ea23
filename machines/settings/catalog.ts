// Catalogue entries of the settings area's machines (S0 §1, §2, §3, §5, §7; DECISIONS 17). The
// address book's machines have their own catalogue (machines/settings/addresses/).
import { fromPromise } from 'xstate';
import type { CallbackDeliveries, CallbackDelivery } from '@schemas/callbacks';
import type { Customer } from '@schemas/customer';
import type { PaymentMethodCode, PaymentMethods } from '@schemas/paymentMethods';
import { entry, type CatalogEntry } from '../catalogEntry';
import {
  fixtureBusinessCustomer,
  fixtureCallbackCustomer,
  fixtureChangedPaymentMethods,
  fixtureCustomerRefused,
  fixtureCustomerServerError,
  fixtureDelivered,
  fixtureDeliveries,
  fixtureDeliveriesServerError,
  fixtureNewsletterCustomer,
  fixtureNoResponse,
  fixturePaymentMethods,
  fixturePaymentMethodsServerError,
  fixturePreferredRefused,
  fixturePutServerError,
  fixtureSavedCustomer,
  fixtureSendServerError,
  fixtureSettingsCustomer,
} from './fixtures';
import type { SaveInput } from './formSave';
import { ftpSettingsSaveMachine, FTP_FIELDS, type FtpField } from './ftpSettingsSave.machine';
import { newsletterToggleMachine } from './newsletterToggle.machine';
import { paymentMethodChangeMachine } from './paymentMethodChange.machine';
import {
  CONSUMER_FIELDS,
  PERSONAL_DETAILS_FIELDS,
  personalDetailsSaveMachine,
  type PersonalDetailsField,
} from './personalDetailsSave.machine';
import { testCallbackMachine } from './testCallback.machine';

const personalDetailsSave = entry({
  id: 'personalDetailsSave',
  title: 'Personal details',
  description:
    'The personal details form opens with the saved first name, last name and phone number (and, for a business account, company name and VAT number). Submit checks every field and marks the ones that are wrong; a valid form is saved and the page shows what the service holds now. A failed save keeps everything typed, shows why, and can be sent again.',
  specSection: 'S0 §1, §2 personalDetails, §7 Customer service (PUT or PATCH /customers/me)',
  machine: personalDetailsSaveMachine,
  fixtures: {
    actors: { save: fromPromise<Customer, SaveInput<PersonalDetailsField, Customer>>(async () => fixtureSavedCustomer) },
    events: [
      { type: 'personalDetailsSave.edit', field: 'lastName', value: 'Jansen' },
      { type: 'personalDetailsSave.edit', field: 'firstName', value: '' },
      { type: 'personalDetailsSave.submit' },
      { type: 'xstate.done.actor.save', output: fixtureSavedCustomer },
      { type: 'xstate.error.actor.save', error: fixtureCustomerRefused },
      { type: 'xstate.error.actor.save', error: fixtureCustomerServerError },
      { type: 'xstate.error.actor.save', error: fixtureNoResponse },
    ],
    input: { saved: fixtureSettingsCustomer, fields: CONSUMER_FIELDS },
    variants: [
      {
        name: 'business',
        description: 'A business account: the company name and VAT number are part of the form.',
        input: { saved: fixtureBusinessCustomer, fields: PERSONAL_DETAILS_FIELDS },
      },
    ],
  },
});

const ftpSettingsSave = entry({
  id: 'ftpSettingsSave',
  title: 'FTP callback settings',
  description:
    'A business account’s FTP integration settings: the callback URL, which must be an http or https link (ftp: and javascript: links are refused on the field), and the callback format, json or xml. They are saved on the customer record; a failed save keeps what was typed and can be sent again.',
  specSection: 'S0 §2 ftpIntegration, §3 Customer, §5, §7 (PUT /customers/me); DECISIONS 17',
  machine: ftpSettingsSaveMachine,
  fixtures: {
    actors: { save: fromPromise<Customer, SaveInput<FtpField, Customer>>(async () => fixtureCallbackCustomer) },
    events: [
      { type: 'ftpSettingsSave.edit', field: 'callbackUrl', value: 'ftp://files.example.com/in' },
      { type: 'ftpSettingsSave.edit', field: 'callbackUrl', value: 'https://hooks.example.com/orders' },
      { type: 'ftpSettingsSave.edit', field: 'callbackFormat', value: 'xml' },
      { type: 'ftpSettingsSave.submit' },
      { type: 'xstate.done.actor.save', output: fixtureCallbackCustomer },
      { type: 'xstate.error.actor.save', error: fixturePutServerError },
    ],
    input: { saved: fixtureBusinessCustomer, fields: FTP_FIELDS },
  },
});

const newsletterToggle = entry({
  id: 'newsletterToggle',
  title: 'Newsletter',
  description:
    'The newsletter switch on the settings page saves the choice as soon as it is made. While it saves the switch shows the choice; a failed save keeps it shown with an error and Try again, and the customer may also change their mind.',
  specSection: 'S0 §1 settings, §7 (PATCH /customers/me)',
  machine: newsletterToggleMachine,
  fixtures: {
    actors: { saveNewsletter: fromPromise<Customer, { subscribed: boolean }>(async () => fixtureNewsletterCustomer) },
    events: [
      { type: 'newsletterToggle.set', subscribed: true },
      { type: 'newsletterToggle.retry' },
      { type: 'xstate.done.actor.saveNewsletter', output: fixtureNewsletterCustomer },
      { type: 'xstate.error.actor.saveNewsletter', error: fixtureCustomerServerError },
    ],
    input: { subscribed: false },
  },
});

const paymentMethodChange = entry({
  id: 'paymentMethodChange',
  title: 'Payment method',
  description:
    'Loads the payment methods the customer’s channel offers, with the preferred one and the card stored at an earlier checkout. The customer picks another preferred method and saves it; a failed save keeps the choice picked and can be tried again, and a failed load shows an error with Try again.',
  specSection: 'S0 §1, §2 paymentMethod (fields ours: schemas/paymentMethods.ts)',
  machine: paymentMethodChangeMachine,
  fixtures: {
    actors: {
      loadMethods: fromPromise<PaymentMethods>(async () => fixturePaymentMethods),
      savePreferred: fromPromise<PaymentMethods, { code: PaymentMethodCode }>(async () => fixtureChangedPaymentMethods),
    },
    events: [
      { type: 'xstate.done.actor.loadMethods', output: fixturePaymentMethods },
      { type: 'xstate.error.actor.loadMethods', error: fixturePaymentMethodsServerError },
      { type: 'paymentMethodChange.retry' },
      { type: 'paymentMethodChange.choose', code: 'paypal' },
      { type: 'paymentMethodChange.submit' },
      { type: 'xstate.done.actor.savePreferred', output: fixtureChangedPaymentMethods },
      { type: 'xstate.error.actor.savePreferred', error: fixturePreferredRefused },
    ],
    input: undefined,
  },
});

const testCallback = entry({
  id: 'testCallback',
  title: 'Test callback',
  description:
    'On the FTP instructions page the account’s signing secret and its last test callbacks are loaded. Send a test callback has the service post a signed sample to the saved URL; the delivery is listed with the receiver’s status or why it failed. A failure to reach the service shows an error, and sending again tries again.',
  specSection: 'Beyond the spec (schemas/callbacks.ts), beside S0 §2 ftpIntegration',
  machine: testCallbackMachine,
  fixtures: {
    actors: {
      loadDeliveries: fromPromise<CallbackDeliveries>(async () => fixtureDeliveries),
      sendCallback: fromPromise<CallbackDelivery>(async () => fixtureDelivered),
    },
    events: [
      { type: 'xstate.done.actor.loadDeliveries', output: fixtureDeliveries },
      { type: 'xstate.error.actor.loadDeliveries', error: fixtureDeliveriesServerError },
      { type: 'testCallback.reload' },
      { type: 'testCallback.send' },
      { type: 'xstate.done.actor.sendCallback', output: fixtureDelivered },
      { type: 'xstate.error.actor.sendCallback', error: fixtureSendServerError },
    ],
    input: undefined,
  },
});

export const settingsEntries: readonly CatalogEntry[] = [
  personalDetailsSave,
  newsletterToggle,
  paymentMethodChange,
  ftpSettingsSave,
  testCallback,
];
