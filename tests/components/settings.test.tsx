// The settings screens through the real app with fake customer service APIs: the settings page's
// sections and its load error, the newsletter switch, personal details saved (and kept on a
// failure, shown as text), the payment method changed, and the FTP callback settings with a test
// callback and the service's refusal of a callback URL said on its field.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtureCustomerServerError } from '@machines/settings/fixtures';
import type { CustomerApi } from '@/api/customer';
import { HttpError } from '@/api/http';
import { fakeCallbacksApi, fakeCustomerUpdateApi, fakePaymentMethodsApi } from '../fixtures/settingsApi';
import { catchErrorReports } from './support/errorReports';
import { renderApp } from './support/renderApp';
import { authIn, customerFixture } from './support/session';

const XSS = '<img src=x onerror=alert(1)>';

function customerService(customer = customerFixture()) {
  const record = { current: customer };
  const getCustomer = vi.fn<CustomerApi['getCustomer']>(async () => record.current);
  return { record, customer: { getCustomer }, customerUpdate: fakeCustomerUpdateApi(record) };
}

describe('settings page', () => {
  it('shows personal details, e-mail, payment method and newsletter, and saves the newsletter choice', async () => {
    const service = customerService();
    renderApp('/settings', { apis: { customer: service.customer, customerUpdate: service.customerUpdate } });
    const details = await screen.findByRole('region', { name: 'Personal details' }, { timeout: 5000 });
    expect(details).toHaveTextContent('Anna Jansen');
    expect(within(details).getByRole('link', { name: 'Change personal details' })).toHaveAttribute('href', '/settings/personal-details');
    const payment = screen.getByRole('region', { name: 'Payment method' });
    expect(await within(payment).findByText('iDEAL')).toBeInTheDocument();
    expect(payment).toHaveTextContent('Visa ending in 4242, expires 08/2028');
    const newsletter = screen.getByRole('checkbox', { name: 'Send me the newsletter' });
    expect(newsletter).not.toBeChecked();
    await userEvent.click(newsletter);
    expect(service.customerUpdate.patchCustomer).toHaveBeenCalledWith({ newsletter: true });
    expect(newsletter).toBeChecked();
  });

  it('shows its loader alone until the customer record is there, then every section at once, personal details first', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const getCustomer = vi.fn<CustomerApi['getCustomer']>(async () => {
      await answered;
      return customerFixture();
    });
    renderApp('/settings', { apis: { customer: { getCustomer } } });
    expect(await screen.findByText('Loading your settings…', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'E-mail address' })).toBeNull();
    answer();
    const details = await screen.findByRole('region', { name: 'Personal details' });
    const email = screen.getByRole('region', { name: 'E-mail address' });
    expect(details.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('Loading your settings…')).toBeNull();
  });

  it('says "An error occurred loading your settings" when the customer record fails, and Try again loads it', async () => {
    const getCustomer = vi
      .fn<CustomerApi['getCustomer']>()
      .mockRejectedValueOnce(fixtureCustomerServerError)
      .mockResolvedValue(customerFixture());
    renderApp('/settings', { apis: { customer: { getCustomer } } });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('An error occurred loading your settings');
    expect(screen.getByRole('region', { name: 'E-mail address' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Personal details' })).toHaveTextContent('Anna Jansen');
  });

  it('shows a business account’s company details first, asking to complete them when missing', async () => {
    renderApp('/settings/b2b', {
      auth: authIn('business'),
      customer: customerFixture({ accountType: 'Business', b2bStatus: 'Default', companyName: null, vatNumber: null }),
    });
    const company = await screen.findByRole('region', { name: 'Company details' }, { timeout: 5000 });
    expect(company).toHaveTextContent('Details missing');
    expect(within(company).getByRole('link', { name: 'Complete company details' })).toHaveAttribute('href', '/settings/personal-details');
  });
});

describe('personal details', () => {
  it('saves the form, shows what was saved as text, and keeps what was typed on a failure', async () => {
    const service = customerService();
    service.customerUpdate.patchCustomer.mockRejectedValueOnce(fixtureCustomerServerError);
    renderApp('/settings/personal-details', { apis: { customer: service.customer, customerUpdate: service.customerUpdate } });
    const form = await screen.findByRole('form', { name: 'Personal details' }, { timeout: 5000 });
    const lastName = within(form).getByRole('textbox', { name: 'Last name' });
    await userEvent.clear(lastName);
    await userEvent.type(lastName, XSS);
    await userEvent.clear(within(form).getByRole('textbox', { name: 'First name' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('This field is required');
    // focus lands on the field to correct
    expect(within(form).getByRole('textbox', { name: 'First name' })).toHaveFocus();
    expect(service.customerUpdate.patchCustomer).not.toHaveBeenCalled();
    await userEvent.type(within(form).getByRole('textbox', { name: 'First name' }), 'Anne');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your changes could not be saved. Please try again.');
    expect(lastName).toHaveValue(XSS);
    await userEvent.click(within(form).getByRole('button', { name: 'Try again' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your personal details have been saved.');
    expect(service.customerUpdate.patchCustomer).toHaveBeenLastCalledWith({ firstName: 'Anne', lastName: XSS, phoneNumber: null });
    expect(document.querySelector('img')).toBeNull();
    await vi.waitFor(() => expect(service.customer.getCustomer).toHaveBeenCalledTimes(2));
  });
});

describe('payment method', () => {
  it('changes the preferred method', async () => {
    const paymentMethods = fakePaymentMethodsApi();
    renderApp('/settings/payment-method', { apis: { paymentMethods } });
    const paypal = await screen.findByRole('radio', { name: 'PayPal' }, { timeout: 5000 });
    expect(screen.getByRole('radio', { name: 'iDEAL' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Credit or debit card — Visa ending in 4242/ })).not.toBeChecked();
    await userEvent.click(paypal);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your preferred payment method has been saved.');
    expect(paymentMethods.setPreferredPaymentMethod).toHaveBeenCalledWith('paypal');
  });
});

describe('FTP instructions', () => {
  it('refuses an ftp: link on the field, saves an https one with PUT, and sends a test callback', async () => {
    const service = customerService(
      customerFixture({ accountType: 'Business', b2bStatus: 'New', companyName: 'Lichtval', vatNumber: 'NL1' }),
    );
    const callbacks = fakeCallbacksApi();
    renderApp('/integration', {
      auth: authIn('business'),
      apis: { customer: service.customer, customerUpdate: service.customerUpdate, callbacks },
    });
    const form = await screen.findByRole('form', { name: 'Callback settings' }, { timeout: 5000 });
    const url = within(form).getByRole('textbox', { name: /^Callback URL/ });
    await userEvent.type(url, 'ftp://files.example.com/in');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(url).toHaveAccessibleDescription(/Enter a link that starts with https:\/\/ or http:\/\//);
    expect(service.customerUpdate.updateCustomer).not.toHaveBeenCalled();
    await userEvent.clear(url);
    await userEvent.type(url, 'https://hooks.example.com/orders');
    await userEvent.click(within(form).getByRole('radio', { name: 'XML' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your callback settings have been saved.');
    expect(service.customerUpdate.updateCustomer).toHaveBeenCalledWith(
      expect.objectContaining({ callbackUrl: 'https://hooks.example.com/orders', callbackFormat: 'xml', companyName: 'Lichtval' }),
    );
    const test = screen.getByRole('region', { name: 'Test callbacks' });
    expect(test).toHaveTextContent('whsec_fixture0signing0secret0000');
    await userEvent.click(within(test).getByRole('button', { name: 'Send a test callback' }));
    expect(await within(test).findByText('Test callback delivered: HTTP 204.')).toBeInTheDocument();
    expect(within(test).getByRole('list', { name: 'Last test callbacks' }).children).toHaveLength(2);
  });

  it('says on the field when the service refuses the callback URL (400), keeping what was typed', async () => {
    catchErrorReports();
    const service = customerService(
      customerFixture({ accountType: 'Business', b2bStatus: 'New', companyName: 'Lichtval', vatNumber: 'NL1' }),
    );
    const refusal = new HttpError({
      method: 'PUT',
      status: 400,
      text: JSON.stringify({ message: 'callbackUrl: Must not point to a private, local or reserved address' }),
      url: 'http://localhost/api/customer/customers/me',
    });
    service.customerUpdate.updateCustomer.mockRejectedValueOnce(refusal);
    renderApp('/integration', {
      auth: authIn('business'),
      apis: { customer: service.customer, customerUpdate: service.customerUpdate, callbacks: fakeCallbacksApi() },
    });
    const form = await screen.findByRole('form', { name: 'Callback settings' }, { timeout: 5000 });
    const url = within(form).getByRole('textbox', { name: /^Callback URL/ });
    await userEvent.type(url, 'http://169.254.169.254/latest');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The details could not be saved: please check them and try again.');
    expect(url).toHaveAccessibleDescription(
      /We cannot send callbacks to this address\. Use the public internet address of your server \(not localhost, a private network or a reserved address\)\./,
    );
    expect(url).toHaveValue('http://169.254.169.254/latest');
    // changing the URL takes the refusal away; the next save goes through
    await userEvent.clear(url);
    await userEvent.type(url, 'https://hooks.example.com/orders');
    expect(url).not.toHaveAccessibleDescription(/We cannot send callbacks/);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your callback settings have been saved.');
  });
});
