// The address book through the real app with a fake addresses API: the list with its default,
// make default, delete with its confirm dialog (and its failure inside it), the load error with
// Try again, add and change with the four messages, a failed save keeping what was typed, an
// unknown address, and the settings page's section.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureAddresses, fixtureHomeAddress, fixtureWorkAddress } from '@machines/settings/addresses/fixtures';
import type { Address } from '@schemas/address';
import { addressesError, fakeAddressesApi } from '../fixtures/addressesApi';
import { renderApp } from './support/renderApp';
import { authIn } from './support/session';

const xss = '<img src=x onerror=alert(1)>';

async function open(path: string, addresses: readonly Address[] = fixtureAddresses, business = false) {
  const api = fakeAddressesApi(addresses);
  const app = renderApp(path, { apis: { addresses: api }, ...(business ? { auth: authIn('business') } : {}) });
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return { api, ...app };
}

// hidden: true, since an open dialog hides the page behind it from the accessibility tree
const cards = () => screen.getAllByRole('article', { hidden: true });

describe('all addresses', () => {
  it('lists the addresses with the default marked, as text', async () => {
    await open('/settings/addresses/all', [{ ...fixtureHomeAddress, companyName: xss }, fixtureWorkAddress]);
    await screen.findAllByRole('article');
    expect(cards()).toHaveLength(2);
    const [home, work] = cards();
    expect(within(home ?? document.body).getByText('Default address')).toBeInTheDocument();
    expect(within(work ?? document.body).queryByText('Default address')).toBeNull();
    expect(home?.textContent).toContain(xss);
    expect(document.querySelector('img')).toBeNull();
    expect(within(home ?? document.body).queryByRole('button', { name: 'Make default' })).toBeNull();
  });

  it('makes another address the default', async () => {
    const { api } = await open('/settings/addresses/all');
    await screen.findAllByRole('article');
    await userEvent.click(within(cards()[1] ?? document.body).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(within(cards()[1] ?? document.body).getByText('Default address')).toBeInTheDocument());
    expect(within(cards()[0] ?? document.body).queryByText('Default address')).toBeNull();
    expect(api.updateAddress).toHaveBeenCalledWith(fixtureWorkAddress.id, expect.objectContaining({ isDefault: true }));
  });

  it('deletes after the confirm; a failure shows in the dialog, which stays open', async () => {
    const { api } = await open('/settings/addresses/all');
    await screen.findAllByRole('article');
    const realDelete = api.deleteAddress.getMockImplementation();
    api.deleteAddress.mockRejectedValueOnce(addressesError('DELETE', 500));
    await userEvent.click(within(cards()[1] ?? document.body).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    expect(await within(dialog).findByText('The address could not be deleted. Please try again.')).toBeInTheDocument();
    expect(cards()).toHaveLength(2);
    if (realDelete) api.deleteAddress.mockImplementation(realDelete);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cards()).toHaveLength(1);
    // the card with the dialog's opener is gone: the focus is not dropped on the body
    expect(document.activeElement).not.toBe(document.body);
  });

  it('shows the load error with Try again', async () => {
    const api = fakeAddressesApi(fixtureAddresses);
    api.listAddresses.mockRejectedValueOnce(addressesError('GET', 500));
    renderApp('/settings/addresses/all', { apis: { addresses: api } });
    expect(await screen.findByText('Your addresses could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});

describe('add and change an address', () => {
  it('shows each message on its field on submit, then again on leaving a field', async () => {
    const { api } = await open('/settings/new-address', []);
    const user = userEvent.setup();
    // the test brand is British: its country comes first and is chosen
    expect(screen.getByLabelText('Country')).toHaveValue('GB');
    await user.selectOptions(screen.getByLabelText('Country'), 'NL');
    await user.type(screen.getByLabelText('First name'), 'Lotte');
    await user.type(screen.getByLabelText('Last name'), 'Visser');
    await user.type(screen.getByLabelText('Street'), '12');
    await user.type(screen.getByLabelText(/House number/), 'x');
    await user.type(screen.getByLabelText('Postal code'), '0123 AB');
    await user.type(screen.getByLabelText('City'), 'Groningen');
    await user.type(screen.getByLabelText(/Phone number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    for (const message of [
      'Street name must be valid',
      'Street number must be valid',
      'Postal Code must be valid',
      'Phone number must be valid',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(api.createAddress).not.toHaveBeenCalled();
    // after the first submit, a corrected field is checked as it is left
    await user.clear(screen.getByLabelText('Postal code'));
    await user.type(screen.getByLabelText('Postal code'), '9711 LV');
    await user.tab();
    expect(screen.queryByText('Postal Code must be valid')).toBeNull();
    await user.clear(screen.getByLabelText('City'));
    await user.tab();
    expect(screen.getByText('Please fill in this field.')).toBeInTheDocument();
  });

  it('judges the postcode by the chosen country, and lets a British house go without a number', async () => {
    const { api, router } = await open('/settings/new-address', []);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Country'), 'NL');
    await user.type(screen.getByLabelText('Postal code'), 'SW1A 1AA');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByText('Postal Code must be valid')).toBeInTheDocument();
    expect(screen.getByText('Street number must be valid')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Country'), 'GB');
    expect(screen.queryByText('Postal Code must be valid')).toBeNull();
    expect(screen.queryByText('Street number must be valid')).toBeNull();
    await user.type(screen.getByLabelText('First name'), 'Ann');
    await user.type(screen.getByLabelText('Last name'), 'Lee');
    await user.type(screen.getByLabelText('Street'), 'Rose Cottage, Mill Lane');
    await user.type(screen.getByLabelText('City'), 'London');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/addresses/all'));
    expect(api.createAddress).toHaveBeenCalledWith(expect.objectContaining({ countryCode: 'GB', houseNumber: '', postalCode: 'SW1A 1AA' }));
  });

  it('keeps what was typed when the save fails', async () => {
    const { api } = await open(`/settings/address/${fixtureWorkAddress.id}`);
    await screen.findByDisplayValue('Oudegracht');
    api.updateAddress.mockRejectedValueOnce(addressesError('PUT', 500));
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Street'));
    await user.type(screen.getByLabelText('Street'), xss.replace(/[<>]/g, '') + ' Straat');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Your address could not be saved. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Street')).toHaveValue('img src=x onerror=alert(1) Straat');
    expect(screen.getByLabelText(/Company name/)).toHaveValue('Visser Foto B.V.');
  });

  it('says so for an address the customer does not have', async () => {
    await open('/settings/address/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText('We could not find this address in your address book.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your addresses' })).toBeInTheDocument();
  });

  it('goes back to the company settings after a b2b change', async () => {
    const { router } = await open(`/settings/b2b/address/${fixtureWorkAddress.id}`, fixtureAddresses, true);
    await screen.findByDisplayValue('Oudegracht');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/b2b'));
  });
});

describe('the settings page’s addresses section', () => {
  it('shows the default address and the links, or that there is none yet', async () => {
    await open('/settings', fixtureAddresses);
    const section = await screen.findByRole('region', { name: 'Addresses' });
    expect(await within(section).findByText(/Grote Markt 8/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'All addresses' })).toHaveAttribute('href', '/settings/addresses/all');
    expect(within(section).getByRole('link', { name: 'Add an address' })).toHaveAttribute('href', '/settings/new-address');
  });

  it('says there is no address yet', async () => {
    await open('/settings', []);
    const section = await screen.findByRole('region', { name: 'Addresses' });
    expect(await within(section).findByText('You have no address yet.')).toBeInTheDocument();
  });
});
