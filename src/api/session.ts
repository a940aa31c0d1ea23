// The token-mediating session endpoint (docs/CONTRACTS.md, "Sign-in and the session endpoint").
// The refresh token never reaches the app: it rides in an HttpOnly cookie on /session.
import { LogoutRequest, LogoutResponse, Session, TokenRequest, TokenResponse } from '@schemas/session';
import { createServiceClient, isHttpError, type ServiceClient } from './http';

export interface SessionApi {
  /** POST /session/refresh (no body, no content type): the session, or null when not signed in (401). */
  refresh(signal?: AbortSignal): Promise<Session | null>;
  /** POST /session/token with `{ code, state, iss? }` from the /auth/callback URL. */
  redeem(request: TokenRequest, signal?: AbortSignal): Promise<TokenResponse>;
  /** POST /session/logout: revokes the refresh token; the browser must then visit endSessionUrl. */
  logout(returnTo?: string, signal?: AbortSignal): Promise<LogoutResponse>;
  /** Where the browser goes to sign in: GET /session/login?returnTo=<path+query>. */
  loginUrl(returnTo: string): string;
}

export interface SessionApiOptions {
  /** `config.services.session`, e.g. `/session` */
  baseUrl: string;
  origin?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function createSessionApi(options: SessionApiOptions): SessionApi {
  const client: ServiceClient = createServiceClient({
    baseUrl: options.baseUrl,
    origin: options.origin,
    timeoutMs: options.timeoutMs ?? 10_000,
    credentials: 'same-origin',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const signalOption = (signal?: AbortSignal) => (signal ? { signal } : {});
  return {
    async refresh(signal) {
      try {
        return await client.send('POST', 'refresh', undefined, Session, signalOption(signal));
      } catch (error) {
        if (isHttpError(error, 401)) return null;
        throw error;
      }
    },
    redeem: (request, signal) => client.send('POST', 'token', TokenRequest.parse(request), TokenResponse, signalOption(signal)),
    logout: (returnTo, signal) =>
      client.send(
        'POST',
        'logout',
        returnTo === undefined ? undefined : LogoutRequest.parse({ returnTo }),
        LogoutResponse,
        signalOption(signal),
      ),
    loginUrl: (returnTo) => `${client.baseUrl}login?${new URLSearchParams({ returnTo }).toString()}`,
  };
}
