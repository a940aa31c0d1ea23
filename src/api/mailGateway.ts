// E-mail gateway (spec S0 §7): the newsletter double opt-in. Called without a bearer token (the
// confirmation page is public).
import { SubscriptionConfirmed, SubscriptionRequest, SubscriptionRequested } from '@schemas/mail';
import { defineApi, type RequestOptions, type ServiceClient } from './http';

export interface MailGatewayApi {
  /** GET api/v1/Profiles/:email/subscription/confirm/:token → 200 {subscribed}; 404 for a bad token. */
  confirmSubscription(email: string, token: string, options?: RequestOptions): Promise<SubscriptionConfirmed>;
  /** POST api/v1/Profiles/:email/subscription {channel} → 202: the opt-in mail is sent. */
  subscribe(email: string, channel: string, options?: RequestOptions): Promise<void>;
}

/** Bound to a client for `config.services.mailGateway` that carries no token. */
export function createMailGatewayApi(client: ServiceClient): MailGatewayApi {
  const profile = (email: string) => `api/v1/Profiles/${encodeURIComponent(email)}/subscription`;
  return {
    confirmSubscription: (email, token, options) =>
      client.get(`${profile(email)}/confirm/${encodeURIComponent(token)}`, SubscriptionConfirmed, options),
    subscribe: (email, channel, options) =>
      client.send('POST', profile(email), SubscriptionRequest.parse({ channel }), SubscriptionRequested, options).then(() => undefined),
  };
}

/** The mail gateway API, without the token: the opt-in confirmation page is public (`config.services.mailGateway`). */
export const mailGatewayApi = defineApi('mailGateway', ({ publicClient }) => createMailGatewayApi(publicClient('mailGateway')));
