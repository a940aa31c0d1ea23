// The auth actor, created once outside React: authMachine with the real session endpoint calls,
// browser navigation and error logging. Tokens live only in the actor's memory (DECISIONS 1).
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { authMachine, type AppPlace, type AuthCallback } from '@machines/shell/auth.machine';
import type { ServiceUrls } from '@schemas/config';
import type { Session } from '@schemas/session';
import { createSessionApi, type SessionApi } from '@/api/session';
import { AUTH_CALLBACK_PATH, REFRESH_LOCK_NAME, type EarlyRequest } from '../earlyStart/earlyStart';
import { fetchWithEarly } from '../earlyStart/earlyRequests';
import { reportError } from '../errors/reporter';
import { inspect } from '../inspection/inspect';
import { href } from '../routing/href';

export type AuthActor = ActorRefFrom<typeof authMachine>;

export { AUTH_CALLBACK_PATH };

export interface CreateAuthOptions {
  services: ServiceUrls;
  origin: string;
  navigate(to: string, opts?: { replace?: boolean }): void;
  /** the browser leaves the app: window.location.assign */
  assign(url: string): void;
  location: { pathname: string; search: string };
  /** for tests: a session API other than the real endpoint */
  sessionApi?: SessionApi;
  /**
   * The POST /session/refresh index.html's early start sent (under the refresh lock): the session
   * is restored from its response instead of a second request. Ignored with `sessionApi`.
   */
  earlySessionRefresh?: Promise<EarlyRequest | null> | null;
  /**
   * Whether the session marker cookie is there (hasSignedInMarker of document.cookie). Without it
   * the start restores no session and sends no refresh: it is signed out at once. Renewals of a
   * session always go. Left out, a session is always looked for.
   */
  hasSessionMarker?: () => boolean;
}

/** Reads /auth/callback?code=…&state=…&iss=… or ?error=…&state=…; null on any other path. */
export function parseAuthCallback(location: { pathname: string; search: string }): AuthCallback | null {
  if (location.pathname.replace(/\/+$/, '') !== AUTH_CALLBACK_PATH) return null;
  const params = new URLSearchParams(location.search);
  const state = params.get('state') ?? undefined;
  const code = params.get('code');
  const error = params.get('error');
  const iss = params.get('iss') ?? undefined;
  if (error !== null) return { error, ...(state === undefined ? {} : { state }) };
  if (code !== null && state !== undefined) return { code, state, ...(iss === undefined ? {} : { iss }) };
  return { error: code === null ? 'missing_code' : 'missing_state', ...(state === undefined ? {} : { state }) };
}

/** The path of a place the auth machine names: a path as it is, a route by name through href(). */
export function pathOfPlace(place: AppPlace): string {
  return typeof place === 'string' ? place : href(place.route);
}

/** A path inside the app (no scheme, no other host), else '/'. */
export function safeReturnTo(returnTo: string | undefined): string {
  return returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//') && !returnTo.startsWith('/\\') ? returnTo : '/';
}

interface Renewal {
  /** one POST /session/refresh at a time, shared by every caller, one tab at a time */
  refresh(): Promise<Session | null>;
}

function createRenewal(sessionApi: SessionApi, early: Promise<EarlyRequest | null> | null): Renewal {
  let inFlight: Promise<Session | null> | null = null;
  // The first refresh answers from the early start's request when there is one: that request held
  // the lock already, and sessionApi's fetch hands its response over (fetchWithEarly).
  let first = early;
  const start = async (): Promise<Session | null> => {
    const earlyRequest = first === null ? null : await first;
    first = null;
    return earlyRequest ? sessionApi.refresh() : locked(() => sessionApi.refresh());
  };
  const locked = async (task: () => Promise<Session | null>): Promise<Session | null> => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    return locks ? await locks.request(REFRESH_LOCK_NAME, task) : task();
  };
  return {
    refresh() {
      inFlight ??= start().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}

const renewals = new WeakMap<AuthActor, Renewal>();

/** Creates and starts the auth actor. */
export function createAuth(options: CreateAuthOptions): AuthActor {
  const early = options.sessionApi ? null : (options.earlySessionRefresh ?? null);
  const sessionApi =
    options.sessionApi ??
    createSessionApi({ baseUrl: options.services.session, origin: options.origin, ...(early ? { fetch: fetchWithEarly([early]) } : {}) });
  const renewal = createRenewal(sessionApi, early);

  const machine = authMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => (options.hasSessionMarker?.() === false ? null : renewal.refresh())),
      redeemCode: fromPromise(async ({ input, signal }) => {
        if (!input) throw new Error('No authorization code in the callback URL');
        return sessionApi.redeem(input, signal);
      }),
      renewSession: fromPromise(async () => {
        const session = await renewal.refresh();
        if (!session) throw new Error('Session expired');
        return session;
      }),
      endSession: fromPromise(({ input }) => sessionApi.logout(input.returnTo === undefined ? undefined : pathOfPlace(input.returnTo))),
    },
    actions: {
      redirectToSignIn: (_, { returnTo }) => options.assign(sessionApi.loginUrl(safeReturnTo(pathOfPlace(returnTo)))),
      navigate: (_, { to, replace }) => options.navigate(safeReturnTo(to), { replace }),
      resetToRoot: () => options.navigate('/', { replace: true }),
      logError: (_, { error }) => reportError('auth', new Error(error)),
      leaveTo: (_, { url }) => options.assign(pathOfPlace(url)),
    },
  });

  const actor = createActor(machine, { id: 'auth', input: { callback: parseAuthCallback(options.location) }, inspect });
  renewals.set(actor, renewal);
  actor.start();
  return actor;
}

/** The current access token (memory only), or null. */
export function getAccessToken(auth: AuthActor): string | null {
  return auth.getSnapshot().context.accessToken;
}

/**
 * The API client's 401 path: renews the token with the one shared POST /session/refresh, tells the
 * actor (auth.tokenRenewed), and resolves to the new token. When the session is gone (401) the actor
 * goes to signedOut and this rejects.
 */
export async function renewAccessToken(auth: AuthActor): Promise<string> {
  const renewal = renewals.get(auth);
  if (!renewal) throw new Error('renewAccessToken: this actor was not made by createAuth');
  const session = await renewal.refresh();
  if (!session) {
    auth.send({ type: 'auth.sessionExpired' });
    throw new Error('Session expired');
  }
  auth.send({ type: 'auth.tokenRenewed', session });
  return session.accessToken;
}
