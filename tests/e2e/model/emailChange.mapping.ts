// The e-mail change request machine (machines/account/emailChange.machine.ts) as gestures on
// /settings/email and checks of what that page shows. Each path has a fresh account, signed in
// before the path starts; the POST …/emailchanges request is held in the browser (holds.ts) so that
// `pending` can be seen, and its outcome is arranged in the sandbox: a fresh address (202), another
// account's address (409), three earlier requests (429), or the fault switch (500).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { findEntry } from '../../../machines/catalog';
import { fixtureNewEmail } from '../../../machines/account/fixtures';
import { clearFault, newAccount, setFault, signIn } from '../support';
import { Holds } from './holds';
import type { ModelMapping, StepView } from './modelPaths';

type HoldName = 'emailChange';

interface EmailChangeRun {
  page: Page;
  request: APIRequestContext;
  holds: Holds<HoldName>;
  /** what the user types for the catalogue's valid address */
  newEmail: string;
  faultIds: string[];
}

const entry = findEntry('emailChange');
if (!entry) throw new Error('emailChange is not in the catalogue');

const PAGE = '/settings/email';
const EMAIL_CHANGES = /^\/api\/auth\/v2\/identities\/[^/]+\/[^/]+\/emailchanges$/;
export const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;

const field = (page: Page) => page.getByLabel('New e-mail address');
const submitButton = (page: Page) => page.getByRole('button', { name: 'Change e-mail address' });

const TEXTS = {
  pending: 'Sending the confirmation link…',
  required: 'Please enter your new e-mail address.',
  invalid: 'Please enter a valid e-mail address.',
  inUse: 'This e-mail address is already in use by another account.',
  tooManyRequests: 'You have asked for too many e-mail changes. Please wait a few minutes and try again.',
  other: 'Something went wrong while changing your e-mail address. Please try again.',
} as const;

const received = (email: string) =>
  `We have sent a confirmation link to ${email}. Please check your inbox and click the link to confirm your new e-mail address.`;

function read(step: StepView, key: string): unknown {
  const context = step.context;
  return typeof context === 'object' && context !== null && key in context ? Reflect.get(context, key) : undefined;
}

/** The address the page shows for the machine's context value (the fixture address stands for the one typed). */
const shown = (c: EmailChangeRun, email: unknown) => (email === fixtureNewEmail ? c.newEmail : typeof email === 'string' ? email : '');

const statusOf = (event: EventObject) =>
  'error' in event && typeof event.error === 'object' && event.error !== null && 'status' in event.error ? event.error.status : null;

async function requestThroughThePage(page: Page, email: string) {
  await page.goto(PAGE);
  await field(page).fill(email);
  await submitButton(page).click();
  await expect(page.getByRole('status')).toHaveText(received(email));
}

