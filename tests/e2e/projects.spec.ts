// Saved projects end to end against the real sandbox (no stubs): paging through three pages with
// the page in the URL and real preview pictures, a delete after its confirm that stays deleted
// after a reload, a failing delete (fault switch) that leaves the project in place with its error,
// a name holding markup shown as text, and axe at three widths. Each test has an account of its
// own (POST /__sandbox/accounts), so deletes never meet another test's data.
import { expect, test, type Locator, type Page } from './fixtures';
import { clearFault, expectNoSeriousAxeViolations, newAccount, setFault, signIn } from './support';

const XSS = '<img src=x onerror=alert(1)>';

const list = (page: Page) => page.getByRole('list', { name: 'Saved projects' });
const names = (page: Page) => list(page).getByRole('article').getByRole('heading', { level: 2 });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages of saved projects' });
const project = (page: Page, name: string) => list(page).getByRole('article', { name, exact: true });

async function openAs(page: Page, account: { email: string; password: string }, start = '/saved-projects') {
  await signIn(page, account.email, { password: account.password, start });
  await expect(page.getByRole('heading', { level: 1, name: 'Saved projects' })).toBeVisible();
}

async function confirmDelete(page: Page, item: Locator, name: string) {
  await item.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this project?' });
  await expect(dialog).toContainText(`“${name}” will be deleted.`);
  await dialog.getByRole('button', { name: 'Delete project' }).click();
  await expect(dialog).toBeHidden();
}

test('pages through three pages of 10, 10 and 7, each project with its picture, product and date', async ({ page, request }) => {
  const account = await newAccount(request, { projects: 'demo' });
  await openAs(page, account);
  await expect(page.getByText('27 saved projects')).toBeVisible();
  await expect(names(page)).toHaveCount(10);
  await expect(names(page).first()).toHaveText('Summer in Zeeland');
  const first = project(page, 'Summer in Zeeland');
  await expect(first.getByText('Photo book A4, hard cover')).toBeVisible();
  await expect(first.getByText(/^Last changed \d{2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  const picture = first.getByRole('img', { name: 'Preview of Summer in Zeeland (Photo book A4, hard cover)' });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(300);
  await expect(first.getByRole('link', { name: 'Continue editing Summer in Zeeland' })).toHaveAttribute(
    'href',
    /\/editor\?projectId=[0-9a-f-]{36}$/,
  );

  await pager(page).getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/\/saved-projects\?page=2$/);
  await expect(names(page).first()).toHaveText('Garden through the seasons');
  await expect(names(page)).toHaveCount(10);
  await pager(page).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/saved-projects\?page=3$/);
  await expect(names(page)).toHaveCount(7);
  await expect(names(page).last()).toHaveText('First house');
  await expect(pager(page).getByRole('link', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page');

  // opened at a page directly, and back to page 1
  await page.reload();
  await expect(names(page)).toHaveCount(7);
  await pager(page).getByRole('link', { name: 'Page 1', exact: true }).click();
  await expect(page).toHaveURL(/\/saved-projects$/);
  await expect(names(page).first()).toHaveText('Summer in Zeeland');
});

test('deletes a project after the confirm: gone, also after a reload; the emptied last page goes back one', async ({ page, request }) => {
  const account = await newAccount(request, { projects: 11 });
  await openAs(page, account, '/saved-projects?page=2');
  await expect(names(page)).toHaveText(['Project 11']);
  // Cancel deletes nothing
  await project(page, 'Project 11').getByRole('button', { name: 'Delete Project 11' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(names(page)).toHaveText(['Project 11']);

  await confirmDelete(page, project(page, 'Project 11'), 'Project 11');
  await expect(page).toHaveURL(/\/saved-projects$/);
  await expect(names(page)).toHaveCount(10);
  await expect(page.getByText('10 saved projects')).toBeFocused();
  await expect(pager(page)).toHaveCount(0);
  await page.reload();
  await expect(names(page)).toHaveCount(10);
  await expect(project(page, 'Project 11')).toHaveCount(0);
});

test('a delete that fails leaves the project in place with its error; Try again deletes it', async ({ page, request }) => {
  const account = await newAccount(request, { projects: 3 });
  await openAs(page, account);
  const item = project(page, 'Project 2');
  const id = new URL((await item.getByRole('link', { name: 'Continue editing Project 2' }).getAttribute('href')) ?? '').searchParams.get(
    'projectId',
  );
  const rule = await setFault(page, { path: `/api/projects/api/v2/project/${id}`, method: 'DELETE', status: 500, times: 1 });
  try {
    await confirmDelete(page, item, 'Project 2');
    const alert = item.getByRole('alert');
    await expect(alert).toContainText('“Project 2” could not be deleted.');
    await expect(alert).toContainText(`DELETE /api/projects/api/v2/project/${id} failed with 500`);
    await expect(names(page)).toHaveText(['Project 1', 'Project 2', 'Project 3']);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(names(page)).toHaveText(['Project 1', 'Project 3']);
  } finally {
    await clearFault(request, rule.id);
  }
});

test('a project name holding markup is shown as text', async ({ page, request }) => {
  const account = await newAccount(request, { projects: [XSS] });
  page.on('dialog', (dialog) => {
    throw new Error(`a script ran: ${dialog.message()}`);
  });
  await openAs(page, account);
  await expect(names(page)).toHaveText([XSS]);
  await expect(list(page).locator('img[src="x"]')).toHaveCount(0);
  await project(page, XSS)
    .getByRole('button', { name: `Delete ${XSS}` })
    .click();
  await expect(page.getByRole('dialog')).toContainText(`“${XSS}” will be deleted.`);
});

for (const width of [375, 768, 1366]) {
  test(`has no serious axe violation at ${width} px, with the list and with the confirm open`, async ({ page, request }) => {
    const account = await newAccount(request, { projects: 12 });
    // signed in at the default width (the sign-in helper waits for the side menu), then narrowed
    await openAs(page, account);
    await page.setViewportSize({ width, height: 900 });
    await expect(names(page)).toHaveCount(10);
    await expectNoSeriousAxeViolations(page, `saved projects at ${width}`);
    await project(page, 'Project 1').getByRole('button', { name: 'Delete Project 1' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousAxeViolations(page, `delete confirm at ${width}`);
  });
}
