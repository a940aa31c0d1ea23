// Catalogue entries of the shell's machines: sign-in and session, plain loads, the dialog stack and
// the toasts (S0 §4, §6, §8; S1 §2 Modals, Toasts).
import { fromPromise } from 'xstate';

import { entry, type CatalogEntry } from '../catalogEntry';

import type { LogoutResponse, Session, TokenRequest, TokenResponse } from '@schemas/session';
import { authMachine, type AppPlace, type AuthInput } from './auth.machine';
import { fixtureCustomer, fixtureLogoutResponse, fixtureRenewedSession, fixtureSession, fixtureTokenResponse } from './fixtures/session';

import { resourceMachine } from './resource.machine';
import { resourceEntry } from './resourceEntry';
import { abTestOfferMachine } from './abTestOffer.machine';
import { fixtureAbTestOffer, fixtureAbTestOfferError } from './fixtures/offer';

import { dialogStackMachine } from './dialogStack.machine';

import { toastsMachine } from './toasts.machine';

import { fixtureDialogs, fixtureToasts } from './fixtures/interaction';

import { cookieConsentMachine } from './cookieConsent.machine';
import { helpChatMachine } from './helpChat.machine';
import { fixtureConsentInputs } from './fixtures/consent';

const networkDown = new Error('GET /api/example failed: no response');

const auth = entry({
  id: 'auth',
  title: 'Sign-in and session',
  description:
    'Starts by redeeming an authorization code when the app opens on /auth/callback, handling a sign-in error from the same URL, or restoring a session from the refresh cookie. Without a session it waits until a protected route asks to sign in and then sends the browser to the session endpoint’s login. Once signed in it keeps the access token in memory, renews it at 80 % of its lifetime, accepts a token renewed by the API client after a 401, and signs out on request or when the customer service says the account no longer exists.',
  specSection: 'S0 §4 Authentication, §6, §8 Sign-in error',
  machine: authMachine,
  fixtures: {
    actors: {
      restoreSession: fromPromise<Session | null>(async () => fixtureSession),
      redeemCode: fromPromise<TokenResponse, TokenRequest | null>(async () => fixtureTokenResponse),
      renewSession: fromPromise<Session>(async () => fixtureRenewedSession),
      endSession: fromPromise<LogoutResponse, { returnTo: AppPlace | undefined }>(async () => fixtureLogoutResponse),
    },
    events: [
      { type: 'auth.signIn', returnTo: '/orders?page=2' },
      { type: 'auth.signOut' },
      { type: 'auth.tokenRenewed', session: fixtureRenewedSession },
      { type: 'auth.sessionExpired' },
      { type: 'auth.customerNotFound' },
      { type: 'xstate.done.actor.restoreSession', output: fixtureSession },
      { type: 'xstate.done.actor.restoreSession', output: null },
      { type: 'xstate.error.actor.restoreSession', error: networkDown },
      { type: 'xstate.done.actor.redeemCode', output: fixtureTokenResponse },
      { type: 'xstate.error.actor.redeemCode', error: new Error('POST /session/token failed with 400') },
      { type: 'xstate.done.actor.renewSession', output: fixtureRenewedSession },
      { type: 'xstate.error.actor.renewSession', error: new Error('Session expired') },
      { type: 'xstate.done.actor.endSession', output: fixtureLogoutResponse },
      { type: 'xstate.error.actor.endSession', error: new Error('POST /session/logout failed with 500') },
    ],
    input: { callback: null } satisfies AuthInput,
    variants: [
      {
        name: 'callback with code',
        description: 'The app opens on /auth/callback?code=…&state=…&iss=…',
        input: { callback: { code: 'fixture-code', state: 'fixture-state', iss: 'http://localhost:8080/oidc' } },
      },
      {
        name: 'callback with error',
        description: 'The app opens on /auth/callback?error=access_denied&state=…',
        input: { callback: { error: 'access_denied', state: 'fixture-state' } },
      },
      {
        name: 'callback with error, no state',
        description: 'The app opens on /auth/callback?error=invalid_request (no state parameter).',
        input: { callback: { error: 'invalid_request' } },
      },
    ],
  },
});

const resource = resourceEntry({
  id: 'resource',
  title: 'Resource load',
  description:
    'Carries the spec’s request state for a plain load: nothing is requested until a load is asked for, the load is then in progress, and it ends finished with the data or failed with an error message. A finished or failed load can be reloaded. The signed-in customer is one such resource.',
  specSection: 'S0 §4 (request state)',
  machine: resourceMachine,
  data: fixtureCustomer,
  error: new Error('GET /api/customer/customers/me failed with 500'),
});

