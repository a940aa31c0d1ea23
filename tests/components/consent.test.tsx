import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasAnalyticsConsent } from '@/platform/analytics/analytics';
import { createConsent } from '@/platform/consent/createConsent';
import { CookieJar } from './support/cookieJar';
import { renderApp } from './support/renderApp';
import { setViewportWidth } from './support/screen';

const today = new Date('2026-11-25T10:00:00Z');
const consentOver = (jar: CookieJar) => createConsent({ cookies: jar, hostname: 'my.bonusprint.co.uk', secure: true, now: () => today });
// the dialog is its own lazy chunk: generous on a loaded machine
const dialog = () => screen.findByRole('dialog', { name: 'Cookies on this site' }, { timeout: 10_000 });

describe('cookie consent', () => {
  beforeEach(() => setViewportWidth(1366));
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks on a first visit, with Reject all beside Accept all and no way round them, and stores 00', async () => {
    const jar = new CookieJar();
    renderApp('/orders', { consent: consentOver(jar) });
    const asked = await dialog();
    expect(within(asked).queryByRole('button', { name: 'Close' })).toBeNull();
    const reject = within(asked).getByRole('button', { name: 'Reject all' });
    const accept = within(asked).getByRole('button', { name: 'Accept all' });
    // the same look: refusing is as visible as accepting
    expect(reject.className).toBe(accept.className);
    expect(within(asked).getByRole('switch', { name: 'Analytics cookies' })).not.toBeChecked();
    expect(within(asked).getByRole('switch', { name: 'Marketing cookies' })).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(reject);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(jar.get('cookie_consent')).toBe('00');
    expect(jar.get('cookie_consent_record')).toBe('1.2026-11-25');
    expect(jar.written[0]).toContain('Domain=bonusprint.co.uk');
    expect(hasAnalyticsConsent()).toBe(false);
  });

  it('asks again for a stored code that is not one of the four, and for a choice older than 13 months', async () => {
    const invalid = renderApp('/orders', {
      consent: consentOver(new CookieJar({ cookie_consent: '2x', cookie_consent_record: '1.2026-11-01' })),
    });
    await dialog();
    invalid.unmount();
    renderApp('/orders', { consent: consentOver(new CookieJar({ cookie_consent: '11', cookie_consent_record: '1.2025-10-24' })) });
    await dialog();
    expect(hasAnalyticsConsent()).toBe(false);
  });

  it('does not ask with a valid stored choice, and reopens from the footer to change it', async () => {
    const jar = new CookieJar({ cookie_consent: '11', cookie_consent_record: '1.2026-06-01' });
    renderApp('/orders', { consent: consentOver(jar) });
    await screen.findByRole('heading', { level: 1, name: 'My orders' }, { timeout: 10_000 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hasAnalyticsConsent()).toBe(true);
    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie settings' }));
    const reopened = await dialog();
    expect(within(reopened).getByRole('switch', { name: 'Analytics cookies' })).toBeChecked();
    // closed without a choice: nothing changes
    await userEvent.click(within(reopened).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(jar.written).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const again = await dialog();
    await userEvent.click(within(again).getByRole('switch', { name: 'Marketing cookies' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Save choices' }));
    expect(jar.get('cookie_consent')).toBe('10');
    expect(hasAnalyticsConsent()).toBe(true);
  });

  it('never asks inside the storefront’s frame (embedded mode)', async () => {
    renderApp('/orders?embedded=true', { consent: consentOver(new CookieJar()) });
    await screen.findByRole('heading', { level: 1, name: 'My orders' }, { timeout: 10_000 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hasAnalyticsConsent()).toBe(false);
  });
});
