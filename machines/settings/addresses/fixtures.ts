// Fixture data of the address book's machines: zod-valid addresses and the failures the customer
// service answers with (machines/catalog.ts traverses them; tests/machines/settings replays them).
import type { Address } from '@schemas/address';
import { fixtureHttpError } from '../../account/fixtures';

const base = '/api/customer/customers/me/addresses';

export const fixtureHomeAddress: Address = {
  id: '5b0c1c0e-0000-4000-8000-000000000001',
  firstName: 'Lotte',
  lastName: 'Visser',
  companyName: null,
  street: 'Grote Markt',
  houseNumber: '8',
  houseNumberSuffix: null,
  postalCode: '9711 LV',
  city: 'Groningen',
  countryCode: 'NL',
  phoneNumber: '050 3123456',
  isDefault: true,
};

export const fixtureWorkAddress: Address = {
  id: '5b0c1c0e-0000-4000-8000-000000000002',
  firstName: 'Lotte',
  lastName: 'Visser',
  companyName: 'Visser Foto B.V.',
  street: 'Oudegracht',
  houseNumber: '120',
  houseNumberSuffix: 'A',
  postalCode: '3511 AW',
  city: 'Utrecht',
  countryCode: 'NL',
  phoneNumber: null,
  isDefault: false,
};

export const fixtureAddresses: Address[] = [fixtureHomeAddress, fixtureWorkAddress];
/** the list after the work address was made the default */
export const fixtureAddressesWorkDefault: Address[] = [
  { ...fixtureHomeAddress, isDefault: false },
  { ...fixtureWorkAddress, isDefault: true },
];

export const fixtureAddressesServerError = fixtureHttpError('GET', base, 500);
export const fixtureAddressNotFound = fixtureHttpError('GET', `${base}/${fixtureWorkAddress.id}`, 404);
export const fixtureAddressRefused = fixtureHttpError('PUT', `${base}/${fixtureWorkAddress.id}`, 400);
export const fixtureAddressSaveServerError = fixtureHttpError('PUT', `${base}/${fixtureWorkAddress.id}`, 500);
export const fixtureAddressDeleteServerError = fixtureHttpError('DELETE', `${base}/${fixtureWorkAddress.id}`, 500);
export const fixtureAddressGone = fixtureHttpError('DELETE', `${base}/${fixtureWorkAddress.id}`, 404);
