// The auth machine (machines/shell/auth.machine.ts) as user gestures and page checks. The app's own
// session calls (POST /session/refresh, /session/token, /session/logout, the GET /session/login
// navigation and, for the deleted-account paths, GET /customers/me) are held in the browser
// (holds.ts) so the in-between states can be seen; each outcome event then lets the held request
// reach the real sandbox (whose answer is the outcome) or has the network drop it.
import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { findEntry } from '../../../machines/catalog';
import { stateLabel } from '../../../machines/paths';
import { ErrorReportList } from '../../../schemas/sandbox';
import { SIGNED_IN_COOKIE } from '../../../schemas/session';
import { baseURL } from '../../../playwright.config';
import { newAccount, signIn } from '../support';
import { Holds } from './holds';
import type { ModelMapping, StepView } from './modelPaths';

type HoldName = 'refresh' | 'login' | 'token' | 'logout' | 'customer';

interface AuthRun {
  page: Page;
  holds: Holds<HoldName>;
  account: { email: string; password: string } | null;
  /** a unique mark put into the callback URL, to find this test's error report */
  mark: string;
  /** the path starts on a public page (it waits in signedOut there) */
  publicStart: boolean;
  /** the callback arrives with a code the session endpoint refuses */
  badCallback: boolean;
  /** an account without a customer record: GET /customers/me answers 404 */
  customerless: boolean;
  /** a session cookie exists before the path starts */
  hasSession: boolean;
  /**
   * the session marker cookie is there without a session (a browser whose refresh cookie is gone):
   * only then does a start without a session send a refresh, whose outcome the path then decides
   */
  marked: boolean;
  /** the logout request reached the session endpoint */
  sessionEnded: boolean;
  /** the user signed in on the provider's page in this browser: the provider remembers them */
  providerSession: boolean;
  newAccount(): Promise<{ email: string; password: string }>;
}

const entry = findEntry('auth');
if (!entry) throw new Error('auth is not in the catalogue');

const accountNav = (page: Page) => page.getByRole('navigation', { name: /account/i });
const PUBLIC_START = '/account-deleted';
const PROTECTED_START = '/orders';
/** past 80 % of the sandbox's 10-minute access token life */
const RENEWAL_DUE = '08:30';

