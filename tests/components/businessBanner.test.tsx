import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from './support/renderApp';
import { setViewportWidth } from './support/screen';
import { authIn, customerFixture } from './support/session';

// A shell page with no statuses or alerts of its own (a placeholder), so that the banner's are the only ones.
async function openShellPageAs(b2bStatus: 'Default' | 'New' | 'Blocked' | null, kind: 'business' | 'consumer' = 'business') {
  renderApp('/saved-projects', { auth: authIn(kind), customer: customerFixture({ accountType: 'Business', b2bStatus }) });
  await screen.findByRole('heading', { level: 1, name: 'Saved projects' });
}

describe('business status banner', () => {
  beforeEach(() => {
    setViewportWidth(1366);
  });

  it('Default: asks to complete the company details, with a link to the b2b settings', async () => {
    await openShellPageAs('Default');
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Please complete your company details');
    expect(screen.getByRole('link', { name: 'Go to company settings' })).toHaveAttribute('href', '/settings/b2b');
  });

  it('New: pending account validation', async () => {
    await openShellPageAs('New');
    expect(screen.getByRole('status')).toHaveTextContent('Pending account validation');
  });

  it('Blocked: an alert to contact customer care', async () => {
    await openShellPageAs('Blocked');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Blocked account, please contact customer care.');
    expect(screen.getByRole('link', { name: 'Contact customer care' })).toHaveAttribute(
      'href',
      'https://www.bonusprint.co.uk/customer-care',
    );
  });

  it('shows nothing without a b2b status or for a consumer', async () => {
    await openShellPageAs(null);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing for a consumer even when the record carries a status', async () => {
    await openShellPageAs('Blocked', 'consumer');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
