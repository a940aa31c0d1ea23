import { expect, test } from './fixtures';
import { newAccount, signIn } from './support';

// Counts grouped by thousands in the customer's locale (S1 §2 Photos page: the tabs' counts): a
// library of 1,234 photos shows 'Photos 1,234' in en-GB (the default brand), not 1234. The other
// locales' forms (12.345, 12 345) are checked in tests/unit/platform/formatNumber.test.ts.
test.setTimeout(60_000);

test('the Photos tab shows a library of 1234 photos as 1,234', async ({ page, request }) => {
  const account = await newAccount(request, { photos: 1234 });
  await signIn(page, account.email, { password: account.password, start: '/my-photos/photos' });
  const tabs = page.getByRole('navigation', { name: 'Photo library' });
  await expect(tabs.getByRole('link', { name: /Photos/ })).toHaveText('Photos 1,234', { timeout: 30_000 });
});
