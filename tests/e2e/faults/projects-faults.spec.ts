import { expect, test, type Page } from '../fixtures';
import { newAccount, signIn } from '../support';
import { failing, KINDS, type Kind } from './failing';

// Both saved projects calls failing three ways (S0 §4, §7, §8): a 500, no answer in time, and a
// malformed body. The list shows its message and the stored error text with Try again, which loads
// it; a delete leaves its project in place with its error, and Try again deletes it. One account of
// its own; each fault names one path and one method, is set for the requests one action causes, for
// this test's own browser context, and is cleared at once (failing.ts). A malformed answer is JSON
// the contract rejects. For a delete the project is gone all the same: Try again is answered 404,
// which counts as done (src/api/projects.ts).

/** The error text the page shows under its message for each kind. */
const errorText = (kind: Kind, method: 'GET' | 'DELETE') =>
  kind === '500'
    ? new RegExp(`${method} /api/projects/api/v2/projects?/[^ ]+ failed with 500`)
    : kind === 'timeout'
      ? 'Request failure'
      : 'Failed to parse response!';

const names = (page: Page) => page.getByRole('list', { name: 'Saved projects' }).getByRole('article').getByRole('heading', { level: 2 });

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test('the saved projects list failing to load shows its message and error text, and Try again loads it', async ({ page, request }) => {
  const account = await newAccount(request, { projects: 12 });
  await signIn(page, account.email, { password: account.password, start: '/saved-projects' });
  await expect(names(page)).toHaveCount(10);
  const listPath = `/api/projects/api/v2/projects/${account.id}`;

  for (const kind of KINDS) {
    await test.step(kind, async () => {
      await failing(page, request, kind, [{ path: listPath, method: 'GET' }], () => page.reload());
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Your saved projects could not be loaded.');
      await expect(alert).toContainText(errorText(kind, 'GET'));
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(names(page)).toHaveCount(10);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }
});

test('a saved project delete failing leaves the project with its error, and Try again deletes it', async ({ page, request }) => {
  const account = await newAccount(request, { projects: 4 });
  await signIn(page, account.email, { password: account.password, start: '/saved-projects' });
  await expect(names(page)).toHaveCount(4);

  for (const [index, kind] of KINDS.entries()) {
    await test.step(kind, async () => {
      const name = `Project ${index + 1}`;
      const item = page.getByRole('article', { name, exact: true });
      const editor = (await item.getByRole('link', { name: `Continue editing ${name}` }).getAttribute('href')) ?? '';
      const id = new URL(editor).searchParams.get('projectId') ?? '';
      await failing(page, request, kind, [{ path: `/api/projects/api/v2/project/${id}`, method: 'DELETE' }], async () => {
        await item.getByRole('button', { name: `Delete ${name}` }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Delete project' }).click();
      });
      const alert = item.getByRole('alert');
      await expect(alert).toContainText(`“${name}” could not be deleted.`);
      await expect(alert).toContainText(errorText(kind, 'DELETE'));
      await expect(names(page)).toContainText([name]);
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(item).toHaveCount(0);
      await expect(names(page)).toHaveCount(4 - (index + 1));
    });
  }
});
