// Auth service (spec S0 §7): account deletion and e-mail change for one identity, by the identity
// provider's type and subject from the token claims (idp_type, idp_sub). Non-2xx answers are
// HttpErrors with their status: the e-mail change tells 409 (address in use) from 429 (too many).
import { DeleteAccountRequest, EmailChangeRequest, RequestAccepted } from '@schemas/auth';
import { defineApi, type RequestOptions, type ServiceClient } from './http';

/** The identity a request is made for: `idp_type` and `idp_sub` of the signed-in token. */
export interface Identity {
  idpType: string;
  idpSub: string;
}

export interface AuthApi {
  /** POST v2/identities/:idpType/:idpSub/deleteaccount {channel} → 202: the confirmation mail is sent. */
  requestAccountDeletion(identity: Identity, channel: string, options?: RequestOptions): Promise<void>;
  /** POST …/deleteaccount/:token/actions/confirm → 204; 404 for a bad, used, expired or foreign token. */
  confirmAccountDeletion(identity: Identity, token: string, options?: RequestOptions): Promise<void>;
  /** POST …/emailchanges {email, channel} → 202; HttpError 409 address in use, 429 too many requests. */
  requestEmailChange(identity: Identity, email: string, channel: string, options?: RequestOptions): Promise<void>;
  /** POST …/emailchanges/:token/actions/confirm → 204; 404 bad token, 409 address taken meanwhile. */
  confirmEmailChange(identity: Identity, token: string, options?: RequestOptions): Promise<void>;
}

/** Bound to the auth service's client (base URL `config.services.auth`, bearer token). */
export function createAuthApi(client: ServiceClient): AuthApi {
  // outgoing bodies go through their schema: a wrong shape fails before the call
  const base = ({ idpType, idpSub }: Identity) => `v2/identities/${encodeURIComponent(idpType)}/${encodeURIComponent(idpSub)}`;
  return {
    requestAccountDeletion: (identity, channel, options) =>
      client
        .send('POST', `${base(identity)}/deleteaccount`, DeleteAccountRequest.parse({ channel }), RequestAccepted, options)
        .then(() => undefined),
    confirmAccountDeletion: (identity, token, options) =>
      client.send('POST', `${base(identity)}/deleteaccount/${encodeURIComponent(token)}/actions/confirm`, undefined, undefined, options),
    requestEmailChange: (identity, email, channel, options) =>
      client
        .send('POST', `${base(identity)}/emailchanges`, EmailChangeRequest.parse({ email, channel }), RequestAccepted, options)
        .then(() => undefined),
    confirmEmailChange: (identity, token, options) =>
      client.send('POST', `${base(identity)}/emailchanges/${encodeURIComponent(token)}/actions/confirm`, undefined, undefined, options),
  };
}

/** The auth API (`config.services.auth`). */
export const authApi = defineApi('auth', ({ client }) => createAuthApi(client('auth')));
