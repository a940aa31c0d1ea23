// The service clients, bound to config.json's base URLs and to the auth actor's token: every call
// carries the bearer token, and a 401 renews it once through the auth actor and retries once.
import type { AppConfig } from '@schemas/config';
import { createAuthApi, type AuthApi } from '@/api/auth';
import { createCustomerApi, type CustomerApi } from '@/api/customer';
import { createServiceClient, type AccessTokenSource, type ServiceClient } from '@/api/http';
import { createMailGatewayApi, type MailGatewayApi } from '@/api/mailGateway';
import { createPublicConfigApi, type PublicConfigApi } from '@/api/publicConfig';
import { getAccessToken, renewAccessToken, type AuthActor } from './auth/createAuth';

export const SERVICE_TIMEOUT_MS = 10_000;

export interface Services {
  customer: CustomerApi;
  publicConfig: PublicConfigApi;
  /** account deletion and e-mail change (bearer token) */
  auth: AuthApi;
  /** newsletter opt-in (no token: its confirmation page is public) */
  mailGateway: MailGatewayApi;
  /** a client for any other service of config.services, same token and error model */
  client(service: keyof AppConfig['services']): ServiceClient;
}

export interface CreateServicesOptions {
  /** defaults to window.location.origin */
  origin?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The token source the API clients use: the auth actor's memory and its shared renewal. */
export function tokenSourceOf(auth: AuthActor): AccessTokenSource {
  return { getAccessToken: () => getAccessToken(auth), renewAccessToken: () => renewAccessToken(auth) };
}

export function createServices(config: AppConfig, auth: AuthActor, options: CreateServicesOptions = {}): Services {
  const tokens = tokenSourceOf(auth);
  const clients = new Map<keyof AppConfig['services'], ServiceClient>();
  const client = (service: keyof AppConfig['services']): ServiceClient => {
    let existing = clients.get(service);
    if (!existing) {
      existing = createServiceClient({
        baseUrl: config.services[service],
        auth: tokens,
        timeoutMs: options.timeoutMs ?? SERVICE_TIMEOUT_MS,
        ...(options.origin ? { origin: options.origin } : {}),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
      clients.set(service, existing);
    }
    return existing;
  };
  const mailGatewayClient = createServiceClient({
    baseUrl: config.services.mailGateway,
    timeoutMs: options.timeoutMs ?? SERVICE_TIMEOUT_MS,
    ...(options.origin ? { origin: options.origin } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const services: Services = {
    customer: createCustomerApi(client('customer')),
    publicConfig: createPublicConfigApi(client('publicConfig')),
    auth: createAuthApi(client('auth')),
    mailGateway: createMailGatewayApi(mailGatewayClient),
    client,
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
