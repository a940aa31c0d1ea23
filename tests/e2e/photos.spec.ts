import { expect, test, type Locator, type Page } from './fixtures';
import { TimelineCounts } from '../../schemas/photos';
import { expectNoSeriousAxeViolations, newAccount, signIn } from './support';

// The Photos page against the sandbox (S1 §2 Photos page, Photo item, Sorting; §4 month status,
// selection mode): the demo account's month timeline checked against GET /users/timeline, 'Unknown
// Date', months loading as they come into view, the '+N' tile, a sort change resetting the months
// (and the flat grid of Date added), Shift-click across two months, the keyboard, the empty
// state of a new account, and axe. Nothing here changes the demo library.
test.setTimeout(60_000);

const DEMO = 'demo@example.com';

interface MonthExpectation {
  key: string;
  title: string;
  count: number;
}

const section = (page: Page, key: string) => page.locator(`section[data-month="${key}"]`);
const photosOf = (scope: Page | Locator) => scope.locator('[data-photo-id]');
const sortSelect = (page: Page) => page.getByLabel('Sort by');

/** The months of the counts in the timeline's order (date taken, newest first), titled as the page does. */
function expectedMonths(counts: TimelineCounts, order: 'asc' | 'desc' = 'desc'): MonthExpectation[] {
  const months = Object.entries(counts).flatMap(([year, perMonth]) =>
    Object.entries(perMonth).map(([month, count]) => {
      const y = Number(year);
      const m = Number(month);
      const title =
        y === 1970 && m === 1
          ? 'Unknown Date'
          : new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
      return { key: `${year}-${String(m).padStart(2, '0')}`, title, count };
    }),
  );
  months.sort((a, b) => (a.key < b.key ? -1 : 1));
  return order === 'asc' ? months : months.reverse();
}

/** Signs in on the Photos page and returns the counts the app was given by GET /users/timeline. */
async function openTimeline(page: Page, email = DEMO, password?: string): Promise<TimelineCounts> {
  const response = page.waitForResponse(
    (candidate) => candidate.url().endsWith('/api/photos/users/timeline') && candidate.request().method() === 'GET',
    { timeout: 45_000 },
  );
  await signIn(page, email, { start: '/my-photos/photos', password });
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  const counts = TimelineCounts.parse(await (await response).json());
  await expect(photosOf(page.locator('section[data-month]').first()).first()).toBeVisible({ timeout: 20_000 });
  return counts;
}

/** Month pages asked for, as "YYYY-M" with their sort order. */
function recordMonthRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/photos\/photos\/timeline\/(\d+)\/(\d+)\?(.*)$/.exec(request.url());
    if (match) requested.push(`${match[1]}-${match[2]} ${new URLSearchParams(match[3]).get('sortOrder') ?? ''}`);
  });
  return requested;
}

