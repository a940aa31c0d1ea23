// The flow atlas at /flows (sandbox: FlowAtlasEnabled is on for localhost): the list of every
// catalogued machine, a statechart with every state, simulate mode, live mode with the app in a
// second page of the same browser, coverage mode with the sandbox's coverage file, and axe.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { catalog } from '../../machines/catalog';
import { statesOf, transitionsOf } from '../../machines/coverage';
import { emailChangeMachine } from '../../machines/account/emailChange.machine';
import { stateNodesOf } from '../../machines/paths';
import type { FlowCoverage } from '../../schemas/flowCoverage';
import { authMachine } from '../../machines/shell/auth.machine';
import { photoTimelineMachine } from '../../machines/photos/library/photoTimeline.machine';
import { brandUrl, expectNoSeriousAxeViolations, newAccount, sandboxDataFolder, signIn } from './support';

// ELK lays the picture out in the page: generous on a loaded 2-core machine.
const drawn = { timeout: 30_000 };

const active = (page: Page, state: string) => page.locator(`svg [data-state="${state}"][data-active="true"]`);

test('lists every catalogued machine as a link', async ({ page }) => {
  await page.goto('/flows');
  await expect(page.getByRole('heading', { level: 1, name: 'Flow atlas' })).toBeVisible();
  const list = page.getByTestId('machine-list');
  await expect(list.getByRole('link')).toHaveCount(catalog.length);
  for (const entry of catalog) await expect(list.getByRole('link', { name: entry.title, exact: true })).toBeVisible();
  await list.getByRole('link', { name: 'Account deletion request' }).click();
  await expect(page).toHaveURL(/\/flows\?machine=accountDeletion$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Account deletion request' })).toBeVisible();
});

test('draws every state of auth, and a click on an enabled event moves the highlight', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/flows?machine=auth');
  const diagram = page.getByTestId('flow-diagram');
  await expect(diagram.locator('svg')).toBeVisible(drawn);
  for (const { path } of stateNodesOf(authMachine)) {
    await expect(diagram.locator(`[data-state="${path}"]`), path).toHaveCount(1);
  }
  // the text version keeps every state's words, though the build moves them out of the shell's code
  await page.getByText('States and transitions as text', { exact: true }).click();
  for (const { path, node } of stateNodesOf(authMachine).filter(({ path }) => path !== '')) {
    await expect(page.locator(`[data-state-item="${path}"]`), path).toContainText(node.description ?? '');
  }
  await expect(active(page, 'restoring')).toHaveCount(1);
  await page.getByRole('button', { name: /^done: restoreSession \{ "output": \{/ }).click();
  await expect(active(page, 'authenticated.active')).toHaveCount(1);
  await expect(active(page, 'restoring')).toHaveCount(0);
  await expect(page.getByTestId('current-state')).toHaveText('authenticated.active');

  // step back and reset move the highlight back to where the machine starts
  await page.getByRole('button', { name: 'Step back' }).click();
  await expect(active(page, 'restoring')).toHaveCount(1);
  await page.getByRole('button', { name: /^done: restoreSession \{ "output": \{/ }).click();
  await page.getByRole('button', { name: /^auth\.signOut/ }).click();
  await expect(active(page, 'signingOut')).toHaveCount(1);
  await expect(page.getByTestId('simulation-log').getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(active(page, 'restoring')).toHaveCount(1);
  await expect(page.getByTestId('simulation-log')).toHaveCount(0);

  // a QA path played step by step on the picture
  await page.getByRole('button', { name: 'Show the QA paths' }).click();
  const pathSelect = page.getByLabel('QA path');
  const option = pathSelect.getByRole('option', { name: /^Reaches leaving from restoring via/ }).first();
  await pathSelect.selectOption((await option.getAttribute('value')) ?? '');
  for (let step = 0; step < 10 && (await page.getByText('The path is complete.').count()) === 0; step++) {
    await page.getByRole('button', { name: /^Play step/ }).click();
  }
  await expect(page.getByText('The path is complete.')).toBeVisible();
  await expect(active(page, 'leaving')).toHaveCount(1);
  await expect(page.getByText(/the path expects/)).toHaveCount(0);

  // zoom from the keyboard and the buttons
  const before = Number(await diagram.getAttribute('data-scale'));
  await diagram.focus();
  await page.keyboard.press('+');
  await expect.poll(async () => Number(await diagram.getAttribute('data-scale'))).toBeGreaterThan(before);
  await page.getByRole('button', { name: 'Fit' }).click();
  await expect.poll(async () => Number(await diagram.getAttribute('data-scale'))).toBeCloseTo(before, 2);

  // both downloads: the same picture as a standalone SVG, and Mermaid text
  for (const [button, file, start] of [
    ['Download SVG', 'auth.svg', '<?xml'],
    ['Download Mermaid', 'auth.mmd', '---\ntitle: "Sign-in and session"'],
  ] as const) {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
    expect(download.suggestedFilename()).toBe(file);
    const text = readFileSync((await download.path()) ?? '', 'utf8');
    expect(text.startsWith(start), `${file} starts with ${start}`).toBe(true);
    for (const { path } of stateNodesOf(authMachine)) expect(text, `${file} has ${path}`).toContain(path.split('.').at(-1) ?? path);
  }
});

test('draws every state of the photo timeline, its regions and its guards', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/flows?machine=photoTimeline');
  const diagram = page.getByTestId('flow-diagram');
  await expect(diagram.locator('svg')).toBeVisible(drawn);
  for (const { path } of stateNodesOf(photoTimelineMachine)) {
    await expect(diagram.locator(`[data-state="${path}"]`), path).toHaveCount(1);
  }
  await expect(diagram.locator('[data-state="timeline.Finished.firstPages"]')).toHaveAttribute('data-type', 'compound');
  await expect(diagram.locator('text', { hasText: 'always [listsFlat]' })).toBeVisible();
});

test('live mode follows the app’s auth actor in another page: signing out moves the highlight', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const account = await newAccount(request);
  const context = await browser.newContext();
  const app = await context.newPage();
  await signIn(app, account.email, { password: account.password });

  const atlas = await context.newPage();
  await atlas.goto('/flows?machine=auth&mode=live');
  await expect(atlas.getByTestId('flow-diagram').locator('svg')).toBeVisible(drawn);
  await expect(active(atlas, 'authenticated.active')).toHaveCount(1);
  await expect(atlas.getByTestId('live-state')).toHaveText('authenticated.active');

  await app
    .getByRole('navigation', { name: /account/i })
    .getByRole('link', { name: 'Sign out' })
    .click();
  await expect(app.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(active(atlas, 'authenticated.active')).toHaveCount(0);
  await expect(atlas.locator('svg [data-state][data-active="true"]')).toHaveCount(1);
  await expect(atlas.getByTestId('live-state')).toHaveText(/^(signingOut|leaving|restoring|signedOut|signingIn)/);
  await context.close();
});

test('live mode follows a per-screen flow: the e-mail change as the customer types and submits in another page', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await newAccount(request);
  const context = await browser.newContext();
  const app = await context.newPage();
  await signIn(app, account.email, { password: account.password, start: '/settings/email' });
  const field = app.getByLabel('New e-mail address');
  await expect(field).toBeVisible();

  const atlas = await context.newPage();
  await atlas.goto('/flows?machine=emailChange&mode=live');
  await expect(atlas.getByTestId('flow-diagram').locator('svg')).toBeVisible(drawn);
  await expect(atlas.getByTestId('live-state')).toHaveText('request');

  const newEmail = `changed.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  await field.fill(newEmail);
  await expect(atlas.getByTestId('live-event')).toHaveText('emailChange.edit');
  await expect(active(atlas, 'request')).toHaveCount(1);

  await app.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(app.getByRole('status')).toContainText(`We have sent a confirmation link to ${newEmail}.`);
  await expect(atlas.getByTestId('live-state')).toHaveText('received');
  await expect(atlas.getByTestId('live-event')).toHaveText('done: requestEmailChange');
  await expect(active(atlas, 'received')).toHaveCount(1);
  await expect(active(atlas, 'request')).toHaveCount(0);
  await context.close();
});

test('coverage mode paints the e-mail change from the sandbox’s coverage file: walked and not walked told apart by more than colour', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // What a run that changed an e-mail address once and never failed writes (keys of machines/coverage.ts):
  // served by this sandbox, whose data folder's coverage file stands in for the last run's.
  const first = 'settings.spec.ts › changes the e-mail address';
  const walkedStates = ['request', 'pending', 'received'];
  const walkedTransitions = [
    'request —emailChange.edit→ (stays)',
    'request —emailChange.submit→ pending',
    'pending —xstate.done.actor.requestEmailChange→ received',
  ];
  for (const key of walkedStates) expect(statesOf(emailChangeMachine)).toContain(key);
  for (const key of walkedTransitions) expect(transitionsOf(emailChangeMachine)).toContain(key);
  const coverage: FlowCoverage = {
    version: 1,
    createdAt: new Date().toISOString(),
    tests: 2,
    machines: {
      emailChange: {
        states: Object.fromEntries(walkedStates.map((key) => [key, { tests: key === 'request' ? 2 : 1, first }])),
        transitions: Object.fromEntries(walkedTransitions.map((key) => [key, { tests: 1, first }])),
      },
    },
  };
  const file = join(sandboxDataFolder(), 'flow-coverage.json');
  writeFileSync(file, JSON.stringify(coverage));
  try {
    // the machine list in coverage mode: each machine's coverage
    await page.goto('/flows');
    await page.getByRole('link', { name: 'Test coverage' }).click();
    await expect(page).toHaveURL(/\/flows\?mode=coverage$/);
    const list = page.getByTestId('machine-list');
    await expect(list.locator('[data-machine-item="emailChange"]').getByTestId('machine-coverage')).toHaveText(
      `states 3/${statesOf(emailChangeMachine).length} · transitions 3/${transitionsOf(emailChangeMachine).length}`,
    );
    await list.getByRole('link', { name: 'E-mail change request' }).click();
    await expect(page).toHaveURL(/\/flows\?machine=emailChange&mode=coverage$/);
    await expect(page.getByTestId('flow-diagram').locator('svg')).toBeVisible(drawn);
    await expect(page.getByTestId('coverage-source')).toContainText('the last end-to-end run');

    const state = (path: string) => page.locator(`svg [data-state="${path}"]`);
    // walked: a check mark with the count of tests, a solid outline; the count and first test on hover
    await expect(state('request')).toHaveAttribute('data-coverage', 'walked');
    await expect(state('request').locator(':scope > [data-coverage-marker]')).toHaveText('✓ 2');
    await expect(state('request').locator(':scope > rect').first()).not.toHaveAttribute('stroke-dasharray', /.+/);
    await expect(state('request').locator(':scope > title')).toContainText(`walked by 2 tests, first: ${first}`);
    await expect(state('pending').locator(':scope > [data-coverage-marker]')).toHaveText('✓ 1');
    // not walked: a cross, a dashed outline and hatching
    await expect(state('failed')).toHaveAttribute('data-coverage', 'not-walked');
    await expect(state('failed').locator(':scope > [data-coverage-marker]')).toHaveText('✗');
    await expect(state('failed').locator(':scope > rect').first()).toHaveAttribute('stroke-dasharray', '5 3');
    await expect(state('failed').locator(':scope > rect').first()).toHaveAttribute('fill', 'url(#not-walked)');
    await expect(state('failed').locator(':scope > title')).toContainText('not walked');
    // the arrows alike
    const arrow = (key: string) => page.locator(`svg [data-edge][data-transition="${key}"]`);
    await expect(arrow('request —emailChange.submit→ pending')).toHaveAttribute('data-coverage', 'walked');
    await expect(arrow('pending —xstate.error.actor.requestEmailChange→ failed')).toHaveAttribute('data-coverage', 'not-walked');
    await expect(arrow('pending —xstate.error.actor.requestEmailChange→ failed').locator('path').first()).toHaveAttribute(
      'stroke-dasharray',
      '5 3',
    );
    await expect(page.getByTestId('coverage-states')).toHaveText(`3 of ${statesOf(emailChangeMachine).length}`);

    // the text version says the same
    await page.getByText('States and transitions as text', { exact: true }).click();
    await expect(page.locator('[data-state-item="request"] > [data-coverage]')).toHaveText(`— walked by 2 tests, first: ${first}`);
    await expect(page.locator('[data-state-item="received"] > [data-coverage]')).toHaveText(`— walked by 1 test: ${first}`);
    await expect(page.locator('[data-state-item="failed"] > [data-coverage]')).toHaveText('— not walked');
    await expect(page.locator('[data-transition-item="failed —emailChange.reset→ request"] > [data-coverage]')).toHaveText('— not walked');

    // a file the QA engineer picks that is not a coverage file: a clear message, the painting stays
    await page
      .getByLabel('Open a coverage file')
      .setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"notes": []}') });
    await expect(page.getByTestId('coverage-status')).toHaveText(/^notes\.json is not a flow coverage file/);
    await expect(state('request')).toHaveAttribute('data-coverage', 'walked');
    // one that is: it paints instead
    const everything: FlowCoverage = {
      ...coverage,
      machines: {
        emailChange: {
          states: Object.fromEntries(statesOf(emailChangeMachine).map((key) => [key, { tests: 1, first }])),
          transitions: Object.fromEntries(transitionsOf(emailChangeMachine).map((key) => [key, { tests: 1, first }])),
        },
      },
    };
    await page
      .getByLabel('Open a coverage file')
      .setInputFiles({ name: 'all.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(everything)) });
    await expect(state('failed')).toHaveAttribute('data-coverage', 'walked');
    await expect(page.getByTestId('coverage-source')).toHaveText('all.json');
    await expect(page.locator('svg [data-coverage="not-walked"]')).toHaveCount(0);
  } finally {
    rmSync(file, { force: true });
  }
});

test('the modes are links the keyboard reaches', async ({ page }) => {
  await page.goto('/flows?machine=emailChange');
  const modes = page.getByRole('navigation', { name: 'Mode' });
  await modes.getByRole('link', { name: 'Simulate' }).focus();
  await page.keyboard.press('Tab');
  await expect(modes.getByRole('link', { name: 'Live' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(modes.getByRole('link', { name: 'Test coverage' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/flows\?machine=emailChange&mode=coverage$/);
  await expect(modes.getByRole('link', { name: 'Test coverage' })).toHaveAttribute('aria-current', 'page');
  // the panel comes with the picture, which ELK lays out in the page
  await expect(page.getByRole('heading', { level: 3, name: 'Test coverage' })).toBeVisible(drawn);
});

test('is off on a brand host unless switched on', async ({ page }) => {
  await page.goto(brandUrl('my.albelli.nl', '/flows'));
  await expect(page).not.toHaveURL(/\/flows/);
  // the route is off: the visitor goes to the account's start, which asks for the sign-in; the next
  // visit waits for that redirect to end, or the redirect would interrupt it
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Flow atlas' })).toHaveCount(0);
  await page.goto(brandUrl('my.albelli.nl', '/flows?flag.FlowAtlasEnabled=on'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('machine-list').getByRole('link')).toHaveCount(catalog.length);
});

test('the atlas passes axe', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/flows');
  await expect(page.getByTestId('machine-list')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/flows');
  await page.goto('/flows?machine=auth');
  await expect(page.getByTestId('flow-diagram').locator('svg')).toBeVisible(drawn);
  await expectNoSeriousAxeViolations(page, '/flows?machine=auth');
  await page.goto('/flows?machine=auth&mode=live');
  await expect(page.getByTestId('flow-diagram').locator('svg')).toBeVisible(drawn);
  await expectNoSeriousAxeViolations(page, '/flows?machine=auth&mode=live');
});

test('the atlas passes axe in coverage mode', async ({ page }) => {
  test.setTimeout(60_000);
  // painted from a picked file (the machine list and the machine view share it)
  await page.goto('/flows?mode=coverage');
  const painted: FlowCoverage = {
    version: 1,
    createdAt: new Date().toISOString(),
    tests: 1,
    machines: { auth: { states: { restoring: { tests: 1, first: 'a test' } }, transitions: {} } },
  };
  await page
    .getByLabel('Open a coverage file')
    .setInputFiles({ name: 'run.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(painted)) });
  await expect(page.getByTestId('machine-coverage').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/flows?mode=coverage');
  await page.getByTestId('machine-list').getByRole('link', { name: 'Sign-in and session' }).click();
  await expect(page.getByTestId('flow-diagram').locator('svg [data-coverage="walked"]').first()).toBeVisible(drawn);
  await expectNoSeriousAxeViolations(page, '/flows?machine=auth&mode=coverage');
});
