// Authentication (spec S0 §4 "Authentication", §6, §8 "Sign-in error"; docs/CONTRACTS.md "Sign-in
// and the session endpoint"). Authorization code with PKCE through the token-mediating session
// endpoint: the refresh token stays in an HttpOnly cookie, the access token lives only in this
// actor's context. The effects (session endpoint calls, navigation, logging) are provided by
// src/platform/auth; the defaults here do nothing or throw "not provided".
import { assign, setup } from 'xstate';
import type { PlainRouteName } from '@schemas/routes';
import type { LogoutResponse, Session, TokenClaims, TokenRequest, TokenResponse } from '@schemas/session';
import { RENEW_AT_SHARE } from '@schemas/tunables';
import { messageOf } from '../shared/failure';
import { notProvided } from '../shared/notProvided';

/** What the wiring read from /auth/callback (null on any other path). */
export type AuthCallback = { code: string; state: string; iss?: string } | { error: string; state?: string };

export interface AuthInput {
  callback: AuthCallback | null;
}

/**
 * A place in the app: a path the app sent with an event (sign-in's return path), or a route by name
 * that this machine chooses itself (a deleted account ends on accountDeleted). The wiring resolves a
 * route name with href(); the machine names no paths.
 */
export type AppPlace = string | { route: PlainRouteName };

export interface AuthContext {
  accessToken: string | null;
  /** epoch milliseconds */
  expiresAt: number | null;
  claims: TokenClaims | null;
  /** the customer service answered 404 for this account (spec S0 §3) */
  accountDeleted: boolean;
  error: string | null;
  callback: AuthCallback | null;
  /** where sign-in comes back to, or sign-out ends */
  returnTo: AppPlace | null;
  /** where the browser goes when leaving (the provider's end-session URL, or the return place when logout failed) */
  leaveUrl: AppPlace | null;
}

export type AuthEvent =
  /** from the authentication gate of a protected route; public routes never send it */
  | { type: 'auth.signIn'; returnTo: string }
  | { type: 'auth.signOut'; returnTo?: string }
  /** from the API client's 401 path: a shared POST /session/refresh succeeded */
  | { type: 'auth.tokenRenewed'; session: Session }
  /** from the API client's 401 path: the session endpoint answered 401, the session is gone */
  | { type: 'auth.sessionExpired' }
  /** GET /customers/me answered 404: the account no longer exists */
  | { type: 'auth.customerNotFound' };

