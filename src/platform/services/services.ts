// The service clients, bound to config.json's base URLs and to the auth actor's token: every call
// carries the bearer token, and a 401 renews it once through the auth actor and retries once.
// One Services object per app (bootstrap makes it and puts it in <ServicesProvider>); the wiring
// asks it for a service's API by name (useApi), and tests put fakes in the same provider
// (createServicesOf). An area's API is made from the clients by a function its wiring passes, so
// that the API's code loads with the area's screens, not with the shell.
import type { AppConfig } from '@schemas/config';
import type { ActivationApi } from '@/api/activation';
import type { AddressesApi } from '@/api/addresses';
import type { AlbumsApi, SharedAlbumsApi } from '@/api/albums';
import type { AuthApi } from '@/api/auth';
import type { CallbacksApi } from '@/api/callbacks';
import type { CustomerApi } from '@/api/customer';
import type { CustomerUpdateApi } from '@/api/customerUpdate';
import type { DocumentsApi } from '@/api/documents';
import type { DownloadsApi } from '@/api/downloads';
import { createServiceClient, type AccessTokenSource, type ServiceClient } from '@/api/http';
import type { MailGatewayApi } from '@/api/mailGateway';
import type { OrdersApi } from '@/api/orders';
import type { PaymentMethodsApi } from '@/api/paymentMethods';
import type { PhotosApi } from '@/api/photos';
import type { ProjectsApi } from '@/api/projects';
import type { PublicConfigApi } from '@/api/publicConfig';
import type { TempSelectionsApi } from '@/api/tempSelections';
import type { WidgetsApi } from '@/api/widgets';
import { getAccessToken, renewAccessToken, type AuthActor } from '../auth/createAuth';
import { SERVICE_TIMEOUT_MS } from '@schemas/tunables';

/** Every service API the wiring asks for, by name. */
export interface Apis {
  customer: CustomerApi;
  publicConfig: PublicConfigApi;
  auth: AuthApi;
  mailGateway: MailGatewayApi;
  photos: PhotosApi;
  albums: AlbumsApi;
  sharedAlbums: SharedAlbumsApi;
  downloads: DownloadsApi;
  documents: DocumentsApi;
  orders: OrdersApi;
  projects: ProjectsApi;
  addresses: AddressesApi;
  widgets: WidgetsApi;
  customerUpdate: CustomerUpdateApi;
  paymentMethods: PaymentMethodsApi;
  callbacks: CallbacksApi;
  tempSelections: TempSelectionsApi;
  activation: ActivationApi;
}
export type ApiName = keyof Apis;

export type ServiceName = keyof AppConfig['services'];

export interface ServiceClients {
  /** a client for any service of config.services, with the token and the error model */
  client(service: ServiceName): ServiceClient;
  /** a client that carries no token (the mail gateway: the opt-in confirmation page is public) */
  publicClient(service: ServiceName): ServiceClient;
}

/** Makes a service's API from the clients (e.g. `({ client }) => createPhotosApi(client('photos'))`). */
export type MakeApi<K extends ApiName> = (clients: ServiceClients) => Apis[K];

export interface Services extends ServiceClients {
  /** the named API: made once with `make`, or the fake these services were given */
  api<K extends ApiName>(name: K, make: MakeApi<K>): Apis[K];
}

export interface CreateServicesOptions {
  /** defaults to window.location.origin */
  origin?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** one service's fetch, when it is not `fetch` (the photo service's early requests, bootstrap) */
  fetchOf?: (service: ServiceName) => typeof fetch | undefined;
}

/** The token source the API clients use: the auth actor's memory and its shared renewal. */
export function tokenSourceOf(auth: AuthActor): AccessTokenSource {
  return { getAccessToken: () => getAccessToken(auth), renewAccessToken: () => renewAccessToken(auth) };
}

/** Services over the given clients; each API is made once, on first use. */
function servicesOver(clients: ServiceClients, given: { readonly [K in ApiName]?: Partial<Apis[K]> } = {}): Services {
  const made: Partial<Apis> = {};
  const api = <K extends ApiName>(name: K, make: MakeApi<K>): Apis[K] => {
    const existing = made[name];
    if (existing) return existing;
    const fake = given[name];
    const value: Apis[K] = fake ? { ...make(clients), ...fake } : make(clients);
    made[name] = value;
    return value;
  };
  return { ...clients, api };
}

export function createServices(config: AppConfig, auth: AuthActor, options: CreateServicesOptions = {}): Services {
  const tokens = tokenSourceOf(auth);
  const make = (service: ServiceName, withToken: boolean) => {
    const fetch = options.fetchOf?.(service) ?? options.fetch;
    return createServiceClient({
      baseUrl: config.services[service],
      ...(withToken ? { auth: tokens } : {}),
      timeoutMs: options.timeoutMs ?? SERVICE_TIMEOUT_MS,
      ...(options.origin ? { origin: options.origin } : {}),
      ...(fetch ? { fetch } : {}),
    });
  };
  const cached = (withToken: boolean) => {
    const clients = new Map<ServiceName, ServiceClient>();
    return (service: ServiceName): ServiceClient => {
      let existing = clients.get(service);
      if (!existing) {
        existing = make(service, withToken);
        clients.set(service, existing);
      }
      return existing;
    };
  };
  return servicesOver({ client: cached(true), publicClient: cached(false) });
}

/**
 * Services that answer with the given API objects (tests, any other host of the screens). A call
 * the fakes do not cover fails like a failed request, saying so.
 */
export function createServicesOf(fakes: { readonly [K in ApiName]?: Partial<Apis[K]> } = {}): Services {
  const unavailable = (service: ServiceName) =>
    createServiceClient({
      baseUrl: `https://${service}.invalid/`,
      timeoutMs: SERVICE_TIMEOUT_MS,
      retryLimit: 0,
      fetch: async () => {
        throw new Error(`No ${service} service here: give its API to createServicesOf`);
      },
    });
  return servicesOver({ client: unavailable, publicClient: unavailable }, fakes);
}