/** Scrolls the window from top to bottom, collecting each month section's header as it passes. */
async function collectHeaders(page: Page): Promise<Array<{ key: string; title: string; count: string }>> {
  const seen = new Map<string, { key: string; title: string; count: string }>();
  const read = async () => {
    const headers = await page.locator('section[data-month]').evaluateAll((sections) =>
      sections.map((element) => {
        const heading = element.querySelector('h2');
        const count = heading?.querySelector('span')?.textContent ?? '';
        return {
          key: element.getAttribute('data-month') ?? '',
          title: (heading?.textContent ?? '').slice(0, -count.length || undefined),
          count,
        };
      }),
    );
    for (const header of headers) seen.set(header.key, header);
  };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = await page.evaluate(() => Math.floor(window.innerHeight / 3));
  for (let top = 0; top <= height; top += step) {
    // scroll, then let the scroll event and its render happen before reading
    await page.evaluate((y) => {
      window.scrollTo(0, y);
      return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, top);
    await read();
  }
  return [...seen.values()];
}

test('the timeline shows every month of GET /users/timeline with its header and count, Unknown Date last, loading months as they come into view', async ({
  page,
}) => {
  const requested = recordMonthRequests(page);
  const counts = await openTimeline(page);
  const months = expectedMonths(counts);
  const total = months.reduce((sum, month) => sum + month.count, 0);
  expect(months.at(-1)).toMatchObject({ key: '1970-01', title: 'Unknown Date' });

  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Photo library' });
  await expect(tabs.getByRole('link', { name: /^Photos/ })).toHaveText(`Photos ${total.toLocaleString('en-GB')}`);
  await expect(page.getByText('Photos you upload to your account are kept here, ready for your next photo product.')).toBeVisible();
  await expect(sortSelect(page)).toHaveValue('dateTaken-desc');

  // the first month shows its first page; a month far down has not been asked for yet
  const first = months[0];
  if (!first) throw new Error('the demo library has no months');
  await expect(photosOf(section(page, first.key))).toHaveCount(Math.min(first.count, 24));
  expect(requested).toContain(`${first.key.split('-')[0]}-${Number(first.key.split('-')[1])} desc`);
  expect(requested.some((request) => request.startsWith('1970-1 '))).toBe(false);

  // every section has the height its count implies from the start: nothing moves as months load
  const heightBefore = await page.evaluate(() => document.documentElement.scrollHeight);
  const headers = await collectHeaders(page);
  expect(headers.map(({ key }) => key)).toEqual(months.map(({ key }) => key));
  expect(headers.map(({ title, count }) => `${title} · ${count}`)).toEqual(
    months.map(({ title, count }) => `${title} · ${count} ${count === 1 ? 'photo' : 'photos'}`),
  );

  // at the bottom: Unknown Date with its photos, loaded once it came into view
  const unknown = section(page, '1970-01');
  await expect(unknown.getByRole('heading', { level: 2 })).toContainText('Unknown Date');
  await expect(photosOf(unknown)).toHaveCount(months.at(-1)?.count ?? 0, { timeout: 15_000 });
  expect(requested).toContain('1970-1 desc');
  // no hover title without a date taken
  await expect(photosOf(unknown).first()).not.toHaveAttribute('title');
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(heightBefore);
  // the DOM holds only what is near the viewport
  expect(await page.locator('[data-photo-id]').count()).toBeLessThan(total);
});

test('a photo shows its 800 thumbnail on a large screen, the 300 one on a small screen, and "Taken on" as its title', async ({ page }) => {
  await openTimeline(page);
  const firstPhoto = photosOf(page.locator('section[data-month]').first()).first();
  await expect(firstPhoto.locator('img[data-thumbnail]')).toHaveAttribute('src', /\/800\.jpg$/);
  await expect(firstPhoto).toHaveAttribute('title', /^Taken on \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}:\d{2}$/);
  await expect(firstPhoto).toHaveAttribute('data-thumbnail-state', 'Success');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(firstPhoto.locator('img[data-thumbnail]')).toHaveAttribute('src', /\/300\.jpg$/);
  await expect(page.getByRole('link', { name: /Back to my account/ })).toBeVisible();
});

test('the +N tile loads the rest of its month', async ({ page }) => {
  const counts = await openTimeline(page);
  const month = expectedMonths(counts).find((candidate) => candidate.count > 24);
  if (!month) throw new Error('the demo library has no month of more than 24 photos');
  const target = section(page, month.key);
  await target.scrollIntoViewIfNeeded();
  const more = target.locator('button[data-more-tile]');
  await expect(more).toHaveText(`+${month.count - 24}`, { timeout: 15_000 });
  await expect(photosOf(target)).toHaveCount(24);
  await more.click();
  await expect(more).toHaveCount(0, { timeout: 15_000 });
  // all of the month is loaded (the rows near the viewport are in the DOM): walk it
  const ids = new Set<string>();
  const box = await target.evaluate((element) => ({
    top: element.getBoundingClientRect().top + window.scrollY,
    height: element.getBoundingClientRect().height,
  }));
  for (let top = box.top; top < box.top + box.height; top += 300) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await expect(target.locator('[data-placeholder]')).toHaveCount(0, { timeout: 15_000 });
    for (const id of await photosOf(target).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-photo-id') ?? '')))
      ids.add(id);
  }
  expect(ids.size).toBe(month.count);
});

