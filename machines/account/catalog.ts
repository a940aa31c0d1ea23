// Catalogue entries of the account area's flows: e-mail change, account deletion and the newsletter
// opt-in, with their confirmation links (S0 §2, §4; DECISIONS 3–5).
import { fromPromise } from 'xstate';

import { entry, type CatalogEntry } from '../catalogEntry';
import { accountDeletionMachine } from './accountDeletion.machine';

import { accountDeletionConfirmationMachine } from './accountDeletionConfirmation.machine';
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
} from './fixtures';

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
    actors: { act: fromPromise<undefined, undefined>(async () => undefined) },
    events: [
      { type: 'accountDeletion.open' },
      { type: 'accountDeletion.cancel' },
      { type: 'accountDeletion.confirm' },
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

export const accountEntries: readonly CatalogEntry[] = [
  emailChange,
  emailChangeConfirmation,
  accountDeletion,
  accountDeletionConfirmation,
  doubleOptIn,
];
