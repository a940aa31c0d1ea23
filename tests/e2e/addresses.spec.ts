// The address book end to end against the real sandbox (no stubs): each of the spec's four address
// messages for a bad value by the chosen country's rules (a Dutch and a British postcode among
// them); an address added, changed, made the default and deleted, and still so after a reload; an
// address line holding markup shown as text; axe on the form with its errors (the list: a11y.spec.ts). Every
// test has a fresh account (one Dutch default address: Damrak 1, Amsterdam).
import { expect, test, type Page } from './fixtures';
import { expectNoSeriousAxeViolationsAtEveryWidth, newAccount, signIn } from './support';

const XSS = '<img src=x onerror=alert(1)>';

async function signedIn(page: Page, request: Parameters<typeof newAccount>[0], start: string) {
  const account = await newAccount(request);
  await signIn(page, account.email, { password: account.password, start });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const field = (page: Page, label: string | RegExp) => page.getByLabel(label, { exact: typeof label === 'string' });
const save = (page: Page) => page.getByRole('button', { name: 'Save address' }).click();
const cards = (page: Page) => page.getByRole('article');

test('each address message shows on its field for a bad value, by the chosen country’s rules', async ({ page, request }) => {
  await signedIn(page, request, '/settings/new-address');
  await field(page, 'Country').selectOption('NL');
  await field(page, 'First name').fill('Lotte');
  await field(page, 'Last name').fill('Visser');
  await field(page, 'Street').fill('12');
  await field(page, /^House number/).fill('x');
  await field(page, 'Postal code').fill('0123 AB');
  await field(page, 'City').fill('Groningen');
  await field(page, /^Phone number/).fill('12345');
  await save(page);
  await expect(field(page, 'Street')).toHaveAccessibleDescription('Street name must be valid');
  await expect(field(page, /^House number/)).toHaveAccessibleDescription('Street number must be valid');
  await expect(field(page, 'Postal code')).toHaveAccessibleDescription('Postal Code must be valid');
  await expect(field(page, /^Phone number/)).toHaveAccessibleDescription(/Phone number must be valid/);
  // corrected and left, a field is checked again: a Dutch postcode is right for the Netherlands…
  await field(page, 'Postal code').fill('9711 LV');
  await field(page, 'Postal code').blur();
  await expect(field(page, 'Postal code')).not.toHaveAttribute('aria-invalid', 'true');
  // …and wrong for Britain, where a real British postcode is right and the house number may go
  await field(page, 'Country').selectOption('GB');
  await expect(field(page, 'Postal code')).toHaveAccessibleDescription('Postal Code must be valid');
  await field(page, 'Postal code').fill('SW1A 1AA');
  await field(page, 'Postal code').blur();
  await expect(field(page, 'Postal code')).not.toHaveAttribute('aria-invalid', 'true');
  await field(page, /^House number/).fill('');
  await field(page, /^House number/).blur();
  await expect(field(page, /^House number/)).not.toHaveAttribute('aria-invalid', 'true');
  // a Dutch number written nationally is not a British one
  await expect(field(page, /^Phone number/)).toHaveAccessibleDescription(/Phone number must be valid/);
});

test('an address is added, changed, made the default and deleted, and stays so after a reload', async ({ page, request }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`a script ran: ${dialog.message()}`);
  });
  await signedIn(page, request, '/settings/addresses/all');
  await expect(cards(page)).toHaveCount(1);

  // added, with markup in the company line
  await page.getByRole('link', { name: 'Add an address' }).click();
  await field(page, 'Country').selectOption('GB');
  await field(page, 'First name').fill('Ann');
  await field(page, 'Last name').fill('Lee');
  await field(page, /^Company name/).fill(XSS);
  await field(page, 'Street').fill('Rose Cottage, Mill Lane');
  await field(page, 'Postal code').fill('EC1A 1BB');
  await field(page, 'City').fill('London');
  await field(page, /^Phone number/).fill('020 7946 0958');
  await save(page);
  await expect(page).toHaveURL(/\/settings\/addresses\/all$/);
  await expect(cards(page)).toHaveCount(2);
  const added = cards(page).filter({ hasText: 'Rose Cottage' });
  await expect(added).toContainText(XSS);
  await expect(page.locator('main img')).toHaveCount(0);

  // changed
  await added.getByRole('link', { name: 'Change' }).click();
  await expect(field(page, 'Street')).toHaveValue('Rose Cottage, Mill Lane');
  await field(page, 'City').fill('Manchester');
  await field(page, 'Postal code').fill('M1 1AE');
  await save(page);
  await expect(page).toHaveURL(/\/settings\/addresses\/all$/);
  await expect(added).toContainText('M1 1AE Manchester');

  // made the default
  await added.getByRole('button', { name: 'Make default' }).click();
  await expect(added).toContainText('Default address');
  await expect(cards(page).filter({ hasText: 'Damrak' })).not.toContainText('Default address');
  await page.reload();
  await expect(cards(page).filter({ hasText: 'Rose Cottage' })).toContainText('Default address');
  await expect(cards(page).filter({ hasText: 'Rose Cottage' })).toContainText('M1 1AE Manchester');

  // deleted (the old default)
  await cards(page).filter({ hasText: 'Damrak' }).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await dialog.getByRole('button', { name: 'Delete address' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards(page)).toHaveCount(1);
  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('Rose Cottage');

  // the settings page shows the default address
  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Addresses' })).toContainText('M1 1AE Manchester');
});

test('an address the customer does not have is not found', async ({ page, request }) => {
  await signedIn(page, request, '/settings/address/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toContainText('We could not find this address in your address book.');
});

test('axe: the address form with its errors', async ({ page, request }) => {
  // the list's own state is swept in a11y.spec.ts
  await signedIn(page, request, '/settings/new-address');
  await save(page);
  await expect(field(page, 'Street')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolationsAtEveryWidth(page, 'address form with errors');
});
