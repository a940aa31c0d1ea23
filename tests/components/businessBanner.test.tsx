import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from './support/renderApp';
import { setViewportWidth } from './support/screen';
import { authIn, customerFixture } from './support/session';

// The banner is the main region's first child, above the page's own heading and content; the page
// (saved projects) has statuses of its own, such as its loader, so the banner's are told apart by place.
async function openShellPageAs(b2bStatus: 'Default' | 'New' | 'Blocked' | null, kind: 'business' | 'consumer' = 'business') {
  renderApp('/saved-projects', { auth: authIn(kind), customer: customerFixture({ accountType: 'Business', b2bStatus }) });
  await screen.findByRole('heading', { level: 1, name: 'Saved projects' });
}

/**
 * The statuses or alerts at the top of the main region, above the page's heading: the banner's (the
 * page's own loader may sit in the main region too, after its heading, while its list loads).
 */
function bannerMessages(role: 'status' | 'alert'): HTMLElement[] {
  const main = screen.getByRole('main');
  const heading = within(main).getByRole('heading', { level: 1 });
  return within(main)
    .queryAllByRole(role)
    .filter(
      (element) => element.parentElement === main && Boolean(heading.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING),
    );
}

function theBanner(role: 'status' | 'alert'): HTMLElement {
  const [banner, ...others] = bannerMessages(role);
  expect(others).toEqual([]);
  if (!banner) throw new Error(`no ${role} at the top of the main region`);
  return banner;
}

describe('business status banner', () => {
  beforeEach(() => {
    setViewportWidth(1366);
  });

  it('Default: asks to complete the company details, with a link to the b2b settings', async () => {
    await openShellPageAs('Default');
    expect(theBanner('status')).toHaveTextContent('Please complete your company details');
    expect(screen.getByRole('link', { name: 'Go to company settings' })).toHaveAttribute('href', '/settings/b2b');
  });

  it('New: pending account validation', async () => {
    await openShellPageAs('New');
    expect(theBanner('status')).toHaveTextContent('Pending account validation');
  });

  it('Blocked: an alert to contact customer care', async () => {
    await openShellPageAs('Blocked');
    expect(theBanner('alert')).toHaveTextContent('Blocked account, please contact customer care.');
    expect(screen.getByRole('link', { name: 'Contact customer care' })).toHaveAttribute(
      'href',
      'https://www.bonusprint.co.uk/customer-care',
    );
  });

  it('shows nothing without a b2b status or for a consumer', async () => {
    await openShellPageAs(null);
    expect(bannerMessages('status')).toEqual([]);
    expect(bannerMessages('alert')).toEqual([]);
  });

  it('shows nothing for a consumer even when the record carries a status', async () => {
    await openShellPageAs('Blocked', 'consumer');
    expect(bannerMessages('alert')).toEqual([]);
    expect(bannerMessages('status')).toEqual([]);
  });
});
