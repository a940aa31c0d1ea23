import type { AddressInput } from '@schemas/address';
import type { AccountType } from '../db/accounts';
import type { NewCustomer } from '../customer/customers';

/**
 * The demo data (docs/CONTRACTS.md "Seed"): fixed ids so that tests, bookmarks and tokens survive
 * a reset; dates are relative to today. All names, phone numbers and VAT numbers are made up
 * (UK numbers from Ofcom's drama range).
 */
export const DEMO_PASSWORD = 'demo1234';

/** Where a test account lives (its one address), and where orders of an account without addresses go. */
export const TEST_HOME = {
  street: 'Damrak',
  houseNumber: '1',
  houseNumberSuffix: null,
  postalCode: '1012 LG',
  city: 'Amsterdam',
  countryCode: 'NL',
  phoneNumber: null,
} as const;

export interface SeedAccount {
  id: string;
  email: string;
  accountType: AccountType;
  /** how long ago the customer signed up */
  ageDays: number;
  customer: Omit<NewCustomer, 'accountId'>;
  addresses: { id: string; address: AddressInput }[];
}

export const SEED_IDS = {
  demo: 'd78c7e8b-eb1c-407f-9b5e-9a58825945ee',
  business: '33446324-5118-4e6d-a0c3-8fa46e9c24e5',
  friend: '36736394-f55b-4d6d-8448-11c91b43fcb2',
  newcomer: 'a3f1c2d4-6b7e-4f80-9a1b-2c3d4e5f6a7b',
} as const;

const demo: SeedAccount = {
  id: SEED_IDS.demo,
  email: 'demo@example.com',
  accountType: 'consumer',
  ageDays: 812,
  customer: {
    firstName: 'Sanne',
    lastName: 'de Vries',
    phoneNumber: '+31 6 12345678',
    companyName: null,
    vatNumber: null,
    b2bStatus: null,
    callbackUrl: null,
    callbackFormat: null,
    newsletter: true,
    countryCode: 'NL',
    locale: 'nl-NL',
  },
  addresses: [
    {
      id: '538547f9-b721-446c-a61e-8baa0ffea6fd',
      address: {
        firstName: 'Sanne',
        lastName: 'de Vries',
        companyName: null,
        street: 'Keizersgracht',
        houseNumber: '415',
        houseNumberSuffix: null,
        postalCode: '1016 EK',
        city: 'Amsterdam',
        countryCode: 'NL',
        phoneNumber: '+31 6 12345678',
        isDefault: true,
      },
    },
    {
      id: '25688718-4c44-445d-b082-72df7a3b9dcf',
      address: {
        firstName: 'Marieke',
        lastName: 'de Vries',
        companyName: null,
        street: 'Oudegracht',
        houseNumber: '158',
        houseNumberSuffix: 'bis',
        postalCode: '3511 AZ',
        city: 'Utrecht',
        countryCode: 'NL',
        phoneNumber: null,
        isDefault: false,
      },
    },
    {
      id: '4b296cd2-0554-4730-82b6-aa430224fd35',
      address: {
        firstName: 'Joost',
        lastName: 'Hendriks',
        companyName: null,
        street: 'Witte de Withstraat',
        houseNumber: '27',
        houseNumberSuffix: 'A',
        postalCode: '3012 BM',
        city: 'Rotterdam',
        countryCode: 'NL',
        phoneNumber: '010-4123456',
        isDefault: false,
      },
    },
  ],
};

