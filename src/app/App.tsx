import { StrictMode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import type { PublicConfig } from '@schemas/config';
import { AppErrorBoundary } from './AppErrorBoundary';
import type { AccountScope } from './accountScope/accountScope';
import { AccountScopeProvider } from './accountScope/AccountScopeContext';
import { AuthProvider } from './auth/AuthContext';
import type { AuthActor } from './auth/createAuth';
import { BrandProvider } from './brand/BrandContext';
import { ChannelProvider } from './channel/ChannelContext';
import type { ChannelInfo } from './channel/resolveChannel';
import type { BrandInfo } from './brand/BrandContext';
import { FlagsProvider } from './flags/FlagsContext';
import type { EnabledFlags } from './flags/resolveFlags';
import { PublicConfigProvider } from './publicConfig/PublicConfigContext';
import type { Services } from './services/services';
import { ServicesProvider } from './services/ServicesContext';
import { buildRoutes } from './router/buildRoutes';
import type { Navigator } from './router/navigator';
import { NavigatorBridge } from './router/NavigatorBridge';
import { AppRoutes } from './router/RouteTable';
import { screens } from './router/screens';
import { LazyToastHost } from './toasts/LazyToastHost';
import { ConsentProvider } from './consent/ConsentContext';
import type { ConsentActor } from './consent/createConsent';
import { ThirdPartyProvider } from './thirdParty/ThirdPartyContext';
import type { ThirdPartyConfig } from '@schemas/thirdParty';

const routes = buildRoutes(screens);

export interface AppProps {
  readonly i18n: i18n;
  readonly brand: BrandInfo;
  readonly channel: ChannelInfo;
  readonly publicConfig: PublicConfig | null;
  readonly flags: EnabledFlags;
  readonly auth: AuthActor;
  readonly services: Services;
  readonly accountScope: AccountScope;
  readonly navigator: Navigator;
  readonly consent: ConsentActor;
  readonly thirdParty: ThirdPartyConfig;
}

/** Every provider the screens rely on, around the router. */
export function App({ i18n, brand, channel, publicConfig, flags, auth, services, accountScope, navigator, consent, thirdParty }: AppProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppErrorBoundary>
          <BrandProvider value={brand}>
            <ChannelProvider value={channel}>
              <PublicConfigProvider value={publicConfig}>
                <FlagsProvider flags={flags}>
                  <AuthProvider auth={auth}>
                    <ServicesProvider services={services}>
                      <AccountScopeProvider scope={accountScope}>
                        <ConsentProvider consent={consent}>
                          <ThirdPartyProvider value={thirdParty}>
                            <BrowserRouter>
                              <NavigatorBridge navigator={navigator} />
                              <AppRoutes routes={routes} />
                            </BrowserRouter>
                          </ThirdPartyProvider>
                        </ConsentProvider>
                      </AccountScopeProvider>
                    </ServicesProvider>
                  </AuthProvider>
                </FlagsProvider>
              </PublicConfigProvider>
            </ChannelProvider>
          </BrandProvider>
          <LazyToastHost />
        </AppErrorBoundary>
      </I18nextProvider>
    </StrictMode>
  );
}
