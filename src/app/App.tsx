import { memo, StrictMode, type ReactNode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import type { PublicConfig } from '@schemas/config';
import { AppErrorBoundary } from './AppErrorBoundary';
import type { AccountScope } from '@/platform/accountScope/accountScope';
import { AccountScopeProvider } from '@/platform/accountScope/AccountScopeContext';
import { AuthProvider } from '@/platform/auth/AuthContext';
import type { AuthActor } from '@/platform/auth/createAuth';
import { BrandProvider } from '@/platform/brand/BrandContext';
import { ChannelProvider } from '@/platform/channel/ChannelContext';
import type { ChannelInfo } from '@/platform/channel/resolveChannel';
import type { BrandInfo } from '@/platform/brand/BrandContext';
import { FlagsProvider } from '@/platform/flags/FlagsContext';
import type { EnabledFlags } from '@/platform/flags/resolveFlags';
import { PublicConfigProvider } from '@/platform/publicConfig/PublicConfigContext';
import type { Services } from '@/platform/services/services';
import { ServicesProvider } from '@/platform/services/ServicesContext';
import { buildRoutes } from './router/buildRoutes';
import type { Navigator } from './router/navigator';
import { NavigatorBridge } from './router/NavigatorBridge';
import { AppRoutes } from '@/platform/routing/RouteTable';
import { screens } from './router/screens';
import { LazyToastHost } from './toasts/LazyToastHost';
import { ConsentProvider } from '@/platform/consent/ConsentContext';
import type { ConsentActor } from '@/platform/consent/createConsent';
import { ThirdPartyProvider } from '@/platform/thirdParty/ThirdPartyContext';
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

/**
 * Every provider the screens rely on, around the router. The brand and the channel sit above the
 * rest, which is memoised: the channel's merchandise data comes once the page has painted
 * (bootstrap.tsx renders the app again with it), and only the components that read the channel or
 * the brand render again then, not the whole page.
 */
export function App({ i18n, brand, channel, ...rest }: AppProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppErrorBoundary>
          <BrandProvider value={brand}>
            <ChannelProvider value={channel}>
              <AppTree {...rest} />
            </ChannelProvider>
          </BrandProvider>
          <LazyToastHost />
        </AppErrorBoundary>
      </I18nextProvider>
    </StrictMode>
  );
}

type AppTreeProps = Omit<AppProps, 'i18n' | 'brand' | 'channel'>;

const AppTree = memo(function AppTree({ navigator, ...providers }: AppTreeProps) {
  return (
    <AppProviders {...providers}>
      <BrowserRouter>
        <NavigatorBridge navigator={navigator} />
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </AppProviders>
  );
});

export interface AppProvidersProps {
  readonly publicConfig: PublicConfig | null;
  readonly flags: EnabledFlags;
  readonly auth: AuthActor;
  readonly services: Services;
  readonly accountScope: AccountScope;
  /** null: no consent actor, so no dialog asks (the component tests' screens) */
  readonly consent: ConsentActor | null;
  readonly thirdParty: ThirdPartyConfig | null;
  readonly children: ReactNode;
}

/**
 * The providers between the channel and the router: the screens' public configuration, flags,
 * session, services, account actors, consent and third parties. The component tests' screens sit
 * in the same providers (tests/components/support/renderApp.tsx).
 */
export function AppProviders({ publicConfig, flags, auth, services, accountScope, consent, thirdParty, children }: AppProvidersProps) {
  return (
    <PublicConfigProvider value={publicConfig}>
      <FlagsProvider flags={flags}>
        <AuthProvider auth={auth}>
          <ServicesProvider services={services}>
            <AccountScopeProvider scope={accountScope}>
              <ConsentProvider consent={consent}>
                <ThirdPartyProvider value={thirdParty}>{children}</ThirdPartyProvider>
              </ConsentProvider>
            </AccountScopeProvider>
          </ServicesProvider>
        </AuthProvider>
      </FlagsProvider>
    </PublicConfigProvider>
  );
}