test('a sort change starts the months over; Date added shows one flat grid; the choice is kept', async ({ page }) => {
  const requested = recordMonthRequests(page);
  const counts = await openTimeline(page);
  const months = expectedMonths(counts);
  const first = months[0];
  if (!first || first.count <= 24) throw new Error('the demo library’s newest month should hold more than 24 photos');
  const firstSection = section(page, first.key);
  await firstSection.locator('button[data-more-tile]').click();
  await expect(photosOf(firstSection)).toHaveCount(first.count, { timeout: 15_000 });

  // oldest first: Unknown Date (1970) comes first and the months are asked for again in that order
  await sortSelect(page).selectOption({ label: 'Date taken (old-new)' });
  const ascending = expectedMonths(counts, 'asc');
  await expect(page.locator('section[data-month]').first()).toHaveAttribute('data-month', ascending[0]?.key ?? '');
  await expect(page.locator('section[data-month]').first().getByRole('heading', { level: 2 })).toContainText('Unknown Date');
  await expect(photosOf(page.locator('section[data-month]').first())).toHaveCount(ascending[0]?.count ?? 0, { timeout: 15_000 });
  expect(requested).toContain('1970-1 asc');

  // date added: one flat grid in the order of GET /photos
  const flatResponse = page.waitForResponse(
    (response) => /\/api\/photos\/photos\?/.test(response.url()) && /sortKey=created/.test(response.url()),
  );
  await sortSelect(page).selectOption({ label: 'Date added (new-old)' });
  const flat: unknown = await (await flatResponse).json();
  const firstFlatId =
    typeof flat === 'object' && flat !== null && 'images' in flat && Array.isArray(flat.images)
      ? (flat.images[0] as { imageId?: string } | undefined)?.imageId
      : undefined;
  await expect(page.locator('[data-flat-grid]')).toBeVisible();
  await expect(page.locator('section[data-month]')).toHaveCount(0);
  await expect(photosOf(page.locator('[data-flat-grid]')).first()).toHaveAttribute('data-photo-id', firstFlatId ?? 'missing');

  // back to newest first: the month that was opened in full is back to its first page and '+N'
  await sortSelect(page).selectOption({ label: 'Date taken (new-old)' });
  await expect(photosOf(section(page, first.key))).toHaveCount(24, { timeout: 15_000 });
  await expect(section(page, first.key).locator('button[data-more-tile]')).toHaveText(`+${first.count - 24}`);

  // saved for the photos view: a reload keeps it
  await sortSelect(page).selectOption({ label: 'Date added (old-new)' });
  expect(await page.evaluate(() => window.localStorage.getItem('mya.photos.sort.photos'))).toBe(
    JSON.stringify({ sortKey: 'created', sortOrder: 'asc' }),
  );
  await page.reload();
  await expect(sortSelect(page)).toHaveValue('created-asc', { timeout: 15_000 });
  await expect(photosOf(page.locator('[data-flat-grid]')).first()).toBeVisible({ timeout: 15_000 });
  await expect(sortSelect(page).locator('option')).toHaveText([
    'Date added (new-old)',
    'Date added (old-new)',
    'Date taken (new-old)',
    'Date taken (old-new)',
  ]);
});

