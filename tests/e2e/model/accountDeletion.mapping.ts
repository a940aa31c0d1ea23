// The account deletion request machine (machines/account/accountDeletion.machine.ts) as gestures in the
// "Delete account" section of /settings and checks of what it shows. Each path has a fresh account;
// the POST …/deleteaccount request is held in the browser (holds.ts) so that `InProgress` can be seen.
// Nothing is deleted: the request only mails a link, which no path opens.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { findEntry } from '../../../machines/catalog';
import { clearFault, newAccount, setFault, signIn } from '../support';
import { Holds } from './holds';
import type { ModelMapping } from './modelPaths';

type HoldName = 'deletion';

interface AccountDeletionRun {
  page: Page;
  request: APIRequestContext;
  holds: Holds<HoldName>;
  faultIds: string[];
}

const entry = findEntry('accountDeletion');
if (!entry) throw new Error('accountDeletion is not in the catalogue');

const DELETE_ACCOUNT = /^\/api\/auth\/v2\/identities\/[^/]+\/[^/]+\/deleteaccount$/;
const TEXTS = {
  question: 'Are you sure you want to delete your account? We will send you an e-mail with a link to confirm the deletion.',
  pending: 'Sending the confirmation link…',
  requested: 'We have sent you an e-mail with a link to confirm the deletion of your account. Please check your inbox.',
  failed: 'Something went wrong while requesting the deletion of your account. Please try again.',
} as const;

const section = (page: Page) => page.getByRole('region', { name: 'Delete account' });
const button = (page: Page, name: string) => section(page).getByRole('button', { name, exact: true });

export const accountDeletionMapping: ModelMapping<AccountDeletionRun> = {
  entry,
  async context({ page, request }) {
    const account = await newAccount(request);
    await signIn(page, account.email, { password: account.password });
    return { page, request, holds: new Holds<HoldName>(page, { deletion: { method: 'POST', path: DELETE_ACCOUNT } }), faultIds: [] };
  },
  async dispose(c) {
    for (const id of c.faultIds) await clearFault(c.request, id);
    await c.holds.openAll();
  },
  variants: {
    default: {
      does: 'a fresh account, signed in, opens /settings',
      async start(c) {
        await c.holds.hold('deletion');
        await c.page.goto('/settings');
      },
    },
  },
  gestures: [
    {
      type: 'accountDeletion.open',
      does: 'click “Delete account”',
      async act(c) {
        await button(c.page, 'Delete account').click();
      },
    },
    {
      type: 'accountDeletion.cancel',
      does: 'click “Cancel” in the confirm step (or after a failure)',
      async act(c) {
        await button(c.page, 'Cancel').click();
      },
    },
    {
      type: 'accountDeletion.confirm',
      does: 'click “Yes, delete my account” (“Try again” after a failure)',
      async act(c) {
        await section(c.page)
          .getByRole('button', { name: /^(Yes, delete my account|Try again)$/ })
          .click();
      },
    },
    {
      type: 'xstate.done.actor.requestAccountDeletion',
      does: 'the held request goes on: 202, the link is mailed',
      async act(c) {
        await c.holds.release('deletion');
      },
    },
    {
      type: 'xstate.error.actor.requestAccountDeletion',
      does: 'the fault switch answers the held request with 500',
      faults: true,
      async act(c) {
        const fault = await setFault(c.page, { path: '/api/auth/v2/identities/*', method: 'POST', status: 500, times: 1 });
        c.faultIds.push(fault.id);
        await c.holds.release('deletion');
      },
    },
  ],
  excluded: [],
  checks: [
    {
      state: 'request',
      shows: 'the “Delete account” button, no question asked',
      async check(c) {
        await expect(button(c.page, 'Delete account')).toBeVisible();
        await expect(section(c.page).getByText(TEXTS.question)).toHaveCount(0);
        await expect(section(c.page).getByRole('alert')).toHaveCount(0);
      },
    },
    {
      state: 'confirming',
      shows: 'the question with “Yes, delete my account” and “Cancel”',
      async check(c) {
        await expect(section(c.page).getByText(TEXTS.question)).toBeVisible();
        await expect(button(c.page, 'Yes, delete my account')).toBeEnabled();
        await expect(button(c.page, 'Cancel')).toBeEnabled();
      },
    },
    {
      state: 'InProgress',
      shows: '“Sending the confirmation link…” with both buttons disabled, while the request is on its way',
      async check(c) {
        await c.holds.waitFor('deletion');
        await expect(section(c.page).getByText(TEXTS.pending)).toBeVisible();
        await expect(button(c.page, 'Yes, delete my account')).toBeDisabled();
        await expect(button(c.page, 'Cancel')).toBeDisabled();
      },
    },
    {
      state: 'Finished',
      shows: '“We have sent you an e-mail with a link to confirm the deletion …”',
      async check(c) {
        await expect(section(c.page).getByRole('status')).toHaveText(TEXTS.requested);
      },
    },
    {
      state: 'Failed',
      shows: 'the failure message with “Try again” and “Cancel”',
      async check(c) {
        await expect(section(c.page).getByRole('alert')).toHaveText(TEXTS.failed);
        await expect(button(c.page, 'Try again')).toBeEnabled();
        await expect(button(c.page, 'Cancel')).toBeEnabled();
      },
    },
  ],
  unobserved: [],
};