const dialogStack = entry({
  id: 'dialogStack',
  title: 'Dialog stack',
  description:
    'Keeps every open dialog in one stack. A dialog opens on top of the others; Escape closes only the top-most dialog, and only when that dialog allows it; a click on the overlay closes the dialog it belongs to when it is on top and allows it. While any dialog is open the page does not scroll, and Escape does not reach the page (the photo preview closes on Escape only when no dialog is open).',
  specSection: 'S1 §2 Modals; DECISIONS 36',
  machine: dialogStackMachine,
  fixtures: {
    actors: {},
    events: [
      { type: 'dialogStack.open', ...fixtureDialogs.dismissible },
      { type: 'dialogStack.open', ...fixtureDialogs.locked },
      { type: 'dialogStack.close', id: fixtureDialogs.dismissible.id },
      { type: 'dialogStack.close', id: fixtureDialogs.locked.id },
      { type: 'dialogStack.escape' },
      { type: 'dialogStack.overlay', id: fixtureDialogs.dismissible.id },
      { type: 'dialogStack.overlay', id: fixtureDialogs.locked.id },
    ],
    input: undefined,
  },
});

const toasts = entry({
  id: 'toasts',
  title: 'Toasts',
  description:
    'Holds the toasts on screen, newest last, at the top centre. Each toast has a text, a tone and its own duration (5 seconds unless told otherwise); it goes when its time is up or when it is closed, and its time stands still while the pointer or the focus is on it.',
  specSection: 'S1 §2 Toasts; DECISIONS 26',
  machine: toastsMachine,
  fixtures: {
    actors: {},
    events: [
      { type: 'toasts.show', ...fixtureToasts.preparing },
      { type: 'toasts.show', ...fixtureToasts.downloadFailed },
      { type: 'toasts.dismiss', id: fixtureToasts.preparing.id },
      { type: 'toasts.dismiss', id: fixtureToasts.downloadFailed.id },
      { type: 'toasts.dismissAll' },
    ],
    input: undefined,
  },
});

const cookieConsent = entry({
  id: 'cookieConsent',
  title: 'Cookie consent',
  description:
    'Reads the stored consent at start. With no stored choice, or a stored code that is not one of 00, 01, 10 and 11, the dialog asks as on a first visit; a choice of another consent version or older than 13 months is asked again. The customer accepts all, rejects all, or switches analytics and marketing on or off and saves; the choice is then stored as its two-character code with the version and the day beside it. From the shell the dialog can be reopened to change the choice, or closed leaving it as it was. Nothing non-essential runs before a choice.',
  specSection: 'S0 §1, §3 Cookie consent, §5; DECISIONS 17, 38',
  machine: cookieConsentMachine,
  fixtures: {
    actors: {},
    events: [
      { type: 'cookieConsent.acceptAll' },
      { type: 'cookieConsent.rejectAll' },
      { type: 'cookieConsent.toggle', purpose: 'analytics' },
      { type: 'cookieConsent.toggle', purpose: 'marketing' },
      { type: 'cookieConsent.save' },
      { type: 'cookieConsent.reopen' },
      { type: 'cookieConsent.close' },
    ],
    input: fixtureConsentInputs.firstVisit,
    variants: [
      {
        name: 'stored choice',
        description: 'The cookies hold 10, stored a month ago under the current version.',
        input: fixtureConsentInputs.stored,
      },
      {
        name: 'expired choice',
        description: 'The cookies hold a choice made more than 13 months ago.',
        input: fixtureConsentInputs.expired,
      },
    ],
  },
});

const helpChat = entry({
  id: 'helpChat',
  title: 'Help chat',
  description:
    'Shows only the launcher until the customer opens the chat; only then is the chat’s script requested. Once it has loaded, the chat’s panel opens, and closing and opening it again needs no new load. A script that cannot be loaded is reported on the launcher, which offers to try again.',
  specSection: 'S0 §1, §9 (chat widget)',
  machine: helpChatMachine,
  fixtures: {
    actors: { loadChat: fromPromise<undefined>(async () => undefined) },
    events: [
      { type: 'helpChat.open' },
      { type: 'helpChat.close' },
      { type: 'helpChat.retry' },
      { type: 'xstate.done.actor.loadChat', output: undefined },
      { type: 'xstate.error.actor.loadChat', error: new Error('GET /__third-party/help-chat.js failed') },
    ],
    input: undefined,
  },
});

const abTestOffer = resourceEntry({
  id: 'abTestOffer',
  title: 'Ab-test offer',
  description:
    'Loads the ab-test offer the home overview shows: asked of the targeting tool only with marketing consent and never before the customer chose, with the brand’s channel and language. No tool or no offer is nothing to show; a failed call shows no offer either, as it is an offer and not the customer’s data, and is reported.',
  specSection: 'S0 §7 (ab-test offers)',
  machine: abTestOfferMachine,
  data: fixtureAbTestOffer,
  error: fixtureAbTestOfferError,
});

export const shellEntries: readonly CatalogEntry[] = [auth, resource, dialogStack, toasts, cookieConsent, helpChat, abTestOffer];
