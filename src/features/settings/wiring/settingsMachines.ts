// The real actors of the settings area's machines over the customer service (src/api), per screen
// (useFlowActor in the views), which reports their failures (S0 §8).
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { SaveInput } from '@machines/settings/formSave';
import { ftpSettingsSaveMachine, ftpSettingsUpdate, type FtpField } from '@machines/settings/ftpSettingsSave.machine';
import { newsletterToggleMachine } from '@machines/settings/newsletterToggle.machine';
import { paymentMethodChangeMachine } from '@machines/settings/paymentMethodChange.machine';
import {
  personalDetailsPatch,
  personalDetailsSaveMachine,
  type PersonalDetailsField,
} from '@machines/settings/personalDetailsSave.machine';
import { testCallbackMachine } from '@machines/settings/testCallback.machine';
import type { CallbackDeliveries, CallbackDelivery } from '@schemas/callbacks';
import type { Customer } from '@schemas/customer';
import type { PaymentMethodCode, PaymentMethods } from '@schemas/paymentMethods';
import { callbacksApi } from '@/api/callbacks';
import { customerUpdateApi } from '@/api/customerUpdate';
import { paymentMethodsApi } from '@/api/paymentMethods';
import { useApi } from '@/platform/services/ServicesContext';

export function usePersonalDetailsSaveMachine() {
  const api = useApi(customerUpdateApi);
  return useMemo(
    () =>
      personalDetailsSaveMachine.provide({
        actors: {
          save: fromPromise<Customer, SaveInput<PersonalDetailsField, Customer>>(({ input }) =>
            api.patchCustomer(personalDetailsPatch(input.form, input.fields)),
          ),
        },
      }),
    [api],
  );
}

export function useFtpSettingsSaveMachine() {
  const api = useApi(customerUpdateApi);
  return useMemo(
    () =>
      ftpSettingsSaveMachine.provide({
        actors: {
          save: fromPromise<Customer, SaveInput<FtpField, Customer>>(({ input }) =>
            api.updateCustomer(ftpSettingsUpdate(input.form, input.saved)),
          ),
        },
      }),
    [api],
  );
}

export function useNewsletterToggleMachine() {
  const api = useApi(customerUpdateApi);
  return useMemo(
    () =>
      newsletterToggleMachine.provide({
        actors: {
          saveNewsletter: fromPromise<Customer, { subscribed: boolean }>(({ input }) =>
            api.patchCustomer({ newsletter: input.subscribed }),
          ),
        },
      }),
    [api],
  );
}

export function usePaymentMethodChangeMachine() {
  const api = useApi(paymentMethodsApi);
  return useMemo(
    () =>
      paymentMethodChangeMachine.provide({
        actors: {
          loadMethods: fromPromise<PaymentMethods>(({ signal }) => api.getPaymentMethods({ signal })),
          savePreferred: fromPromise<PaymentMethods, { code: PaymentMethodCode }>(({ input }) => api.setPreferredPaymentMethod(input.code)),
        },
      }),
    [api],
  );
}

export function useTestCallbackMachine() {
  const api = useApi(callbacksApi);
  return useMemo(
    () =>
      testCallbackMachine.provide({
        actors: {
          loadDeliveries: fromPromise<CallbackDeliveries>(({ signal }) => api.getDeliveries({ signal })),
          sendCallback: fromPromise<CallbackDelivery>(() => api.sendTestCallback()),
        },
      }),
    [api],
  );
}
