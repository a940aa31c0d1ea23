import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EncryptJWT, jwtDecrypt } from 'jose';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { LogoutRequest, LogoutResponse, Session, SIGNED_IN_COOKIE, TokenRequest, TokenResponse } from '@schemas/session';
import { deleteCookie, parseCookies, serializeCookie } from './cookies';
import type { CookieOptions } from './cookies';
import { CALLBACK_PATH, cookieDomainFor, POST_LOGOUT_PATHS, sameOriginPath } from './hosts';
import type { OriginTable } from './hosts';
import { CLIENT_ID, REFRESH_TOKEN_TTL, SCOPE } from './provider';
import type { Verifier } from './verifier';

export const SESSION_PREFIX = '/session';
export const REFRESH_COOKIE = 'mya_refresh';
export const ID_TOKEN_COOKIE = 'mya_idt';
export const TXN_COOKIE = 'mya_txn';
const TXN_TTL = 10 * 60;
const TXN_AUDIENCE = 'mya_txn';

/** What the transaction cookie carries between /session/login and /session/token. */
const Transaction = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  verifier: z.string().min(43),
  returnTo: z.string().startsWith('/'),
  redirectUri: z.url(),
});
type Transaction = z.infer<typeof Transaction>;

const LoginQuery = z.object({ returnTo: z.string().optional() });

type RefreshOutcome =
  { ok: true; session: Session; refreshToken: string; idToken: string | undefined } | { ok: false; status: 401 | 502; message: string };

class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface SessionEndpointDeps {
  issuer: string;
  clientSecret: string;
  /** 32-byte key that encrypts the transaction cookie */
  sessionKey: Uint8Array;
  origins: OriginTable;
  verifier: Verifier;
}

/**
 * The token-mediating session endpoint (docs/CONTRACTS.md, "Sign-in and the session endpoint"):
 * a confidential client that keeps the refresh token in an HttpOnly cookie and hands the app a
 * short-lived access token.
 */
