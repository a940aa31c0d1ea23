// The service clients, bound to config.json's base URLs and to the auth actor's token: every call
// carries the bearer token, and a 401 renews it once through the auth actor and retries once.
import type { AppConfig } from '@schemas/config';
import { createCustomerApi, type CustomerApi } from '@/api/customer';
import { createServiceClient, type AccessTokenSource, type ServiceClient } from '@/api/http';
import { createPublicConfigApi, type PublicConfigApi } from '@/api/publicConfig';
import { getAccessToken, renewAccessToken, type AuthActor } from './auth/createAuth';
import { SERVICE_TIMEOUT_MS } from '@schemas/tunables';

export interface Services {
  customer: CustomerApi;
  publicConfig: PublicConfigApi;
  /** a client for any other service of config.services, same token and error model */
  client(service: keyof AppConfig['services']): ServiceClient;
  /** a client that carries no token (the mail gateway: the opt-in confirmation page is public) */
  publicClient(service: keyof AppConfig['services']): ServiceClient;
}

export interface CreateServicesOptions {
  /** defaults to window.location.origin */
  origin?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** one service's fetch, when it is not `fetch` (the photo service's early requests, bootstrap) */
  fetchOf?: (service: keyof AppConfig['services']) => typeof fetch | undefined;
}

/** The token source the API clients use: the auth actor's memory and its shared renewal. */
export function tokenSourceOf(auth: AuthActor): AccessTokenSource {
  return { getAccessToken: () => getAccessToken(auth), renewAccessToken: () => renewAccessToken(auth) };
}

export function createServices(config: AppConfig, auth: AuthActor, options: CreateServicesOptions = {}): Services {
  const tokens = tokenSourceOf(auth);
  const make = (service: keyof AppConfig['services'], withToken: boolean) => {
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
    const clients = new Map<keyof AppConfig['services'], ServiceClient>();
    return (service: keyof AppConfig['services']): ServiceClient => {
      let existing = clients.get(service);
      if (!existing) {
        existing = make(service, withToken);
        clients.set(service, existing);
      }
      return existing;
    };
  };
  const client = cached(true);
  // The account flows build their own APIs from these clients (src/app/accountFlows), so that
  // their code loads with their screens, not with the shell.
  const services: Services = {
    customer: createCustomerApi(client('customer')),
    publicConfig: createPublicConfigApi(client('publicConfig')),
    client,
    publicClient: cached(false),
  };
  latestServices = services;
  return services;
}

let latestServices: Services | null = null;

/**
 * The services the app started with (bootstrap creates them once), for per-screen wiring that
 * lives outside the provider tree (src/app/accountFlows). Null before bootstrap.
 */
export function currentServices(): Services | null {
  return latestServices;
}
