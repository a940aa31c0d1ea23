import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { FaultList, FaultRule, TestAccount } from '../../schemas/sandbox';

export const PASSWORD = 'demo1234';
export const port = new URL(baseURL).port;

/** An app URL on a brand host (`<host>.localhost` resolves to loopback in Chromium). */
export const brandUrl = (host: string, path = '/') => `http://${host}.localhost:${port}${path}`;

/**
 * Signs in through the provider's real sign-in page: open `start`, which sends the browser to the
 * provider, fill the form, and wait until the app is back on `expectPath` and signed in.
 */
export async function signIn(page: Page, email: string, options: { start?: string; password?: string } = {}) {
  const start = options.start ?? '/';
  await page.goto(start);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(options.password ?? PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: /account/i })).toBeVisible();
}

export interface FaultInput {
  path: string;
  method?: string;
  latencyMs?: number;
  status?: number;
  malformed?: 'json' | 'schema';
  times?: number;
}

export async function setFault(request: APIRequestContext, fault: FaultInput) {
  const response = await request.post('/__sandbox/faults', { data: fault });
  expect(response.status()).toBe(201);
  return FaultRule.parse(await response.json());
}

export async function faultHits(request: APIRequestContext, id: string): Promise<number> {
  const body = FaultList.parse(await (await request.get('/__sandbox/faults')).json());
  return body.rules.find((rule) => rule.id === id)?.hits ?? -1;
}

export async function clearFault(request: APIRequestContext, id: string) {
  await request.delete(`/__sandbox/faults/${id}`);
}

/** A fresh account of its own, so tests that change data never meet each other. */
export async function newAccount(
  request: APIRequestContext,
  body: {
    accountType?: 'consumer' | 'business';
    b2bStatus?: 'Default' | 'New' | 'Blocked';
    customer?: boolean;
    photos?: 'demo' | number;
  } = {},
) {
  const response = await request.post('/__sandbox/accounts', { data: body });
  expect(response.status()).toBe(201);
  return TestAccount.parse(await response.json());
}

/** Fails with a list of every serious or critical axe violation on the page as it is now. */
export async function expectNoSeriousAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `${label}: serious or critical axe violations`).toEqual([]);
}
