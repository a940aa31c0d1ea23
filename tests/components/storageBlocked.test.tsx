import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Every request the page would send: it must send none (no config, no locale, no session). */
const requests = () => vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('no network in this test'));

describe('storage blocked page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('shows only the "enable site data and cookies" page when storage throws, and loads nothing', async () => {
    const fetch = requests();
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const container = document.createElement('div');
    document.body.append(container);
    const { bootstrap } = await import('@/app/bootstrap');

    await bootstrap(container);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Please enable site data and cookies in your browser to use the website' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-GB');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows it when cookies are disabled, and loads nothing', async () => {
    const fetch = requests();
    vi.spyOn(window.navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    const container = document.createElement('div');
    document.body.append(container);
    const { bootstrap } = await import('@/app/bootstrap');

    await bootstrap(container);

    expect(await screen.findByText('Please enable site data and cookies in your browser to use the website')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