test('Shift-click selects the range between two photos across two months; cancel ends selection mode', async ({ page }) => {
  const counts = await openTimeline(page);
  const [one, two] = expectedMonths(counts);
  if (!one || !two || one.count < 24 || two.count < 3)
    throw new Error('the demo library’s two newest months should hold 24 and 3 photos or more');
  await expect(page.getByRole('button', { name: 'Delete all photos' })).toBeVisible();
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Delete all photos' })).toHaveCount(0);
  await expect(page.getByRole('toolbar', { name: 'Photo actions' }).getByText('0 photos selected')).toBeVisible();

  const firstMonth = photosOf(section(page, one.key));
  await firstMonth.nth(22).click();
  await expect(firstMonth.nth(22)).toHaveAttribute('aria-pressed', 'true');
  const secondSection = section(page, two.key);
  await secondSection.scrollIntoViewIfNeeded();
  const secondMonth = photosOf(secondSection);
  await expect(secondMonth.nth(2)).toBeVisible({ timeout: 15_000 });
  await secondMonth.nth(1).click({ modifiers: ['Shift'] });
  // the selection toolbar stays in view while the grid scrolls
  await expect(page.getByRole('toolbar', { name: 'Photo actions' })).toBeInViewport();

  // photos 23 and 24 of the first month (its first page), 1 and 2 of the second
  await expect(page.getByText('4 photos selected')).toBeVisible();
  await expect(secondMonth.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(secondMonth.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(secondMonth.nth(2)).toHaveAttribute('aria-pressed', 'false');
  await section(page, one.key).scrollIntoViewIfNeeded();
  await expect(firstMonth.nth(21)).toHaveAttribute('aria-pressed', 'false');
  await expect(firstMonth.nth(23)).toHaveAttribute('aria-pressed', 'true');

  // a month's select all toggles all of its photos
  await secondSection.scrollIntoViewIfNeeded();
  await secondSection.getByRole('button', { name: `Select all photos of ${two.title}` }).click();
  await expect(page.getByText(`${2 + Math.min(two.count, 24)} photos selected`)).toBeVisible();
  await secondSection.getByRole('button', { name: `Deselect all photos of ${two.title}` }).click();
  await expect(page.getByText('2 photos selected')).toBeVisible();
  // the first month holds more than it shows: its select all opens it in full and takes every photo
  await section(page, one.key).scrollIntoViewIfNeeded();
  await section(page, one.key)
    .getByRole('button', { name: `Select all photos of ${one.title}` })
    .click();
  await expect(page.getByText(`${one.count} photos selected`)).toBeVisible({ timeout: 15_000 });
  await expect(section(page, one.key).locator('button[data-more-tile]')).toHaveCount(0);

  await expectNoSeriousAxeViolations(page, 'selection mode');
  const toolbar = page.getByRole('toolbar', { name: 'Photo actions' });
  await toolbar.getByRole('button', { name: 'Deselect all' }).click();
  await expect(toolbar.getByText('0 photos selected')).toBeVisible();
  await toolbar.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Select', exact: true })).toBeVisible();
  await section(page, one.key).scrollIntoViewIfNeeded();
  await expect(firstMonth.nth(23)).not.toHaveAttribute('aria-pressed');
  await expect(page.getByRole('button', { name: 'Delete all photos' })).toBeVisible();
});

test('the grid is walked with the keyboard: one tab stop, arrows move, Space selects, Enter opens the preview', async ({ page }) => {
  const counts = await openTimeline(page);
  const [one] = expectedMonths(counts);
  if (!one) throw new Error('no months');
  const photos = photosOf(section(page, one.key));
  await expect(photos.nth(23)).toBeAttached();
  const ids = await photos.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-photo-id') ?? ''));
  const columns = await photos.evaluateAll((nodes) => {
    const top = nodes[0]?.getBoundingClientRect().top;
    return nodes.filter((node) => node.getBoundingClientRect().top === top).length;
  });
  expect(columns).toBeGreaterThan(1);

  // Tab from the month's select-all lands on the grid's one tab stop: its first photo
  await section(page, one.key)
    .getByRole('button', { name: `Select all photos of ${one.title}` })
    .focus();
  await page.keyboard.press('Tab');
  await expect(photos.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(photos.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(photos.nth(1 + columns)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(photos.nth(columns)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(photos.nth(0)).toBeFocused();
  await expect(photos.nth(0)).toHaveAttribute('tabindex', '0');
  await expect(photos.nth(1)).toHaveAttribute('tabindex', '-1');

  await page.keyboard.press('Space');
  await expect(page.getByText('1 photo selected')).toBeVisible();
  await expect(photos.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(page.getByText('2 photos selected')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/my-photos/photos/preview/${ids[1]}$`));
});

test('a new account sees the empty state', async ({ page, request }) => {
  const account = await newAccount(request);
  await signIn(page, account.email, { password: account.password, start: '/my-photos/photos' });
  await expect(page.getByText('Your photo library is empty')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: 'Photo library' }).getByRole('link', { name: /^Photos/ })).toHaveText('Photos 0');
  await expect(page.getByRole('button', { name: 'Select', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete all photos' })).toHaveCount(0);
  await expect(page.locator('section[data-month]')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'empty state');
});

test('no serious axe violations on the timeline, at desktop and mobile widths', async ({ page }) => {
  await openTimeline(page);
  await expect(page.locator('img[data-thumbnail]').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'timeline, desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('link', { name: /Back to my account/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'timeline, mobile');
});