export async function registerSessionEndpoint(app: FastifyInstance, deps: SessionEndpointDeps): Promise<void> {
  const { issuer, clientSecret, sessionKey, origins, verifier } = deps;

  // Discovery is lazy (the provider answers only once the server listens) and retried after a failure.
  let configuration: Promise<oidc.Configuration> | undefined;
  const getConfiguration = () => {
    configuration ??= oidc
      .discovery(new URL(issuer), CLIENT_ID, { client_secret: clientSecret }, oidc.ClientSecretBasic(clientSecret), {
        execute: [oidc.allowInsecureRequests],
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw new HttpProblem(502, `Identity provider unavailable: ${messageOf(error)}`);
      });
    return configuration;
  };

  // One refresh at a time per refresh token: a second caller with the same token shares the result
  // (two refreshes of one token would look like token theft to the provider and revoke the grant).
  const refreshing = new Map<string, Promise<RefreshOutcome>>();

  const sessionFrom = async (accessToken: string, idToken: string | undefined): Promise<Session> => {
    const { claims, expiresAt } = await verifier.verifyAccessTokenDetailed(accessToken);
    if (idToken) {
      const idClaims = await verifier.verifyIdToken(idToken);
      if (idClaims.sub !== claims.sub) throw new Error('ID token and access token name different subjects');
    }
    return Session.parse({ accessToken, expiresAt, claims });
  };

  const refreshOnce = (refreshToken: string): Promise<RefreshOutcome> => {
    const pending = refreshing.get(refreshToken);
    if (pending) return pending;
    const run = (async (): Promise<RefreshOutcome> => {
      const config = await getConfiguration();
      let tokens: oidc.TokenEndpointResponse;
      try {
        tokens = await oidc.refreshTokenGrant(config, refreshToken);
      } catch (error) {
        if (error instanceof oidc.ResponseBodyError && error.status < 500) {
          return { ok: false, status: 401, message: 'Not signed in: the session has ended' };
        }
        return { ok: false, status: 502, message: `Could not renew the session: ${messageOf(error)}` };
      }
      const session = await sessionFrom(tokens.access_token, tokens.id_token);
      return { ok: true, session, refreshToken: tokens.refresh_token ?? refreshToken, idToken: tokens.id_token };
    })()
      .catch((error: unknown): RefreshOutcome => ({ ok: false, status: 502, message: messageOf(error) }))
      .finally(() => refreshing.delete(refreshToken));
    refreshing.set(refreshToken, run);
    return run;
  };

  const sealTransaction = (txn: Transaction) =>
    new EncryptJWT({ ...txn })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuedAt()
      .setAudience(TXN_AUDIENCE)
      .setExpirationTime(`${TXN_TTL}s`)
      .encrypt(sessionKey);

  const openTransaction = async (value: string | undefined): Promise<Transaction | null> => {
    if (!value) return null;
    try {
      const { payload } = await jwtDecrypt(value, sessionKey, { audience: TXN_AUDIENCE });
      const parsed = Transaction.safeParse(payload);
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };

  /** The request's own origin; only registered hosts are served (a 400 otherwise). */
  const originOf = (request: FastifyRequest): string => {
    const origin = origins.originForHost(request.headers.host);
    if (!origin) throw new HttpProblem(400, 'Unknown host: sign-in is served only on the registered brand hosts');
    return origin;
  };

  /** For the POST endpoints: a browser's Origin header, when sent, must be the request's own origin. */
  const checkSameOrigin = (request: FastifyRequest, origin: string) => {
    const sent = request.headers.origin;
    if (sent !== undefined && sent !== origin) throw new HttpProblem(403, 'Cross-origin request refused');
  };

  const cookieBase = (origin: string, domain: boolean): Omit<CookieOptions, 'maxAge'> => ({
    domain: domain ? cookieDomainFor(new URL(origin).hostname) : undefined,
    path: SESSION_PREFIX,
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
  });

  /** The session marker: for every page of the origin, readable by them (it holds no secret). */
  const markerOptions = (origin: string): Omit<CookieOptions, 'maxAge'> => ({ ...cookieBase(origin, true), path: '/', httpOnly: false });

  const setSessionCookies = (reply: FastifyReply, origin: string, refreshToken: string, idToken: string | undefined) => {
    const shared = cookieBase(origin, true);
    reply.header('set-cookie', serializeCookie(REFRESH_COOKIE, refreshToken, { ...shared, maxAge: REFRESH_TOKEN_TTL }));
    if (idToken) reply.header('set-cookie', serializeCookie(ID_TOKEN_COOKIE, idToken, { ...shared, maxAge: REFRESH_TOKEN_TTL }));
    reply.header('set-cookie', serializeCookie(SIGNED_IN_COOKIE, '1', { ...markerOptions(origin), maxAge: REFRESH_TOKEN_TTL }));
  };
  /** No session to restore: the marker goes, so that the app asks no more. */
  const clearMarker = (reply: FastifyReply, origin: string) =>
    reply.header('set-cookie', deleteCookie(SIGNED_IN_COOKIE, markerOptions(origin)));

  const problem = (reply: FastifyReply, status: number, message: string) =>
    reply.status(status).header('cache-control', 'no-store').send({ message });

  await app.register(async (scope) => {
    // JSON bodies, where an empty body (with or without a JSON content type) means "no body".
    if (scope.hasContentTypeParser('application/json')) scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      try {
        const value: unknown = JSON.parse(text);
        done(null, value);
      } catch {
        done(new HttpProblem(400, 'The request body is not valid JSON'), undefined);
      }
    });

    scope.setErrorHandler((error, _request, reply) => {
      if (error instanceof HttpProblem) return problem(reply, error.status, error.message);
      const status =
        typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number'
          ? error.statusCode
          : 500;
      if (status >= 500) app.log.error({ err: error }, 'session endpoint failed');
      return problem(reply, status, status >= 500 ? 'Session endpoint error' : messageOf(error));
    });

    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    // 2. Start a sign-in: state, nonce and PKCE verifier in the encrypted transaction cookie.
    scope.get(`${SESSION_PREFIX}/login`, async (request, reply) => {
      const origin = originOf(request);
      const query = LoginQuery.safeParse(request.query);
      const returnTo = (query.success ? sameOriginPath(query.data.returnTo, origin) : null) ?? '/';
      const config = await getConfiguration();
      const txn: Transaction = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
        returnTo,
        redirectUri: origin + CALLBACK_PATH,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: txn.redirectUri,
        scope: SCOPE,
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(txn.verifier),
        code_challenge_method: 'S256',
        state: txn.state,
        nonce: txn.nonce,
      });
      reply.header(
        'set-cookie',
        serializeCookie(TXN_COOKIE, await sealTransaction(txn), { ...cookieBase(origin, false), maxAge: TXN_TTL }),
      );
      return reply.redirect(url.href, 302);
    });

    // 4. Redeem the code (confidential client, PKCE), set the refresh cookie, answer the session.
    scope.post(`${SESSION_PREFIX}/token`, async (request, reply) => {
      const origin = originOf(request);
      checkSameOrigin(request, origin);
      const body = TokenRequest.safeParse(request.body);
      if (!body.success) return problem(reply, 400, 'Expected a JSON body { code, state, iss? }');
      const cookies = parseCookies(request.headers.cookie);
      const txn = await openTransaction(cookies.get(TXN_COOKIE));
      if (!txn) return problem(reply, 400, 'No sign-in in progress (or it expired): start again');
      if (txn.state !== body.data.state) return problem(reply, 400, 'The sign-in state does not match');
      if (txn.redirectUri !== origin + CALLBACK_PATH) return problem(reply, 400, 'The sign-in was started on another host');
      const config = await getConfiguration();
      const callback = new URL(txn.redirectUri);
      callback.searchParams.set('code', body.data.code);
      callback.searchParams.set('state', body.data.state);
      callback.searchParams.set('iss', body.data.iss ?? issuer);
      let tokens: oidc.TokenEndpointResponse;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: txn.verifier,
          expectedState: txn.state,
          expectedNonce: txn.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        reply.header('set-cookie', deleteCookie(TXN_COOKIE, cookieBase(origin, false)));
        if (error instanceof oidc.ResponseBodyError && error.status >= 500) throw error;
        return problem(reply, 400, `The sign-in could not be completed: ${messageOf(error)}`);
      }
      if (!tokens.refresh_token) throw new Error('The provider issued no refresh token');
      const session = await sessionFrom(tokens.access_token, tokens.id_token);
      reply.header('set-cookie', deleteCookie(TXN_COOKIE, cookieBase(origin, false)));
      setSessionCookies(reply, origin, tokens.refresh_token, tokens.id_token);
      return reply.send(TokenResponse.parse({ ...session, returnTo: txn.returnTo }));
    });

    // 1 and 5. The session from the refresh cookie (rotating it), or 401.
    scope.post(`${SESSION_PREFIX}/refresh`, async (request, reply) => {
      const origin = originOf(request);
      checkSameOrigin(request, origin);
      const refreshToken = parseCookies(request.headers.cookie).get(REFRESH_COOKIE);
      if (!refreshToken) {
        clearMarker(reply, origin);
        return problem(reply, 401, 'Not signed in');
      }
      const outcome = await refreshOnce(refreshToken);
      // A failed refresh leaves the cookies alone: they may already hold a newer token from a winner.
      if (!outcome.ok) return problem(reply, outcome.status, outcome.message);
      setSessionCookies(reply, origin, outcome.refreshToken, outcome.idToken);
      return reply.send(Session.parse(outcome.session));
    });

    // 6. Sign out: revoke, clear the cookies, hand back the provider's end-session URL.
    scope.post(`${SESSION_PREFIX}/logout`, async (request, reply) => {
      const origin = originOf(request);
      checkSameOrigin(request, origin);
      const body = LogoutRequest.safeParse(request.body ?? {});
      if (!body.success) return problem(reply, 400, 'Expected an empty body or JSON { returnTo?: "/…" }');
      const returnTo = body.data.returnTo ?? '/';
      const path = sameOriginPath(returnTo, origin);
      if (!path || !POST_LOGOUT_PATHS.some((allowed) => allowed === path)) {
        return problem(reply, 400, `returnTo must be one of ${POST_LOGOUT_PATHS.join(', ')}`);
      }
      const config = await getConfiguration();
      const cookies = parseCookies(request.headers.cookie);
      let refreshToken = cookies.get(REFRESH_COOKIE);
      let idToken = cookies.get(ID_TOKEN_COOKIE);
      if (refreshToken) {
        // Sign-out during a renewal: wait for it, then revoke the token it produced.
        const pending = refreshing.get(refreshToken);
        if (pending) {
          const outcome = await pending;
          if (outcome.ok) {
            refreshToken = outcome.refreshToken;
            idToken = outcome.idToken ?? idToken;
          }
        }
        try {
          await oidc.tokenRevocation(config, refreshToken, { token_type_hint: 'refresh_token' });
        } catch (error) {
          request.log.warn({ err: error }, 'refresh token revocation failed');
        }
      }
      const shared = cookieBase(origin, true);
      reply.header('set-cookie', deleteCookie(REFRESH_COOKIE, shared));
      reply.header('set-cookie', deleteCookie(ID_TOKEN_COOKIE, shared));
      reply.header('set-cookie', deleteCookie(TXN_COOKIE, cookieBase(origin, false)));
      clearMarker(reply, origin);
      const endSessionUrl = oidc.buildEndSessionUrl(config, {
        post_logout_redirect_uri: origin + path,
        ...(idToken ? { id_token_hint: idToken } : {}),
      });
      return reply.send(LogoutResponse.parse({ endSessionUrl: endSessionUrl.href }));
    });
  });
}

function messageOf(error: unknown): string {
  if (error instanceof oidc.ResponseBodyError) return error.error_description ?? error.error;
  if (error instanceof Error) return error.message;
  return String(error);
}