async function expectProviderSignIn(page: Page) {
  await expect(page).toHaveURL(/\/oidc-login\//);
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

async function expectLoader(page: Page, label: 'Signing you in…' | 'Signing you out…') {
  await expect(page.getByText(label)).toBeVisible();
  await expect(accountNav(page)).toHaveCount(0);
}

async function expectAccountDeletedPage(page: Page) {
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account has been successfully deleted' })).toBeVisible();
}

/** Puts the session marker (schemas/session.ts) in the browser without a session: its start then asks for one. */
async function markSession(c: AuthRun) {
  await c.page.context().addCookies([{ name: SIGNED_IN_COOKIE, value: '1', url: baseURL }]);
  c.marked = true;
}

const contextOf = (step: StepView) => {
  const context = step.context;
  const read = (key: string): unknown =>
    typeof context === 'object' && context !== null && key in context ? Reflect.get(context, key) : undefined;
  const callback = read('callback');
  const callbackState = typeof callback === 'object' && callback !== null && 'state' in callback ? callback.state : undefined;
  return { error: read('error'), accountDeleted: read('accountDeleted') === true, callbackHadState: typeof callbackState === 'string' };
};

/** signInFailed passed by (always): the error was reported, and the URL reset to / when the state parameter was in it. */
async function expectSignInFailureHandled(c: AuthRun, step: StepView) {
  const { callbackHadState } = contextOf(step);
  await expect
    .poll(async () => {
      const { reports } = ErrorReportList.parse(await (await c.page.request.get('/__sandbox/errors')).json());
      return reports.filter((report) => report.source === 'auth' && (report.url ?? '').includes(c.mark)).map((report) => report.message);
    })
    .toContainEqual(expect.stringMatching(/Sign-in failed|session\/token/));
  if (callbackHadState) await expect(c.page).toHaveURL((url) => url.pathname === '/' && url.search === '');
  else await expect(c.page).toHaveURL(/\/auth\/callback\?/);
}

const isFixtureSession = (event: EventObject) => 'output' in event && event.output !== null;

export const authMapping: ModelMapping<AuthRun> = {
  entry,
  async context({ page, request }) {
    const run: AuthRun = {
      page,
      holds: new Holds<HoldName>(page, {
        refresh: { method: 'POST', path: '/session/refresh' },
        login: { method: 'GET', path: '/session/login' },
        token: { method: 'POST', path: '/session/token' },
        logout: { method: 'POST', path: '/session/logout' },
        customer: { method: 'GET', path: '/api/customer/customers/me' },
      }),
      account: null,
      mark: `model${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
      publicStart: false,
      badCallback: false,
      customerless: false,
      hasSession: false,
      marked: false,
      sessionEnded: false,
      providerSession: false,
      async newAccount() {
        run.account ??= await newAccount(request, { customer: !run.customerless });
        return run.account;
      },
    };
    return run;
  },
  async dispose(c) {
    await c.holds.openAll();
  },
  variants: {
    default: {
      does: `open ${PROTECTED_START} (or the public ${PUBLIC_START} when the path waits signed out), no callback in the URL`,
      async start(c, path) {
        // a path that waits signed out without ever being signed in starts on a public page (a
        // protected one would ask for a sign-in at once); one that is signed in first needs the
        // account pages
        c.publicStart =
          path.steps.some((step) => step.state === 'signedOut') &&
          !path.steps.some((step) => stateLabel(step.state).startsWith('authenticated'));
        await c.holds.hold('refresh', 'login', 'token', 'logout');
        await c.page.goto(c.publicStart ? PUBLIC_START : PROTECTED_START);
      },
    },
    'callback with code': {
      does: 'sign in on the provider’s page and come back to /auth/callback?code=…; or open a spent callback link when the code is to be refused',
      async start(c) {
        await c.holds.hold('refresh', 'login', 'token', 'logout');
        if (c.badCallback) {
          await c.page.goto(`/auth/callback?code=spent-${c.mark}&state=${c.mark}`);
          return;
        }
        const account = await c.newAccount();
        await c.page.goto(PROTECTED_START);
        // without the session marker the start sends no refresh: it goes to sign in at once
        if (c.marked) await c.holds.release('refresh');
        await c.holds.release('login');
        await c.page.getByLabel('E-mail address').fill(account.email);
        await c.page.getByLabel('Password').fill(account.password);
        await c.page.getByRole('button', { name: 'Sign in' }).click();
        await expect(c.page).toHaveURL(/\/auth\/callback\?code=/);
        c.providerSession = true;
      },
    },
    'callback with error': {
      does: 'the provider sends the browser back with an error: /auth/callback?error=access_denied&state=…',
      async start(c) {
        await c.holds.hold('refresh', 'login', 'token', 'logout');
        await c.page.goto(`/auth/callback?error=access_denied&state=${c.mark}`);
      },
    },
    'callback with error, no state': {
      does: 'the provider sends the browser back with an error and no state: /auth/callback?error=invalid_request',
      async start(c) {
        await c.holds.hold('refresh', 'login', 'token', 'logout');
        await c.page.goto(`/auth/callback?error=invalid_request&mark=${c.mark}`);
      },
    },
  },
  gestures: [
    {
      type: 'auth.signIn',
      does: 'the authentication gate of a protected page asks for a sign-in (on the public page: follow “Create an account” to /); the browser goes to /session/login',
      async act(c) {
        // the click starts a navigation that is held: release it alongside, not after
        if (c.publicStart) await Promise.all([c.page.getByRole('link', { name: 'Create an account' }).click(), c.holds.release('login')]);
        else await c.holds.release('login');
      },
    },
    {
      type: 'auth.signOut',
      does: 'click “Sign out” in the account navigation',
      async act(c) {
        await accountNav(c.page).getByRole('link', { name: 'Sign out' }).click();
      },
    },
    {
      type: 'auth.customerNotFound',
      does: 'the signed-in account has no customer record: the held GET /customers/me goes on and the customer service answers 404',
      async account(c) {
        c.customerless = true;
        await c.holds.hold('customer');
      },
      async act(c) {
        await c.holds.release('customer');
      },
    },
    {
      type: 'xstate.done.actor.restoreSession',
      match: isFixtureSession,
      label: 'a session',
      does: 'the refresh cookie of an earlier sign-in is valid: the held POST /session/refresh goes on and answers 200',
      async prepare(c) {
        const account = await c.newAccount();
        // an earlier sign-in, made over HTTP (the provider's page is the subject of other paths)
        await signIn(c.page, account.email, { password: account.password });
        // leave that page, and whatever it still had held, behind: the path starts on a new load
        await c.page.goto('about:blank');
        c.holds.forget();
        c.hasSession = true;
        c.providerSession = true;
      },
      async act(c) {
        await c.holds.release('refresh');
      },
    },
    {
      type: 'xstate.done.actor.restoreSession',
      match: (event) => !isFixtureSession(event),
      label: 'no session',
      does: 'the session marker without a refresh cookie (a browser whose session is gone): the held POST /session/refresh goes on and answers 401',
      async prepare(c) {
        await markSession(c);
      },
      async act(c) {
        await c.holds.release('refresh');
      },
    },
    {
      type: 'xstate.error.actor.restoreSession',
      does: 'the session marker is there: the network drops the held POST /session/refresh (no response)',
      async prepare(c) {
        await markSession(c);
      },
      async act(c) {
        await c.holds.drop('refresh');
      },
    },
    {
      type: 'xstate.done.actor.redeemCode',
      does: 'the held POST /session/token with the provider’s fresh code goes on and answers 200',
      async act(c) {
        await c.holds.release('token');
      },
    },
    {
      type: 'xstate.error.actor.redeemCode',
      does: 'the callback link carries a spent code and a state without a sign-in transaction: the held POST /session/token goes on and answers 400',
      async prepare(c) {
        c.badCallback = true;
      },
      async act(c) {
        await c.holds.release('token');
      },
    },
    {
      type: 'xstate.after.renewBeforeExpiry.auth.authenticated.active',
      does: 'time passes: the page’s clock (installed before the app opens) jumps 8½ minutes, past 80 % of the 10-minute token life',
      async prepare(c) {
        await c.page.clock.install();
      },
      async act(c) {
        await c.page.clock.fastForward(RENEWAL_DUE);
      },
    },
    {
      type: 'xstate.done.actor.renewSession',
      does: 'the held renewal POST /session/refresh goes on and answers 200 with a new token',
      async act(c) {
        await c.holds.release('refresh');
      },
    },
    {
      type: 'xstate.error.actor.renewSession',
      does: 'the network drops the held renewal POST /session/refresh (no response)',
      async act(c) {
        await c.holds.drop('refresh');
      },
    },
    {
      type: 'xstate.done.actor.endSession',
      does: 'the held POST /session/logout goes on and answers 200 with the provider’s end-session URL',
      async act(c) {
        await c.holds.release('logout');
        c.sessionEnded = true;
        c.providerSession = false;
      },
    },
    {
      type: 'xstate.error.actor.endSession',
      does: 'the network drops the held POST /session/logout (no response)',
      async act(c) {
        await c.holds.drop('logout');
      },
    },
  ],
  excluded: [
    {
      type: 'auth.tokenRenewed',
      reason:
        'sent by the API client’s 401 path after a shared renewal; no gesture makes a valid access token answer 401, only the fault switch, and tests/e2e/faults/api-edge.spec.ts covers that path (mapping it would add about 20 browser paths)',
    },
    {
      type: 'auth.sessionExpired',
      reason:
        'sent by the API client’s 401 path when the renewal answers 401 too; needs a valid access token refused by a service, which only the fault switch gives (see auth.tokenRenewed)',
    },
  ],
  checks: [
    {
      state: 'restoring',
      shows:
        'POST /session/refresh is on its way; a protected page shows “Signing you in…” (the public page its own text); after a sign-in error the error is reported and the URL reset to / when the state was in it',
      async check(c, step) {
        await c.holds.waitFor('refresh');
        if (contextOf(step).error !== null && contextOf(step).error !== undefined) await expectSignInFailureHandled(c, step);
        if (c.publicStart) {
          await expectAccountDeletedPage(c.page);
          await expect(accountNav(c.page)).toHaveCount(0);
        } else await expectLoader(c.page, 'Signing you in…');
      },
    },
    {
      state: 'redeemingCode',
      shows: 'on /auth/callback?code=…, “Signing you in…” while POST /session/token is on its way',
      async check(c) {
        await c.holds.waitFor('token');
        await expect(c.page).toHaveURL(/\/auth\/callback\?code=/);
        await expectLoader(c.page, 'Signing you in…');
      },
    },
    {
      state: 'signedOut',
      shows:
        'not signed in: the public page stays as it is with no sign-in started; on a protected page the gate asks for a sign-in at once: the browser heads for GET /session/login?returnTo=<that page>',
      async check(c) {
        if (c.publicStart) {
          await expectAccountDeletedPage(c.page);
          await expect(c.page.getByRole('link', { name: 'Create an account' })).toBeVisible();
          await expect(accountNav(c.page)).toHaveCount(0);
          // give the app the time it would need to start a sign-in: it must not
          await c.page.waitForTimeout(500);
          expect(c.holds.count('login')).toBe(0);
          await expect(c.page).toHaveURL(/\/account-deleted$/);
        } else {
          // the page is navigating away (held), so only the navigation itself can be checked
          const login = await c.holds.waitFor('login');
          expect(new URL(login.url()).searchParams.get('returnTo')).toBe(new URL(c.page.url()).pathname);
        }
      },
    },
    {
      state: 'signingIn',
      shows:
        'the provider’s sign-in page: “E-mail address”, “Password”, “Sign in”; or, when the user signed in there earlier in this browser (the provider remembers them), straight back on /auth/callback?code=… with “Signing you in…”',
      async check(c) {
        if (c.providerSession) {
          await expect(c.page).toHaveURL(/\/auth\/callback\?code=/);
          await expectLoader(c.page, 'Signing you in…');
        } else await expectProviderSignIn(c.page);
      },
    },
    {
      state: 'authenticated.active',
      shows: 'the account navigation, on the page the sign-in started from',
      async check(c) {
        await expect(accountNav(c.page)).toBeVisible();
        await expect(accountNav(c.page).getByRole('link', { name: 'Sign out' })).toBeVisible();
        await expect(c.page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
      },
    },
    {
      state: 'authenticated.renewing',
      shows: 'still signed in (the account navigation) while the renewal POST /session/refresh is on its way',
      async check(c) {
        await c.holds.waitFor('refresh');
        await expect(accountNav(c.page)).toBeVisible();
        await expect(c.page.getByText('Signing you in…')).toHaveCount(0);
      },
    },
    {
      state: 'signingOut',
      shows: '“Signing you out…” while POST /session/logout is on its way',
      async check(c) {
        await c.holds.waitFor('logout');
        await expectLoader(c.page, 'Signing you out…');
      },
    },
    {
      state: 'leaving',
      shows:
        'the browser has left: for a deleted account the account-deleted page; after a sign-out the provider’s sign-in page again (the provider session ended), or / when the logout never reached the session endpoint',
      async check(c, step) {
        await c.holds.openAll();
        if (contextOf(step).accountDeleted) await expectAccountDeletedPage(c.page);
        else if (c.sessionEnded) {
          await expectProviderSignIn(c.page);
          expect((await c.page.request.post('/session/refresh')).status()).toBe(401);
        } else {
          await expect(c.page).toHaveURL((url) => url.pathname === '/');
          await expect(c.page.getByText('Signing you out…')).toHaveCount(0);
        }
      },
    },
  ],
  unobserved: [
    { state: 'initial', reason: 'transient (always): it only picks the first state, which every path checks' },
    {
      state: 'signInFailed',
      reason:
        'transient (always): it goes on to restoring at once; its effects (the error reported, the URL reset to / when the state parameter was in it) are checked in restoring',
    },
  ],
};
