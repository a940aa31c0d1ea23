// The APIs the account flows call. The app uses the services bootstrap created; tests (and any
// other host of the screens) provide their own with <AccountFlowApisProvider>.
import { createContext, useContext, type ReactNode } from 'react';
import { createAuthApi, type AuthApi } from '@/api/auth';
import { createMailGatewayApi, type MailGatewayApi } from '@/api/mailGateway';
import { currentServices, type Services } from '../services';

export interface AccountFlowApis {
  auth: AuthApi;
  mailGateway: MailGatewayApi;
}

const AccountFlowApisContext = createContext<AccountFlowApis | null>(null);

export function AccountFlowApisProvider({ value, children }: { value: AccountFlowApis; children?: ReactNode }) {
  return <AccountFlowApisContext.Provider value={value}>{children}</AccountFlowApisContext.Provider>;
}

/**
 * Before bootstrap made the services (a screen rendered on its own, e.g. in a test), the screens
 * still render; a call then fails like any failed request, with a message that says why.
 */
const notStarted = async (): Promise<never> => {
  throw new Error('The account flows need the app services (bootstrap) or an <AccountFlowApisProvider>');
};
const unavailable: AccountFlowApis = {
  auth: {
    requestAccountDeletion: notStarted,
    confirmAccountDeletion: notStarted,
    requestEmailChange: notStarted,
    confirmEmailChange: notStarted,
  },
  mailGateway: { confirmSubscription: notStarted, subscribe: notStarted },
};

const built = new WeakMap<Services, AccountFlowApis>();
/** The account-flow APIs over the app's service clients, made once. */
function fromServices(services: Services): AccountFlowApis {
  let apis = built.get(services);
  if (!apis) {
    apis = { auth: createAuthApi(services.client('auth')), mailGateway: createMailGatewayApi(services.publicClient('mailGateway')) };
    built.set(services, apis);
  }
  return apis;
}

export function useAccountFlowApis(): AccountFlowApis {
  const provided = useContext(AccountFlowApisContext);
  if (provided) return provided;
  const services = currentServices();
  return services ? fromServices(services) : unavailable;
}
