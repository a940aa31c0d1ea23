// Every machine in machines/, with what the flow atlas and the path generator need: a title, one
// plain paragraph, the spec section, and fixtures (zod-valid actor logic, traversal events, input).
// Traversal (xstate/graph) never runs invoked actors, so each invoke's outcomes are listed as events:
// `xstate.done.actor.<id>` with an output and `xstate.error.actor.<id>` with an error. Delayed
// transitions need no entry: machines/paths.ts adds one `xstate.after.<delay>.<state id>` event per
// delay to the traversal, and the path test sends it to the real actor instead of waiting.
import { fromPromise } from 'xstate';
import { entry, type CatalogEntry } from './catalogEntry';
import { photoEntries } from './catalog.photos';
import type { LogoutResponse, Session, TokenRequest, TokenResponse } from '@schemas/session';
import { accountDeletionMachine } from './accountDeletion.machine';
import { accountDeletionConfirmationMachine } from './accountDeletionConfirmation.machine';
import { authMachine, type AuthInput } from './auth.machine';
import { doubleOptInMachine } from './doubleOptIn.machine';
import { emailChangeMachine } from './emailChange.machine';
import { emailChangeConfirmationMachine } from './emailChangeConfirmation.machine';
import {
  fixtureBadDeletionToken,
  fixtureBadSubscriptionToken,
  fixtureBadToken,
  fixtureDeletionServerError,
  fixtureEmailChangeServerError,
  fixtureEmailInUse,
  fixtureNewEmail,
  fixtureToken,
  fixtureTooManyEmailChanges,
} from './fixtures/accountFlows';
import { fixtureCustomer, fixtureLogoutResponse, fixtureRenewedSession, fixtureSession, fixtureTokenResponse } from './fixtures/session';
import { resourceMachine } from './resource.machine';
import { dialogStackMachine } from './dialogStack.machine';
import { toastsMachine } from './toasts.machine';
import { fixtureDialogs, fixtureToasts } from './fixtures/interaction';

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
      endSession: fromPromise<LogoutResponse, { returnTo: string | undefined }>(async () => fixtureLogoutResponse),
    },
    events: [
      { type: 'auth.signIn', returnTo: '/orders?page=2' },
      { type: 'auth.signOut' },
      { type: 'auth.tokenRenewed', session: fixtureRenewedSession },
      { type: 'auth.sessionExpired' },
      { type: 'customer.notFound' },
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

const resource = entry({
  id: 'resource',
  title: 'Resource load',
  description:
    'Carries the spec’s request state for a plain load: nothing is requested until a load is asked for, the load is then in progress, and it ends finished with the data or failed with an error message. A finished or failed load can be reloaded. The signed-in customer is one such resource.',
  specSection: 'S0 §4 (request state)',
  machine: resourceMachine,
  fixtures: {
    actors: { load: fromPromise(async (): Promise<unknown> => fixtureCustomer) },
    events: [
      { type: 'resource.load' },
      { type: 'resource.reload' },
      { type: 'xstate.done.actor.load', output: fixtureCustomer },
      { type: 'xstate.error.actor.load', error: new Error('GET /api/customer/customers/me failed with 500') },
    ],
    input: undefined,
  },
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
      { type: 'dialog.open', ...fixtureDialogs.dismissible },
      { type: 'dialog.open', ...fixtureDialogs.locked },
      { type: 'dialog.close', id: fixtureDialogs.dismissible.id },
      { type: 'dialog.close', id: fixtureDialogs.locked.id },
      { type: 'dialog.escape' },
      { type: 'dialog.overlay', id: fixtureDialogs.dismissible.id },
      { type: 'dialog.overlay', id: fixtureDialogs.locked.id },
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
      { type: 'toast.show', ...fixtureToasts.preparing },
      { type: 'toast.show', ...fixtureToasts.downloadFailed },
      { type: 'toast.dismiss', id: fixtureToasts.preparing.id },
      { type: 'toast.dismiss', id: fixtureToasts.downloadFailed.id },
      { type: 'toast.dismissAll' },
    ],
    input: undefined,
  },
});

const emailChange = entry({
  id: 'emailChange',
  title: 'E-mail change request',
  description:
    'The customer types a new e-mail address on the change e-mail page. On submit it is checked (required, a valid address); a valid address is sent to the auth service, which mails a confirmation link to it. The page then says to check the inbox. A refused request ends in one failed state with its reason: the address is in use by another account (409), too many change requests (429), or anything else. Reset goes back to editing.',
  specSection: 'S0 §4 E-mail change, §7 Auth service, §8; DECISIONS 3',
  machine: emailChangeMachine,
  fixtures: {
    actors: { requestEmailChange: fromPromise<undefined, { email: string }>(async () => undefined) },
    events: [
      { type: 'emailChange.edit', email: fixtureNewEmail },
      { type: 'emailChange.edit', email: 'not-an-address' },
      { type: 'emailChange.submit' },
      { type: 'emailChange.reset' },
      { type: 'xstate.done.actor.requestEmailChange', output: undefined },
      { type: 'xstate.error.actor.requestEmailChange', error: fixtureEmailInUse },
      { type: 'xstate.error.actor.requestEmailChange', error: fixtureTooManyEmailChanges },
      { type: 'xstate.error.actor.requestEmailChange', error: fixtureEmailChangeServerError },
    ],
    input: undefined,
  },
});

