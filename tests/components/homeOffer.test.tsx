import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConsent } from '@/platform/consent/createConsent';
import { CookieJar } from './support/cookieJar';
import { appConfig, renderApp } from './support/renderApp';
import { setViewportWidth } from './support/screen';

const consentOf = (code: string) =>
  createConsent({
    cookies: new CookieJar({ cookie_consent: code, cookie_consent_record: '1.2026-11-01' }),
    hostname: 'my.bonusprint.co.uk',
    secure: true,
    now: () => new Date('2026-11-25T10:00:00Z'),
  });

const offerAnswer = {
  offers: [
    {
      id: 'home-bonusprint-uk',
      headline: '20% off your next photo book',
      text: 'This week only.',
      url: 'https://www.bonusprint.co.uk/products',
    },
  ],
};

describe('the home overview’s ab-test offer', () => {
  const calls: string[] = [];
  beforeEach(() => {
    setViewportWidth(1366);
    calls.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = input instanceof Request ? input.url : String(input);
        calls.push(url);
        return new Response(JSON.stringify(offerAnswer), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the targeting tool with marketing consent and shows its offer under the profile', async () => {
    renderApp('/', { consent: consentOf('01'), thirdParty: appConfig.thirdParty });
    const offer = await screen.findByRole('region', { name: 'An offer for you' }, { timeout: 10_000 });
    expect(offer).toHaveTextContent('20% off your next photo book');
    expect(screen.getByRole('link', { name: '20% off your next photo book' })).toHaveAttribute(
      'href',
      'https://www.bonusprint.co.uk/products',
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/\/__third-party\/offers\?channel=bonusprint-uk&locale=en-GB&placement=home$/);
  });

  it('makes no call and shows nothing without marketing consent', async () => {
    renderApp('/', { consent: consentOf('10'), thirdParty: appConfig.thirdParty });
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'An offer for you' })).toBeNull();
    expect(calls.filter((url) => url.includes('/__third-party/'))).toEqual([]);
  });
});
