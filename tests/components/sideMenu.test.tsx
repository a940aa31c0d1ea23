import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './support/renderApp';
import { setViewportWidth } from './support/screen';
import { authIn } from './support/session';

const menu = () => screen.getByRole('navigation', { name: 'Account menu' });
const menuLinks = () =>
  within(menu())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('side menu', () => {
  beforeEach(() => {
    setViewportWidth(1366);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a consumer widgets and the normal settings, no invoices or FTP instructions', async () => {
    renderApp('/orders');
    await screen.findByRole('heading', { level: 1, name: 'My orders' });
    expect(menuLinks()).toEqual(['Overview', 'My orders', 'Settings', 'Saved projects', 'Widgets', 'FAQs', 'Sign out']);
    expect(within(menu()).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('shows a business user invoices, FTP instructions and the b2b settings, no widgets', async () => {
    renderApp('/orders', { auth: authIn('business') });
    await screen.findByRole('heading', { level: 1, name: 'My orders' });
    expect(menuLinks()).toEqual([
      'Overview',
      'My orders',
      'Invoices',
      'FTP instructions',
      'Settings',
      'Saved projects',
      'FAQs',
      'Sign out',
    ]);
    expect(within(menu()).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings/b2b');
  });

  it('shows Photos only with the timeline flag', async () => {
    const first = renderApp('/orders');
    await screen.findByRole('heading', { level: 1, name: 'My orders' });
    expect(within(menu()).queryByRole('link', { name: 'Photos' })).toBeNull();
    first.unmount();

    renderApp('/orders', { flags: ['PhotoManagementTimelineEnabled'] });
    await screen.findByRole('heading', { level: 1, name: 'My orders' });
    expect(within(menu()).getByRole('link', { name: 'Photos' })).toHaveAttribute('href', '/my-photos/photos');
  });

  it('links the FAQs to the public configuration, and leaves them out without it', async () => {
    const first = renderApp('/orders');
    await screen.findByRole('heading', { level: 1, name: 'My orders' });
    expect(within(menu()).getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', 'https://www.bonusprint.co.uk/faq');
    first.unmount();

    renderApp('/orders', { publicConfig: null });
    await screen.findByRole('heading', { level: 1, name: 'My orders' });
    expect(within(menu()).queryByRole('link', { name: 'FAQs' })).toBeNull();
  });

  it('marks the current page, and the current section on its sub-pages', async () => {
    const { router } = renderApp('/orders');
    await screen.findByRole('heading', { level: 1, name: 'My orders' });
    expect(within(menu()).getByRole('link', { name: 'My orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu()).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');

    await router.navigate('/orders/ABC123');
    await screen.findByRole('heading', { level: 1, name: 'Order details' });
    expect(within(menu()).getByRole('link', { name: 'My orders' })).toHaveAttribute('aria-current', 'true');
  });

  it('signs out through a link to /logout on medium screens and up', async () => {
    renderApp('/orders');
    await screen.findByRole('heading', { level: 1, name: 'My orders' });
    expect(within(menu()).getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
    expect(within(menu()).queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('on small screens: the menu is the home page, and Sign out is a button that signs out', async () => {
    setViewportWidth(375);
    const { auth } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'My account' });
    const button = within(menu()).getByRole('button', { name: 'Sign out' });
    expect(within(menu()).queryByRole('link', { name: 'Sign out' })).toBeNull();
    // the home content (greeting) is not shown: the menu is the page
    expect(screen.queryByText('Hello, Anna')).toBeNull();

    await userEvent.click(button);
    // the button signs out: the auth actor was sent auth.signOut, once
    expect(auth.received()).toEqual([{ type: 'auth.signOut' }]);
  });

  it('on small screens other pages have no side menu but a link back to the account home', async () => {
    setViewportWidth(375);
    renderApp('/orders?embedded=false');
    await screen.findByRole('heading', { level: 1, name: 'My orders' });
    expect(screen.queryByRole('navigation', { name: 'Account menu' })).toBeNull();
    expect(screen.getByRole('link', { name: /Back to my account/ })).toHaveAttribute('href', '/?embedded=false');
  });
});
