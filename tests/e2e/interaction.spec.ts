import { expect, test, type Page } from './fixtures';
import { ErrorReportList } from '../../schemas/sandbox';
import { brandUrl, expectNoSeriousAxeViolations, newAccount, signIn } from './support';

// The shared interaction layer on the design-system page (/ui-kit, flag UiKitEnabled, on for
// localhost): dialogs, toasts, tooltips; then channel resolution and 'Request failure'.

const UI_KIT = '/ui-kit';
const EXPLANATION = 'Shared albums can only be deleted by their owner.';

async function openUiKit(page: Page) {
  await page.goto(UI_KIT);
  await expect(page.getByRole('heading', { level: 1, name: 'Design system' })).toBeVisible();
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test('two stacked dialogs: Escape closes the top one, then the next; focus returns to the opener', async ({ page }) => {
  await openUiKit(page);
  const opener = page.getByRole('button', { name: 'Open a dialog', exact: true });
  await opener.click();
  await expect(dialog(page, 'First dialog')).toBeVisible();
  await page.getByRole('button', { name: 'Open a second dialog' }).click();
  await expect(dialog(page, 'Second dialog')).toBeVisible();
  // both are open; the lower one is hidden from assistive technology while the top one is modal
  await expect(page.locator('[role="dialog"]')).toHaveCount(2);

  await page.keyboard.press('Escape');
  await expect(dialog(page, 'Second dialog')).toBeHidden();
  await expect(dialog(page, 'First dialog')).toBeVisible();
  // focus went back into the first dialog, to the button that opened the second
  await expect(page.getByRole('button', { name: 'Open a second dialog' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('focus stays inside an open dialog', async ({ page }) => {
  await openUiKit(page);
  await page.getByRole('button', { name: 'Open a dialog', exact: true }).click();
  const first = dialog(page, 'First dialog');
  await expect(first).toBeVisible();
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Tab');
    expect(await first.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
});

test('the page does not scroll while a dialog is open and keeps its position after', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await openUiKit(page);
  await page.evaluate(() => window.scrollTo(0, 120));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(120);

  await page.getByRole('button', { name: 'Open a dialog', exact: true }).click();
  await expect(dialog(page, 'First dialog')).toBeVisible();
  await page.getByRole('button', { name: 'Open a second dialog' }).click();
  await expect(dialog(page, 'Second dialog')).toBeVisible();
  await page.mouse.move(20, 600);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(120);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  await page.keyboard.press('Escape');
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(120); // the first dialog still locks it
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(120);
  await page.mouse.move(20, 600);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(120);
});

test('an overlay click closes a dialog, but not one that forbids it', async ({ page }) => {
  await openUiKit(page);
  await page.getByRole('button', { name: 'Open a dialog', exact: true }).click();
  await expect(dialog(page, 'First dialog')).toBeVisible();
  await page.mouse.click(8, 8);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Open a dialog without overlay close' }).click();
  const locked = dialog(page, 'Dialog without overlay close');
  await expect(locked).toBeVisible();
  await page.mouse.click(8, 8);
  await page.waitForTimeout(300);
  await expect(locked).toBeVisible();
  await locked.getByRole('button', { name: 'Close' }).click();
  await expect(locked).toBeHidden();
});

test('below 575 px a dialog is a bottom sheet: full width, anchored at the bottom', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openUiKit(page);
  await page.getByRole('button', { name: 'Open a dialog', exact: true }).click();
  const sheet = dialog(page, 'First dialog');
  await expect(sheet).toBeVisible();
  await expect
    .poll(async () => {
      const box = await sheet.boundingBox();
      return box ? [Math.round(box.x), Math.round(box.width), Math.round(box.y + box.height)] : null;
    })
    .toEqual([0, 375, 740]);
  await page.screenshot({ path: 'test-results/interaction/dialog-375.png' });
});

test('a dialog on a wide screen sits in the middle (screenshot)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openUiKit(page);
  await page.getByRole('button', { name: 'Open a dialog', exact: true }).click();
  const centred = dialog(page, 'First dialog');
  await expect(centred).toBeVisible();
  await expect
    .poll(async () => {
      const box = await centred.boundingBox();
      return box ? Math.round(box.x + box.width / 2) : null;
    })
    .toBe(640);
  await page.screenshot({ path: 'test-results/interaction/dialog-desktop.png' });
});

test('a toast closes by itself after its time, and stays while hovered', async ({ page }) => {
  // the page's clock moves the toast's 5 s on at once (it also runs at its own pace in between)
  await page.clock.install();
  await openUiKit(page);
  await page.getByRole('button', { name: 'Show a notification' }).click();
  const toast = page.getByTestId('toast').filter({ hasText: 'Your changes have been saved.' });
  await expect(toast).toBeVisible();
  await page.clock.runFor(5_100);
  await expect(toast).toBeHidden();

  await page.getByRole('button', { name: 'Show a notification' }).click();
  await expect(toast).toBeVisible();
  await toast.hover();
  await page.clock.runFor(6_500); // beyond the default 5 s
  await expect(toast).toBeVisible();
  await page.mouse.move(5, 600);
  await page.clock.runFor(5_100);
  await expect(toast).toBeHidden();
});

test('a toast sits at the top centre and is announced', async ({ page }) => {
  await openUiKit(page);
  await page.getByRole('button', { name: 'Show a long notification' }).click();
  const toast = page.getByTestId('toast').filter({ hasText: 'This notification stays for a minute' });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(2);
  expect(box && box.y).toBeLessThan(40);
  // Radix announces a toast through a live region
  await expect(page.locator('[aria-live]').filter({ hasText: 'This notification stays for a minute' })).toHaveCount(1);
  await expectNoSeriousAxeViolations(page, 'toast');
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toBeHidden();
});

test('a disabled action explains itself on keyboard focus, and stays focusable', async ({ page }) => {
  await openUiKit(page);
  const action = page.getByRole('button', { name: 'Delete album' });
  await expect(action).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'Show a long notification' }).focus();
  await page.keyboard.press('Tab');
  await expect(action).toBeFocused();
  await expect(page.getByText(EXPLANATION).first()).toBeVisible();
  await expect(page.getByRole('tooltip')).toHaveText(EXPLANATION);
  await expect(action).toHaveAccessibleDescription(EXPLANATION);
  await expectNoSeriousAxeViolations(page, 'tooltip');
  await page.keyboard.press('Escape');
  await expect(page.getByText(EXPLANATION)).toHaveCount(0);
});

test('a disabled action explains itself on tap (touch), with a 16 px offset on small screens', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await openUiKit(page);
  const action = page.getByRole('button', { name: 'Delete album' });
  await action.scrollIntoViewIfNeeded();
  // a real touch on the button (Playwright's locator.tap() refuses an aria-disabled element)
  const tapOn = async () => {
    const box = await action.boundingBox();
    if (!box) throw new Error('the action has no box');
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  };
  await tapOn();
  const bubble = page.getByText(EXPLANATION).first();
  await expect(bubble).toBeVisible();
  const [a, b] = [await action.boundingBox(), await bubble.boundingBox()];
  const gap = a && b ? (b.y >= a.y + a.height ? b.y - (a.y + a.height) : a.y - (b.y + b.height)) : -1;
  // sideOffset is measured from the arrow's tip; Radix's arrow is 5 px tall by default
  const ARROW_HEIGHT = 5;
  expect(Math.round(gap) - ARROW_HEIGHT).toBe(16);
  await tapOn();
  await expect(page.getByText(EXPLANATION)).toHaveCount(0);
  await context.close();
});

test('an open dialog passes axe', async ({ page }) => {
  await openUiKit(page);
  await page.getByRole('button', { name: 'Open a dialog', exact: true }).click();
  await expect(dialog(page, 'First dialog')).toBeVisible();
  // after the slide-in: axe reads colours, which are mid-fade while it runs
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  await expectNoSeriousAxeViolations(page, 'dialog');
});

test('a host whose channel the merchandise service does not know gets the default brand, reported', async ({ page, request }) => {
  await page.goto(brandUrl('my.albelli.lu', '/account-deleted'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'bonusprint');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect
    .poll(async () => {
      const { reports } = ErrorReportList.parse(await (await request.get('/__sandbox/errors')).json());
      return reports.some((report) => report.source === 'channel' && report.message.includes('albelli-lu'));
    })
    .toBe(true);
});

test('a known channel keeps its brand and its merchandise data', async ({ page }) => {
  await page.goto(brandUrl('my.albelli.nl', '/account-deleted'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'albelli');
});

test('a customer load with no response shows Request failure, and is reported', async ({ page, request }) => {
  const account = await newAccount(request);
  // only this page's customer load fails, with no response at all (as when offline)
  await page.route('**/api/customer/customers/me', (route) => route.abort('internetdisconnected'));
  await signIn(page, account.email, { password: account.password });
  await expect(page.getByRole('alert').filter({ hasText: 'Request failure' })).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => {
      const { reports } = ErrorReportList.parse(await (await request.get('/__sandbox/errors')).json());
      return reports.some((report) => report.source.startsWith('machine:') && report.message.includes('no response'));
    })
    .toBe(true);
});
