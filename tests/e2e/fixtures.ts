// Fixtures shared by the end-to-end specs. Signing in is `signIn` (support.ts), over HTTP; these
// add the accounts that read-only specs share.
import { test as base } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { newAccount } from './support';

type TestAccount = Awaited<ReturnType<typeof newAccount>>;
type AccountBody = NonNullable<Parameters<typeof newAccount>[1]>;

/**
 * A `test` with `account`: one fresh account per worker, made from `body`, for specs whose tests
 * only read it (a seeded library is seconds of work, made once instead of once per test). Each test
 * still signs in on its own (a grant per test: refresh tokens rotate). A test that changes the
 * account takes one of its own with newAccount.
 */
export function withWorkerAccount(body: AccountBody) {
  return base.extend<object, { account: TestAccount }>({
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
