// Fixtures shared by the end-to-end specs: every spec takes `test` (and the rest of Playwright's
// exports) from here. Its browser context records flow coverage (./flowCoverage/fixture.ts). Signing in
// is `signIn` (support.ts), over HTTP; `withWorkerAccount` adds the accounts read-only specs share.
import { test as base } from '@playwright/test';
import { recordFlowCoverage } from './flowCoverage/fixture';
import { baseURL } from '../../playwright.config';
import { newAccount } from './support';

export * from '@playwright/test';

/** Playwright's `test` whose browser context records the flows the test walks. */
export const test = base.extend({
  context: async ({ context }, use, testInfo) => recordFlowCoverage(context, testInfo, use),
});

type TestAccount = Awaited<ReturnType<typeof newAccount>>;
type AccountBody = NonNullable<Parameters<typeof newAccount>[1]>;

/**
 * A `test` with `account`: one fresh account per worker, made from `body`, for specs whose tests
 * only read it (a seeded library is seconds of work, made once instead of once per test). Each test
 * still signs in on its own (a grant per test: refresh tokens rotate). A test that changes the
 * account takes one of its own with newAccount.
 */
export function withWorkerAccount(body: AccountBody) {
  return test.extend<object, { account: TestAccount }>({
    account: [
      async ({ playwright }, use) => {
        const request = await playwright.request.newContext({ baseURL });
        const account = await newAccount(request, body);
        await request.dispose();
        await use(account);
      },
      // its own limit: seeding a library of 2,000 photos takes seconds with both cores busy
      { scope: 'worker', timeout: 60_000 },
    ],
  });
}
