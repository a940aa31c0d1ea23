import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from './support/renderApp';
import { setViewportWidth } from './support/screen';
import { authIn, customerFixture } from './support/session';

async function openOrdersAs(b2bStatus: 'Default' | 'New' | 'Blocked' | null, kind: 'business' | 'consumer' = 'business') {
  renderApp('/orders', { auth: authIn(kind), customer: customerFixture({ accountType: 'Business', b2bStatus }) });
  await screen.findByRole('heading', { level: 1, name: 'My orders' });
}

describe('business status banner', () => {
  beforeEach(() => {
    setViewportWidth(1366);
  });

  it('Default: asks to complete the company details, with a link to the b2b settings', async () => {
    await openOrdersAs('Default');
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Please complete your company details');
    expect(screen.getByRole('link', { name: 'Go to company settings' })).toHaveAttribute('href', '/settings/b2b');
  });

  it('New: pending account validation', async () => {
    await openOrdersAs('New');
    expect(screen.getByRole('status')).toHaveTextContent('Pending account validation');
  });

  it('Blocked: an alert to contact customer care', async () => {
    await openOrdersAs('Blocked');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Blocked account, please contact customer care.');
    expect(screen.getByRole('link', { name: 'Contact customer care' })).toHaveAttribute(
      'href',
      'https://www.bonusprint.co.uk/customer-care',
    );
  });

  it('shows nothing without a b2b status or for a consumer', async () => {
    await openOrdersAs(null);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing for a consumer even when the record carries a status', async () => {
    await openOrdersAs('Blocked', 'consumer');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
