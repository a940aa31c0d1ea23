import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { clearFault, faultHits, newAccount, setFault, signIn, type FaultInput } from '../support';

// Both saved projects calls failing three ways (S0 §4, §7, §8): a 500, no answer in time, and a
// malformed body. The list shows its message and the stored error text with Try again, which loads
// it; a delete leaves its project in place with its error, and Try again deletes it. One account of
// its own; each rule names one path and one method, for this test's own browser context
// (support.ts setFault), and is cleared at once.
//
// - A 500 on a GET is tried three times by the API edge (two retries on 5xx), so its rule takes 3;
//   a DELETE is never retried by the edge.
// - "No answer in time": the sandbox holds the request for longer than the app waits, and the
//   page's clock (installed before the app loads) jumps past the app's 10 s service timeout.
// - A malformed answer is JSON the contract rejects. For a delete the project is gone all the
//   same: Try again is answered 404, which counts as done (src/api/projects.ts).

const kinds = ['500', 'timeout', 'malformed'] as const;
type Kind = (typeof kinds)[number];

/** Longer than the app's service timeout (10 s): the clock jump ends the wait first. */
const HELD_MS = 20_000;
/** Past the app's service timeout. */
const PAST_TIMEOUT = '00:11';

function ruleOf(kind: Kind, path: string, method: 'GET' | 'DELETE'): FaultInput {
  if (kind === '500') return { path, method, status: 500, times: method === 'GET' ? 3 : 1 };
  if (kind === 'timeout') return { path, method, latencyMs: HELD_MS, times: 1 };
  return { path, method, malformed: 'schema', times: 1 };
}

/** Sets the rule, runs `trigger`, jumps the clock for 'timeout', waits until the rule is used up, clears it. */
async function withFault(page: Page, request: APIRequestContext, rule: FaultInput, trigger: () => Promise<unknown>) {
  const set = await setFault(page, rule);
  try {
    await trigger();
    await expect.poll(() => faultHits(request, set.id)).toBeGreaterThanOrEqual(1);
    if (rule.latencyMs) await page.clock.fastForward(PAST_TIMEOUT);
    await expect.poll(() => faultHits(request, set.id)).toBe(rule.times);
  } finally {
    await clearFault(request, set.id);
  }
}

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

  for (const kind of kinds) {
    await test.step(kind, async () => {
      await withFault(page, request, ruleOf(kind, listPath, 'GET'), () => page.reload());
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

  for (const [index, kind] of kinds.entries()) {
    await test.step(kind, async () => {
      const name = `Project ${index + 1}`;
      const item = page.getByRole('article', { name, exact: true });
      const editor = (await item.getByRole('link', { name: `Continue editing ${name}` }).getAttribute('href')) ?? '';
      const id = new URL(editor).searchParams.get('projectId') ?? '';
      await withFault(page, request, ruleOf(kind, `/api/projects/api/v2/project/${id}`, 'DELETE'), async () => {
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