export const emailChangeMapping: ModelMapping<EmailChangeRun> = {
  entry,
  async context({ page, request }) {
    const account = await newAccount(request);
    await signIn(page, account.email, { password: account.password });
    return {
      page,
      request,
      holds: new Holds<HoldName>(page, { emailChange: { method: 'POST', path: EMAIL_CHANGES } }),
      newEmail: uniqueEmail('model'),
      faultIds: [],
    };
  },
  async dispose(c) {
    for (const id of c.faultIds) await clearFault(c.request, id);
    await c.holds.openAll();
  },
  variants: {
    default: {
      does: `a fresh account, signed in, opens ${PAGE}`,
      async start(c) {
        await c.holds.hold('emailChange');
        await c.page.goto(PAGE);
      },
    },
  },
  gestures: [
    {
      type: 'emailChange.edit',
      match: (event) => 'email' in event && event.email === fixtureNewEmail,
      label: 'a valid address',
      does: 'type the new address into “New e-mail address”',
      async act(c) {
        await field(c.page).fill(c.newEmail);
      },
    },
    {
      type: 'emailChange.edit',
      match: (event) => 'email' in event && event.email !== fixtureNewEmail,
      label: 'not an address',
      does: 'type the catalogue’s text that is not an e-mail address',
      async act(c, event) {
        await field(c.page).fill('email' in event && typeof event.email === 'string' ? event.email : '');
      },
    },
    {
      type: 'emailChange.submit',
      does: 'click “Change e-mail address”',
      async act(c) {
        await submitButton(c.page).click();
      },
    },
    {
      type: 'emailChange.reset',
      does: 'click “Try again” (after a failure) or “Use another address” (after the mail went out)',
      async act(c) {
        await c.page.getByRole('button', { name: /^(Try again|Use another address)$/ }).click();
      },
    },
    {
      type: 'xstate.done.actor.requestEmailChange',
      does: 'the held request for a fresh address goes on: 202',
      async act(c) {
        await c.holds.release('emailChange');
      },
    },
    {
      type: 'xstate.error.actor.requestEmailChange',
      match: (event) => statusOf(event) === 409,
      label: '409',
      does: 'the address typed is another account’s: the held request goes on and answers 409',
      async prepare(c, _event) {
        c.newEmail = (await newAccount(c.request)).email;
      },
      async act(c) {
        await c.holds.release('emailChange');
      },
    },
    {
      type: 'xstate.error.actor.requestEmailChange',
      match: (event) => statusOf(event) === 429,
      label: '429',
      does: 'three change requests were made through the page before: the held fourth goes on and answers 429',
      async prepare(c) {
        for (const label of ['first', 'second', 'third']) await requestThroughThePage(c.page, uniqueEmail(label));
      },
      async act(c) {
        await c.holds.release('emailChange');
      },
    },
    {
      type: 'xstate.error.actor.requestEmailChange',
      match: (event) => statusOf(event) !== 409 && statusOf(event) !== 429,
      label: 'other (500)',
      does: 'the fault switch answers the held request with 500',
      faults: true,
      async act(c) {
        const fault = await setFault(c.page, { path: '/api/auth/v2/identities/*', method: 'POST', status: 500, times: 1 });
        c.faultIds.push(fault.id);
        await c.holds.release('emailChange');
      },
    },
  ],
  excluded: [],
  checks: [
    {
      state: 'request',
      shows: 'the “New e-mail address” field with what was typed, and the field message after a refused submit (“Please enter …”)',
      async check(c, step) {
        await expect(field(c.page)).toBeEditable();
        await expect(field(c.page)).toHaveValue(shown(c, read(step, 'email')));
        await expect(submitButton(c.page)).toBeEnabled();
        const validation = read(step, 'validation');
        if (validation === 'required' || validation === 'invalid') {
          await expect(c.page.getByText(TEXTS[validation])).toBeVisible();
          await expect(field(c.page)).toHaveAttribute('aria-invalid', 'true');
        } else {
          await expect(c.page.getByText(TEXTS.required)).toHaveCount(0);
          await expect(c.page.getByText(TEXTS.invalid)).toHaveCount(0);
        }
        await expect(c.page.getByRole('alert')).toHaveCount(0);
      },
    },
    {
      state: 'pending',
      shows: '“Sending the confirmation link…” with the field and the button disabled, while the request is on its way',
      async check(c) {
        await c.holds.waitFor('emailChange');
        await expect(c.page.getByText(TEXTS.pending)).toBeVisible();
        await expect(field(c.page)).toBeDisabled();
        await expect(submitButton(c.page)).toBeDisabled();
      },
    },
    {
      state: 'received',
      shows: '“We have sent a confirmation link to <address>. Please check your inbox …”',
      async check(c, step) {
        await expect(c.page.getByRole('status')).toHaveText(received(shown(c, read(step, 'requestedEmail'))));
        await expect(c.page.getByRole('button', { name: 'Use another address' })).toBeVisible();
      },
    },
    {
      state: 'failed',
      shows: 'the reason: in use (409), too many requests (429) or something went wrong, with “Try again”',
      async check(c, step) {
        const failure = read(step, 'failure');
        const text = failure === 'inUse' || failure === 'tooManyRequests' ? TEXTS[failure] : TEXTS.other;
        await expect(c.page.getByRole('alert')).toHaveText(text);
        await expect(c.page.getByRole('button', { name: 'Try again' })).toBeVisible();
      },
    },
  ],
  unobserved: [],
};
