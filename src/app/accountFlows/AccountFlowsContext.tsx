// The APIs the account flows call. The app uses the services bootstrap created; tests (and any
// other host of the screens) provide their own with <AccountFlowApisProvider>.
import { createContext, useContext, type ReactNode } from 'react';
import type { AuthApi } from '@/api/auth';
import type { MailGatewayApi } from '@/api/mailGateway';
import { currentServices } from '../services';

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
  auth: { requestAccountDeletion: notStarted, confirmAccountDeletion: notStarted, requestEmailChange: notStarted, confirmEmailChange: notStarted },
  mailGateway: { confirmSubscription: notStarted, subscribe: notStarted },
};

export function useAccountFlowApis(): AccountFlowApis {
  const provided = useContext(AccountFlowApisContext);
  return provided ?? currentServices() ?? unavailable;
}