const emailChangeConfirmation = entry({
  id: 'emailChangeConfirmation',
  title: 'E-mail change confirmation',
  description:
    'Runs on the page the confirmation mail links to, after the customer has signed in. It reads the confirmation token from the link and confirms it with the auth service. On success the customer is signed out and lands on the page saying the address has changed, to sign in with the new one. A link without a token, or a bad, used, expired or other account’s token, replaces the page with the e-mail change error page.',
  specSection: 'S0 §2, §4 E-mail change, §8; DECISIONS 4',
  machine: emailChangeConfirmationMachine,
  fixtures: {
    actors: { confirmToken: fromPromise<undefined, { token: string }>(async () => undefined) },
    events: [
      { type: 'xstate.done.actor.confirmToken', output: undefined },
      { type: 'xstate.error.actor.confirmToken', error: fixtureBadToken },
    ],
    input: { token: fixtureToken },
    variants: [{ name: 'no token', description: 'The link has no confirmation-token parameter.', input: { token: null } }],
  },
});

const accountDeletion = entry({
  id: 'accountDeletion',
  title: 'Account deletion request',
  description:
    'The settings page offers to delete the account. The customer confirms in a second step or cancels. The auth service then mails a confirmation link and the page says to check the inbox; nothing is deleted until that link is opened. A failed request can be tried again or abandoned.',
  specSection: 'S0 §4 Account deletion, §7 Auth service',
  machine: accountDeletionMachine,
  fixtures: {
    actors: { requestAccountDeletion: fromPromise<undefined>(async () => undefined) },
    events: [
      { type: 'accountDeletion.start' },
      { type: 'accountDeletion.cancel' },
      { type: 'accountDeletion.confirm' },
      { type: 'accountDeletion.reset' },
      { type: 'xstate.done.actor.requestAccountDeletion', output: undefined },
      { type: 'xstate.error.actor.requestAccountDeletion', error: fixtureDeletionServerError },
    ],
    input: undefined,
  },
});

const accountDeletionConfirmation = entry({
  id: 'accountDeletionConfirmation',
  title: 'Account deletion confirmation',
  description:
    'Runs on the page the deletion mail links to, after the customer has signed in. It reads the confirmation token from the link and confirms it with the auth service, which deletes the account. On success the customer is signed out and lands on the page saying the account was deleted. A link without a token, or a bad, used, expired or other account’s token, replaces the page with the account deletion error page.',
  specSection: 'S0 §2, §4 Account deletion, §8; DECISIONS 4',
  machine: accountDeletionConfirmationMachine,
  fixtures: {
    actors: { confirmToken: fromPromise<undefined, { token: string }>(async () => undefined) },
    events: [
      { type: 'xstate.done.actor.confirmToken', output: undefined },
      { type: 'xstate.error.actor.confirmToken', error: fixtureBadDeletionToken },
    ],
    input: { token: fixtureToken },
    variants: [{ name: 'no token', description: 'The link has no confirmation-token parameter.', input: { token: null } }],
  },
});

const doubleOptIn = entry({
  id: 'doubleOptIn',
  title: 'Newsletter opt-in confirmation',
  description:
    'Runs on the public page the newsletter opt-in mail links to; no sign-in is needed. It reads the confirmation token and the e-mail address from the link and confirms them with the e-mail gateway, then replaces the page with the subscription success page, or with the subscription error page when the gateway refuses. A link missing the token or the e-mail address goes to the error page at once.',
  specSection: 'S0 §2, §7 Subscription confirm, §8; DECISIONS 4, 5',
  machine: doubleOptInMachine,
  fixtures: {
    actors: { confirmSubscription: fromPromise<undefined, { email: string; token: string }>(async () => undefined) },
    events: [
      { type: 'xstate.done.actor.confirmSubscription', output: undefined },
      { type: 'xstate.error.actor.confirmSubscription', error: fixtureBadSubscriptionToken },
    ],
    input: { token: fixtureToken, email: fixtureNewEmail },
    variants: [
      { name: 'no token', description: 'The link has no confirmation-token parameter.', input: { token: null, email: fixtureNewEmail } },
      { name: 'no email', description: 'The link has no email parameter.', input: { token: fixtureToken, email: null } },
    ],
  },
});

export const catalog: readonly CatalogEntry[] = [
  auth,
  resource,
  dialogStack,
  toasts,
  emailChange,
  emailChangeConfirmation,
  accountDeletion,
  accountDeletionConfirmation,
  doubleOptIn,
  ...photoEntries,
];

export type { CatalogEntry, FixtureInput, ProvidedActors, TraversalEvent } from './catalogEntry';

export function findEntry(id: string): CatalogEntry | undefined {
  return catalog.find((candidate) => candidate.id === id);
}
