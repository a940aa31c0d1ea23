import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import type { Location, NavigateFunction } from 'react-router';
import { AppConfig } from '@schemas/config';
import type { FeatureFlag, PublicConfig } from '@schemas/config';
import { BrandProvider } from '@/platform/brand/BrandContext';
import { LeaveProvider, type Leave } from '@/platform/navigation/LeaveContext';
import { AppProviders } from '@/app/App';
import { buildRoutes } from '@/app/router/buildRoutes';
import { AppRoutes } from '@/platform/routing/RouteTable';
import { screens } from '@/app/router/screens';
import { createServicesOf, type ApiName, type Apis } from '@/platform/services/services';
import type { Screens } from '@/app/router/screens';
import hostTable from '../../../public/config.json';
import { ChannelProvider } from '@/platform/channel/ChannelContext';
import type { ConsentActor } from '@/platform/consent/createConsent';
import type { ThirdPartyConfig } from '@schemas/thirdParty';
import { fakeDocumentsApi } from '../../fixtures/documentsApi';
import { fakeAddressesApi } from '../../fixtures/addressesApi';
import { fakeOrdersApi } from '../../fixtures/ordersApi';
import { fakeProjectsApi } from '../../fixtures/projectsApi';
import { fakeWidgetsApi } from '../../fixtures/widgetsApi';
import { fakePaymentMethodsApi } from '../../fixtures/settingsApi';
import { TestLanguage } from './TestLanguage';
import { accountScopeOf, authIn, customerApi, type CustomerAnswer, type TestAuth } from './session';

const config = AppConfig.parse(hostTable);

/** config.json as the app reads it (third parties included). */
export const appConfig = config;

export function brandRow(host = 'my.bonusprint.co.uk') {
  const row = config.hosts.find((candidate) => candidate.host === host);
  if (!row) throw new Error(`no host ${host}`);
  return row;
}

export const publicConfigFixture: PublicConfig = {
  channel: 'bonusprint-uk',
  links: {
    storefront: 'https://www.bonusprint.co.uk/',
    allProducts: 'https://www.bonusprint.co.uk/products',
    faq: 'https://www.bonusprint.co.uk/faq',
    customerCare: 'https://www.bonusprint.co.uk/customer-care',
    createAccount: 'https://www.bonusprint.co.uk/create-account',
    printEditor: 'https://www.bonusprint.co.uk/editor',
  },
};

export interface RenderAppOptions {
  flags?: readonly FeatureFlag[];
  publicConfig?: PublicConfig | null;
  host?: string;
  screens?: Screens;
  /** the service APIs the screens' wiring calls; by default every call fails, saying it was not given (the orders and documents APIs: an account without orders or documents; the payment methods: iDEAL preferred and a stored Visa card) */
  apis?: { readonly [K in ApiName]?: Partial<Apis[K]> };
  /** the auth actor (session.tsx authIn); by default a signed-in consumer */
  auth?: TestAuth;
  /** what the fake customer API answers when the account scope loads the customer; by default customerFixture() */
  customer?: CustomerAnswer;
  /** where leaving the app for another site goes; by default a test that leaves fails, saying so */
  leave?: Leave;
  /**
   * the page's cookie-consent actor (createConsent over a cookie jar of the test's); by default none:
   * no dialog asks and no footer link reopens it, as if the harness had no consent at all
   */
  consent?: ConsentActor | null;
  /** config.json's third parties (chat launcher, survey, offers); by default none is configured */
  thirdParty?: ThirdPartyConfig | null;
}

const noLeaving: Leave = (url) => {
  throw new Error(`the app left for ${url}, and the test gave no leave`);
};

/**
 * The app's real route tree (layouts, gate, guards, lazy screens) in a memory router at `url`, with
 * the brand, public-config, flag, auth, services and account-scope providers: the session is the real
 * auth actor of `auth` and the customer record comes from a fake customer API (session.tsx).
 */
/** Reports the router's location and navigate function to the test. */
function Probe({ onChange }: { onChange: (location: Location, navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  onChange(location, navigate);
  return null;
}

export function renderApp(url: string, options: RenderAppOptions = {}) {
  const routes = buildRoutes(options.screens ?? screens);
  let current: { location: Location; navigate: NavigateFunction } | null = null;
  const probe = (location: Location, navigate: NavigateFunction) => {
    current = { location, navigate };
  };
  const latest = () => {
    if (!current) throw new Error('the router has not rendered');
    return current;
  };
  const router = {
    get state() {
      return { location: latest().location };
    },
    navigate: (to: string) =>
      act(async () => {
        await latest().navigate(to);
      }),
  };
  const brand = brandRow(options.host);
  const auth = options.auth ?? authIn('consumer');
  // an account without orders or documents unless the test says otherwise: the shell's pages (home,
  // orders, invoices) ask for them
  const services = createServicesOf({
    customer: customerApi(options.customer),
    orders: fakeOrdersApi([]),
    documents: fakeDocumentsApi(),
    projects: fakeProjectsApi(),
    addresses: fakeAddressesApi([]),
    widgets: fakeWidgetsApi(),
    paymentMethods: fakePaymentMethodsApi(),
    ...options.apis,
  });
  const result = render(
    <TestLanguage>
      <BrandProvider value={{ brand, host: brand.host }}>
        {/* the channel without the merchandise service's data, as when that service could not be asked */}
        <ChannelProvider value={{ brand, merchandise: null }}>
          <AppProviders
            publicConfig={options.publicConfig === undefined ? publicConfigFixture : options.publicConfig}
            flags={new Set(options.flags ?? [])}
            auth={auth.actor}
            services={services}
            accountScope={accountScopeOf(auth.actor, services)}
            consent={options.consent ?? null}
            thirdParty={options.thirdParty ?? null}
          >
            <LeaveProvider value={options.leave ?? noLeaving}>
              <MemoryRouter initialEntries={[url]}>
                <Probe onChange={probe} />
                <AppRoutes routes={routes} />
              </MemoryRouter>
            </LeaveProvider>
          </AppProviders>
        </ChannelProvider>
      </BrandProvider>
    </TestLanguage>,
  );
  return { ...result, router, auth };
}
