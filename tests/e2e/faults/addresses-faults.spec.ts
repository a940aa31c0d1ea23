import { expect, test, type APIRequestContext, type Page } from '../fixtures';
import { newAccount, signIn } from '../support';
import { failing, KINDS } from './failing';

// Every address call the app makes (S0 §7 customer service) failing with a 500, a timeout and a
// malformed body: the page shows its message, Try again (or saving again) recovers, and nothing
// typed is lost. The paths name "me", so a rule is the signed-in account's by construction. A
// DELETE answers 204 with no body, so there is no body to break: it fails with a 500 and a timeout.

const LIST = '/api/customer/customers/me/addresses';
const ONE = `${LIST}/*`;

/** A fresh account (one Dutch default address), signed in on a page whose clock the test may move on. */
async function signedIn(page: Page, request: APIRequestContext, start: string) {
  const account = await newAccount(request);
  await page.clock.install();
  await signIn(page, account.email, { password: account.password, start });
}

const cards = (page: Page) => page.getByRole('article');
const tryAgain = (page: Page) => page.getByRole('alert').getByRole('button', { name: 'Try again' });
const save = (page: Page) => page.getByRole('button', { name: 'Save address' });

/** The add form, filled with a valid Dutch address. */
async function fillZwolle(page: Page, city = 'Zwolle') {
  await page.goto('/settings/new-address');
  await page.getByLabel('Country').selectOption('NL');
  for (const [label, value] of [
    ['First name', 'Lotte'],
    ['Last name', 'Visser'],
    ['Street', 'Melkmarkt'],
    ['Postal code', '8011 MC'],
    ['City', city],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByLabel(/^House number/).fill('3');
}

test('the address list (GET) and one address to change (GET) failing', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signedIn(page, request, '/settings/addresses/all');
  await expect(cards(page)).toHaveCount(1);
  const change = await cards(page).getByRole('link', { name: 'Change' }).getAttribute('href');
  for (const kind of KINDS) {
    await test.step(`${kind}: the list`, async () => {
      await page.goto('/settings/addresses/all');
      await expect(cards(page)).toHaveCount(1);
      await failing(page, request, kind, [{ path: LIST, method: 'GET' }], () => page.reload());
      await expect(page.getByRole('alert')).toContainText('Your addresses could not be loaded.');
      await tryAgain(page).click();
      await expect(cards(page)).toHaveCount(1);
    });
    await test.step(`${kind}: the address to change`, async () => {
      await page.goto(change ?? '/');
      await expect(page.getByLabel('Street', { exact: true })).toHaveValue('Damrak');
      await failing(page, request, kind, [{ path: LIST, method: 'GET' }], () => page.reload());
      await expect(page.getByRole('alert')).toContainText('This address could not be loaded.');
      await tryAgain(page).click();
      await expect(page.getByLabel('Street', { exact: true })).toHaveValue('Damrak');
    });
  }
});

test('adding (POST) and changing (PUT) failing keeps what was typed; saving again saves it', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signedIn(page, request, '/settings/addresses/all');
  await expect(cards(page)).toHaveCount(1);
  const change = (await cards(page).getByRole('link', { name: 'Change' }).getAttribute('href')) ?? '/';
  for (const kind of KINDS) {
    await test.step(`${kind}: add`, async () => {
      const city = `Zwolle ${kind}`;
      await fillZwolle(page, city);
      await failing(page, request, kind, [{ path: LIST, method: 'POST' }], () => save(page).click());
      await expect(page.getByRole('alert')).toContainText('Your address could not be saved. Please try again.');
      await expect(page.getByLabel('City', { exact: true })).toHaveValue(city);
      await expect(page.getByLabel('Street', { exact: true })).toHaveValue('Melkmarkt');
      await save(page).click();
      await expect(page).toHaveURL(/\/settings\/addresses\/all$/);
      await expect(cards(page).filter({ hasText: city }).first()).toBeVisible();
    });
    await test.step(`${kind}: change`, async () => {
      await page.goto(change);
      await expect(page.getByLabel('Street', { exact: true })).toHaveValue('Damrak');
      const street = `Rokin ${kind}`;
      await page.getByLabel('Street', { exact: true }).fill(street);
      await failing(page, request, kind, [{ path: ONE, method: 'PUT' }], () => save(page).click());
      await expect(page.getByRole('alert')).toContainText('Your address could not be saved. Please try again.');
      await expect(page.getByLabel('Street', { exact: true })).toHaveValue(street);
      await save(page).click();
      await expect(page).toHaveURL(/\/settings\/addresses\/all$/);
      await expect(cards(page).filter({ hasText: street })).toHaveCount(1);
      await page.goto(change);
      await page.getByLabel('Street', { exact: true }).fill('Damrak');
      await save(page).click();
      await expect(page).toHaveURL(/\/settings\/addresses\/all$/);
    });
  }
});

test('making an address the default (PUT) and deleting one (DELETE) failing', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signedIn(page, request, '/settings/addresses/all');
  // a second address to make default and to delete
  await fillZwolle(page);
  await save(page).click();
  await expect(cards(page)).toHaveCount(2);
  for (const kind of KINDS) {
    await test.step(`${kind}: make default`, async () => {
      const target = cards(page).filter({ hasNot: page.getByText('Default address') });
      const targetStreet = (await target.textContent())?.includes('Melkmarkt') ? 'Melkmarkt' : 'Damrak';
      await failing(page, request, kind, [{ path: ONE, method: 'PUT' }], () =>
        target.getByRole('button', { name: 'Make default' }).click(),
      );
      await expect(page.getByRole('alert')).toContainText('The default address could not be changed. Please try again.');
      const card = cards(page).filter({ hasText: targetStreet });
      await card.getByRole('button', { name: 'Make default' }).click();
      await expect(card).toContainText('Default address');
      await page.reload();
      await expect(cards(page).filter({ hasText: targetStreet })).toContainText('Default address');
    });
  }
  for (const kind of KINDS.filter((k) => k !== 'malformed')) {
    await test.step(`${kind}: delete`, async () => {
      const before = await cards(page).count();
      await cards(page).last().getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
      await failing(page, request, kind, [{ path: ONE, method: 'DELETE' }], () =>
        dialog.getByRole('button', { name: 'Delete address' }).click(),
      );
      await expect(dialog).toContainText('The address could not be deleted. Please try again.');
      // still listed (behind the modal, hidden from the accessibility tree while it is open)
      await expect(page.getByRole('article', { includeHidden: true })).toHaveCount(before);
      await dialog.getByRole('button', { name: 'Delete address' }).click();
      await expect(dialog).toBeHidden();
      await expect(cards(page)).toHaveCount(before - 1);
      if (before - 1 < 2) {
        await fillZwolle(page);
        await save(page).click();
        await expect(cards(page)).toHaveCount(before);
      }
    });
  }
});
