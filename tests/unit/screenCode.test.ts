// @vitest-environment jsdom
// A screen's whole code for the app's own navigations (src/app/router/screenCode.ts, loadScreenCode.ts):
// the build's list read once, each chunk asked for once as a module preload before the screen loads.
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The modules afresh: what they know and have asked for is per page load. */
async function freshModules() {
  vi.resetModules();
  return { ...(await import('@/app/router/screenCode')), ...(await import('@/app/router/loadScreenCode')) };
}

const preloaded = () =>
  Array.from(document.head.querySelectorAll('link[rel="modulepreload"]')).map((link) => ({
    href: link.getAttribute('href'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));

const answering = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const CODE = {
  orders: ['assets/orders1.js', 'assets/common.js'],
  photos: ['assets/photos1.js', 'assets/common.js', 'assets/dates.js'],
};

beforeEach(() => {
  document.head.replaceChildren();
});

describe('the list of each screen’s code', () => {
  it('is read from routes/code.json under the app’s origin', async () => {
    const { loadScreenCode, preloadScreenCode } = await freshModules();
    const fetcher = answering(CODE);
    await loadScreenCode('https://www.bonusprint.co.uk', fetcher);
    const [request] = fetcher.mock.calls[0] ?? [];
    expect(request instanceof Request ? request.url : String(request)).toBe('https://www.bonusprint.co.uk/routes/code.json');
    preloadScreenCode('orders');
    expect(preloaded()).toEqual([
      { href: '/assets/orders1.js', crossOrigin: '' },
      { href: '/assets/common.js', crossOrigin: '' },
    ]);
  });

  it('asks for each chunk once, whichever screens need it', async () => {
    const { loadScreenCode, preloadScreenCode } = await freshModules();
    await loadScreenCode('https://www.bonusprint.co.uk', answering(CODE));
    preloadScreenCode('orders');
    preloadScreenCode('photos');
    preloadScreenCode('orders');
    expect(preloaded().map(({ href }) => href)).toEqual([
      '/assets/orders1.js',
      '/assets/common.js',
      '/assets/photos1.js',
      '/assets/dates.js',
    ]);
  });

  it('asks for nothing while the list is unknown, or for a route it does not name', async () => {
    const { loadScreenCode, preloadScreenCode } = await freshModules();
    preloadScreenCode('orders');
    expect(preloaded()).toEqual([]);
    await loadScreenCode('https://www.bonusprint.co.uk', answering(CODE));
    preloadScreenCode('settings');
    expect(preloaded()).toEqual([]);
  });

  it('is refused when it names anything but the build’s chunks, or cannot be read; nothing is asked for then', async () => {
    const { loadScreenCode, preloadScreenCode } = await freshModules();
    await expect(
      loadScreenCode('https://www.bonusprint.co.uk', answering({ orders: ['https://elsewhere.example/x.js'] })),
    ).rejects.toThrow();
    await expect(loadScreenCode('https://www.bonusprint.co.uk', answering({ orders: ['../x.js'] }))).rejects.toThrow();
    await expect(loadScreenCode('https://www.bonusprint.co.uk', answering({ message: 'Not found' }, 404))).rejects.toThrow();
    preloadScreenCode('orders');
    expect(preloaded()).toEqual([]);
  });
});

describe('a screen’s loader', () => {
  it('asks for the screen’s whole code before it loads the screen’s chunk', async () => {
    const { loadScreenCode, withCode } = await freshModules();
    await loadScreenCode('https://www.bonusprint.co.uk', answering(CODE));
    const seenAtLoad: (string | null)[][] = [];
    const load = vi.fn(async () => {
      seenAtLoad.push(preloaded().map(({ href }) => href));
      return () => null;
    });
    await withCode('photos', load)();
    expect(load).toHaveBeenCalledTimes(1);
    expect(seenAtLoad).toEqual([['/assets/photos1.js', '/assets/common.js', '/assets/dates.js']]);
  });
});