/** Where a deleted account is sent after logout (spec S0 §3, §4). */
export const ACCOUNT_DELETED_PLACE: AppPlace = { route: 'accountDeleted' };
/** setTimeout cannot wait longer than this. */
const MAX_TIMER_MS = 2_147_483_647;

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    /** POST /session/refresh: the session, or null when not signed in */
    restoreSession: notProvided<Session | null>('auth: restoreSession'),
    /** POST /session/token with the callback's code and state */
    redeemCode: notProvided<TokenResponse, TokenRequest | null>('auth: redeemCode'),
    /** POST /session/refresh before the access token expires; rejects when the session is gone */
    renewSession: notProvided<Session>('auth: renewSession'),
    /** POST /session/logout */
    endSession: notProvided<LogoutResponse, { returnTo: AppPlace | undefined }>('auth: endSession'),
  },
  actions: {
    /** the browser goes to /session/login?returnTo=… */
    redirectToSignIn: (_, _params: { returnTo: AppPlace }) => {},
    /** client-side navigation inside the app */
    navigate: (_, _params: { to: string; replace: boolean }) => {},
    /** navigate('/', { replace: true }) */
    resetToRoot: () => {},
    logError: (_, _params: { error: string }) => {},
    /** the browser leaves the app (window.location.assign) */
    leaveTo: (_, _params: { url: AppPlace }) => {},
    storeSession: assign((_, params: { session: Session | null }) =>
      params.session
        ? { accessToken: params.session.accessToken, expiresAt: params.session.expiresAt, claims: params.session.claims, error: null }
        : { accessToken: null, expiresAt: null, claims: null },
    ),
    clearSession: assign({ accessToken: null, expiresAt: null, claims: null }),
    setError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    setReturnTo: assign((_, params: { returnTo: AppPlace | null }) => ({ returnTo: params.returnTo })),
    setLeaveUrl: assign((_, params: { url: AppPlace }) => ({ leaveUrl: params.url })),
    markAccountDeleted: assign({ accountDeleted: true }),
  },
  guards: {
    hasAuthorizationCode: ({ context }) => context.callback !== null && 'code' in context.callback,
    hasSignInError: ({ context }) => context.callback !== null && 'error' in context.callback,
    wasStateInUrl: ({ context }) => context.callback?.state !== undefined,
    isSignedIn: (_, params: { session: Session | null }) => params.session !== null,
  },
  delays: {
    /** 80 % of the access token's remaining lifetime */
    renewBeforeExpiry: ({ context }) =>
      context.expiresAt === null ? 0 : Math.min(MAX_TIMER_MS, Math.max(0, Math.floor((context.expiresAt - Date.now()) * RENEW_AT_SHARE))),
  },
}).createMachine({
  id: 'auth',
  description: 'Signs the customer in and out and keeps a fresh access token in memory.',
  context: ({ input }) => ({
    accessToken: null,
    expiresAt: null,
    claims: null,
    accountDeleted: false,
    error: null,
    callback: input.callback,
    returnTo: null,
    leaveUrl: null,
  }),
  initial: 'initial',
  states: {
    initial: {
      description: 'Decides where to start: an authorization code to redeem, a sign-in error to handle, or a session to restore.',
      always: [
        { guard: 'hasAuthorizationCode', target: 'redeemingCode' },
        {
          guard: 'hasSignInError',
          target: 'signInFailed',
          actions: {
            type: 'setError',
            params: ({ context }) => ({
              error: new Error(
                `Sign-in failed: ${context.callback && 'error' in context.callback ? context.callback.error : 'unknown error'}`,
              ),
            }),
          },
        },
        { target: 'restoring' },
      ],
    },
    restoring: {
      description: 'Asks the session endpoint for a session (POST /session/refresh with the refresh cookie).',
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => ({ session: event.output }) },
            target: 'authenticated',
            actions: { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    signedOut: {
      description: 'No token. Waits for auth.signIn from the authentication gate of a protected route; public routes never send it.',
      on: {
        'auth.signIn': { target: 'signingIn', actions: { type: 'setReturnTo', params: ({ event }) => ({ returnTo: event.returnTo }) } },
        'auth.tokenRenewed': {
          target: 'authenticated',
          actions: { type: 'storeSession', params: ({ event }) => ({ session: event.session }) },
        },
      },
    },
    signingIn: {
      description: 'The browser is sent to /session/login?returnTo=…, which continues at the identity provider.',
      entry: { type: 'redirectToSignIn', params: ({ context }) => ({ returnTo: context.returnTo ?? '/' }) },
    },
    redeemingCode: {
      description: 'Back from the identity provider with a code: the session endpoint redeems it (POST /session/token).',
      invoke: {
        id: 'redeemCode',
        src: 'redeemCode',
        input: ({ context }) =>
          context.callback && 'code' in context.callback
            ? {
                code: context.callback.code,
                state: context.callback.state,
                ...(context.callback.iss === undefined ? {} : { iss: context.callback.iss }),
              }
            : null,
        onDone: {
          target: 'authenticated',
          actions: [
            { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
            { type: 'navigate', params: ({ event }) => ({ to: event.output.returnTo, replace: true }) },
          ],
        },
        onError: { target: 'signInFailed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    signInFailed: {
      description:
        'The sign-in came back with an error or the code could not be redeemed: logged, the app resets to the root when the state parameter was in the URL, then tries to restore a session.',
      entry: { type: 'logError', params: ({ context }) => ({ error: context.error ?? 'Sign-in failed' }) },
      always: [{ guard: 'wasStateInUrl', target: 'restoring', actions: 'resetToRoot' }, { target: 'restoring' }],
    },
    authenticated: {
      description: 'Signed in: the access token is in memory and is renewed before it expires.',
      initial: 'active',
      on: {
        'auth.tokenRenewed': {
          target: '.active',
          reenter: true,
          actions: { type: 'storeSession', params: ({ event }) => ({ session: event.session }) },
        },
        'auth.sessionExpired': { target: 'signedOut', actions: 'clearSession' },
        'auth.signOut': {
          target: 'signingOut',
          actions: { type: 'setReturnTo', params: ({ event }) => ({ returnTo: event.returnTo ?? null }) },
        },
        'auth.customerNotFound': {
          target: 'signingOut',
          actions: ['markAccountDeleted', { type: 'setReturnTo', params: { returnTo: ACCOUNT_DELETED_PLACE } }],
        },
      },
      states: {
        active: {
          description: 'The token is valid; renewal is due after 80 % of its remaining lifetime.',
          after: { renewBeforeExpiry: 'renewing' },
        },
        renewing: {
          description: 'Renews the access token (POST /session/refresh, shared with the API client’s 401 path).',
          invoke: {
            id: 'renewSession',
            src: 'renewSession',
            onDone: { target: 'active', actions: { type: 'storeSession', params: ({ event }) => ({ session: event.output }) } },
            onError: {
              target: '#auth.signedOut',
              actions: ['clearSession', { type: 'setError', params: ({ event }) => ({ error: event.error }) }],
            },
          },
        },
      },
    },
    signingOut: {
      description: 'Ends the session (POST /session/logout revokes the refresh token); the tokens are cleared either way.',
      invoke: {
        id: 'endSession',
        src: 'endSession',
        input: ({ context }) => ({ returnTo: context.returnTo ?? undefined }),
        onDone: {
          target: 'leaving',
          actions: ['clearSession', { type: 'setLeaveUrl', params: ({ event }) => ({ url: event.output.endSessionUrl }) }],
        },
        onError: {
          target: 'leaving',
          actions: [
            'clearSession',
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'setLeaveUrl', params: ({ context }) => ({ url: context.returnTo ?? '/' }) },
          ],
        },
      },
    },
    leaving: {
      type: 'final',
      description: 'Signed out: the browser leaves for the provider’s end-session URL (or the return path when logout failed).',
      entry: { type: 'leaveTo', params: ({ context }) => ({ url: context.leaveUrl ?? '/' }) },
    },
  },
});