const business: SeedAccount = {
  id: SEED_IDS.business,
  email: 'business@example.com',
  accountType: 'business',
  ageDays: 96,
  customer: {
    firstName: 'Pieter',
    lastName: 'Bakker',
    phoneNumber: '+31 20 555 0142',
    companyName: 'Studio Lichtval B.V.',
    vatNumber: 'NL859123456B01',
    b2bStatus: 'New',
    callbackUrl: null,
    callbackFormat: null,
    newsletter: false,
    countryCode: 'NL',
    locale: 'nl-NL',
  },
  addresses: [
    {
      id: 'eb3582e5-f29f-4341-a72f-c6ca9fda37e6',
      address: {
        firstName: 'Pieter',
        lastName: 'Bakker',
        companyName: 'Studio Lichtval B.V.',
        street: 'Herengracht',
        houseNumber: '210',
        houseNumberSuffix: null,
        postalCode: '1016 BS',
        city: 'Amsterdam',
        countryCode: 'NL',
        phoneNumber: '+31 20 555 0142',
        isDefault: true,
      },
    },
    {
      id: 'fa1ac01f-9a2f-4977-9072-717a7f405010',
      address: {
        firstName: 'Goederenontvangst',
        lastName: 'Studio Lichtval',
        companyName: 'Studio Lichtval B.V.',
        street: 'Industrieweg',
        houseNumber: '12',
        houseNumberSuffix: 'C',
        postalCode: '3401 MA',
        city: 'IJsselstein',
        countryCode: 'NL',
        phoneNumber: '030-6881234',
        isDefault: false,
      },
    },
  ],
};

const friend: SeedAccount = {
  id: SEED_IDS.friend,
  email: 'friend@example.com',
  accountType: 'consumer',
  ageDays: 365,
  customer: {
    firstName: 'Emily',
    lastName: 'Carter',
    phoneNumber: '+44 7700 900123',
    companyName: null,
    vatNumber: null,
    b2bStatus: null,
    callbackUrl: null,
    callbackFormat: null,
    newsletter: false,
    countryCode: 'GB',
    locale: 'en-GB',
  },
  addresses: [
    {
      id: 'b5996db9-c904-4140-8468-8aa52d7b4884',
      address: {
        firstName: 'Emily',
        lastName: 'Carter',
        companyName: null,
        street: 'Mill Lane',
        houseNumber: '14',
        houseNumberSuffix: null,
        postalCode: 'CB2 1RX',
        city: 'Cambridge',
        countryCode: 'GB',
        phoneNumber: '+44 7911 123456',
        isDefault: true,
      },
    },
    {
      id: '300656bb-e846-4304-9fd0-201069cc68eb',
      address: {
        firstName: 'Margaret',
        lastName: 'Carter',
        companyName: null,
        street: 'Harbour Road',
        houseNumber: '3',
        houseNumberSuffix: null,
        postalCode: 'TR18 4BD',
        city: 'Penzance',
        countryCode: 'GB',
        phoneNumber: null,
        isDefault: false,
      },
    },
  ],
};

/**
 * The one account whose photo library is not active yet (docs/PHOTOS.md "Activation import"): it has
 * past orders and no photos; the photos page offers the import of its orders' photos.
 */
const newcomer: SeedAccount = {
  id: SEED_IDS.newcomer,
  email: 'newcomer@example.com',
  accountType: 'consumer',
  ageDays: 1_460,
  customer: {
    firstName: 'Lotte',
    lastName: 'Jansen',
    phoneNumber: '+31 6 23456789',
    companyName: null,
    vatNumber: null,
    b2bStatus: null,
    callbackUrl: null,
    callbackFormat: null,
    newsletter: false,
    countryCode: 'NL',
    locale: 'nl-NL',
  },
  addresses: [
    {
      id: '6e0b9a3c-2f41-4d8e-b5a7-1c9d8e7f6a50',
      address: {
        firstName: 'Lotte',
        lastName: 'Jansen',
        companyName: null,
        street: 'Nieuwegracht',
        houseNumber: '42',
        houseNumberSuffix: null,
        postalCode: '3512 LS',
        city: 'Utrecht',
        countryCode: 'NL',
        phoneNumber: null,
        isDefault: true,
      },
    },
    {
      id: '0c7d5e2f-8a19-4b36-9e4d-5f6a7b8c9d01',
      address: {
        firstName: 'Henk',
        lastName: 'Jansen',
        companyName: null,
        street: 'Grote Markt',
        houseNumber: '7',
        houseNumberSuffix: null,
        postalCode: '9711 LV',
        city: 'Groningen',
        countryCode: 'NL',
        phoneNumber: null,
        isDefault: false,
      },
    },
  ],
};

export const SEED_ACCOUNTS: readonly SeedAccount[] = [demo, business, friend, newcomer];
