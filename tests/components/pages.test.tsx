import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/api/http';
import { fakeOrdersApi } from '../fixtures/ordersApi';
import { renderApp } from './support/renderApp';
import { setViewportWidth } from './support/screen';
import { authIn, customerApi } from './support/session';

describe('pages', () => {
  beforeEach(() => {
    setViewportWidth(1366);
  });
  afterEach(() => vi.restoreAllMocks());

  it('home greets the customer by first name with the e-mail, and links to the areas', async () => {
    renderApp('/', { apis: { orders: fakeOrdersApi([]) } });
    // the first render loads the page's chunk: slower than the fake APIs on a busy machine
    expect(await screen.findByText('Hello, Anna', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('E-mail address: anna@example.com')).toBeInTheDocument();
    const areas = screen.getByRole('region', { name: 'Your account' });
    expect(areas).toHaveTextContent('My orders');
    expect(areas).not.toHaveTextContent('Overview');
  });

  it('home shows a loader while the customer loads', async () => {
    renderApp('/', { customer: 'loading', apis: { orders: fakeOrdersApi([]) } });
    expect(await screen.findByText('Loading your details…', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your details…');
  });

  it('home shows the load error with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const customer = customerApi(
      new HttpError({ method: 'GET', status: 500, text: '', url: 'http://localhost/api/customer/customers/me' }),
    );
    renderApp('/', { apis: { customer, orders: fakeOrdersApi([]) } });
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent('An error occurred loading your settings');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // Try again reloads the customer: a second GET /customers/me after the first load
    expect(customer.getCustomer).toHaveBeenCalledTimes(2);
  });

  it('accountDeleted: title, message and the two panels', async () => {
    renderApp('/account-deleted');
    await screen.findByRole('heading', { level: 1, name: 'Your account has been successfully deleted' });
    expect(screen.getByText('All your personal data, photos, projects and order history have been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View products' })).toHaveAttribute('href', 'https://www.bonusprint.co.uk/products');
  });

  it('changeEmailSuccess: log in with the new address, or continue to the storefront', async () => {
    renderApp('/change-email-success');
    await screen.findByRole('heading', { level: 1, name: 'Your e-mail address has been changed!' });
    expect(screen.getByRole('link', { name: 'Log in with your new e-mail address' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Continue to the storefront' })).toHaveAttribute('href', 'https://www.bonusprint.co.uk/');
  });

  it('doubleOptInConfirmationSuccess and -Error', async () => {
    const first = renderApp('/subscription-confirmation-success');
    await screen.findByRole('heading', { level: 1, name: 'Success!' });
    expect(screen.getByText('Your e-mail address has been successfully subscribed!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to the storefront' })).toBeInTheDocument();
    first.unmount();

    renderApp('/subscription-confirmation-error');
    await screen.findByRole('heading', { level: 1, name: 'Your subscription failed' });
    expect(screen.getByText('Something went wrong with the subscription. Could you please try again?')).toBeInTheDocument();
  });

  it('the shell error pages: title, message, Try again to the settings, customer care link, no side menu', async () => {
    const { router } = renderApp('/delete-account-error');
    await screen.findByRole('heading', { level: 1, name: 'Your account couldn’t be deleted' });
    expect(screen.getByText('Something went wrong with the account deletion. Could you please try again?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact customer care' })).toHaveAttribute(
      'href',
      'https://www.bonusprint.co.uk/customer-care',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('changeEmailError for a business user retries in the b2b settings', async () => {
    const { router } = renderApp('/change-email-error', { auth: authIn('business') });
    await screen.findByRole('heading', { level: 1, name: "Your email wasn't changed" });
    expect(screen.getByText('Something went wrong with the email change. Could you please try again?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Company settings' });
    expect(router.state.location.pathname).toBe('/settings/b2b');
  });

  it('the header shows the brand, a link home and the account e-mail', async () => {
    renderApp('/orders');
    await screen.findByRole('heading', { level: 1, name: 'My orders' });
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('anna@example.com');
    expect(screen.getByRole('link', { name: 'Bonusprint My account' })).toHaveAttribute('href', '/');
  });
});
