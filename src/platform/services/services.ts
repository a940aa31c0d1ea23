// The service clients, bound to config.json's base URLs and to the auth actor's token: every call
// carries the bearer token, and a 401 renews it once through the auth actor and retries once.
// One Services object per app (bootstrap makes it and puts it in <ServicesProvider>); the wiring
// asks it for a service's API by the definition its client exports (useApi(ordersApi)), so the API's
// code loads with the area's screens, not with the shell; the registry (src/api/registry.ts) has one
// definition per name, so one factory. Tests put fakes, by name, in the same provider
// (createServicesOf).
import type { AppConfig } from '@schemas/config';
import { createServiceClient, type AccessTokenSource, type ServiceClient, type ServiceClients, type ServiceName } from '@/api/http';
import type { ApiDefinitionOf, ApiName, Apis } from '@/api/registry';
import { getAccessToken, renewAccessToken, type AuthActor } from '../auth/createAuth';
import { SERVICE_TIMEOUT_MS } from '@schemas/tunables';

export type { ApiDefinitionOf, ApiName, Apis } from '@/api/registry';
export type { ServiceClients, ServiceName } from '@/api/http';

export interface Services extends ServiceClients {
  /** the API of the definition (`api(ordersApi)`): made once, or the fake these services were given */
  api<K extends ApiName>(definition: ApiDefinitionOf<K>): Apis[K];
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
  const api = <K extends ApiName>({ name, make }: ApiDefinitionOf<K>): Apis[K] => {
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
