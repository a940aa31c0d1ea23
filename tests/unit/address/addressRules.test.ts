import { describe, expect, it } from 'vitest';
import { AddressInput, addressMessages, isValidPhone, isValidPostalCode, isValidStreetNumber } from '@schemas/address';
import { addressInput } from '../../fixtures/address';

describe('postal codes', () => {
  it.each(['1012 LG', '9711LV', '3511 ab', '9999 ZZ'])('accepts the Dutch postcode %s', (code) => {
    expect(isValidPostalCode('NL', code)).toBe(true);
  });
  it.each(['0123 AB', '1234 SA', '1234 SS', '1234 SD', '123 AB', '1234 A', '12345', 'SW1A 1AA'])(
    'refuses %s as a Dutch postcode',
    (code) => {
      expect(isValidPostalCode('NL', code)).toBe(false);
    },
  );
  it.each(['SW1A 1AA', 'M1 1AE', 'EC1A 1BB', 'CB2 1RX', 'TR18 4BD', 'W1A 0AX', 'B33 8TH', 'DN55 1PT', 'GIR 0AA', 'sw1a1aa'])(
    'accepts the British postcode %s',
    (code) => {
      expect(isValidPostalCode('GB', code)).toBe(true);
    },
  );
  it.each(['1012 LG', 'Q1 1AA', 'SW1A 1AI', 'SW1A', 'SW1A 1A', 'ABC1 1AA', '12345'])('refuses %s as a British postcode', (code) => {
    expect(isValidPostalCode('GB', code)).toBe(false);
  });
  it('checks the other countries of the table by their own shape', () => {
    expect(isValidPostalCode('DE', '10115')).toBe(true);
    expect(isValidPostalCode('DE', '00115')).toBe(false);
    expect(isValidPostalCode('BE', '1000')).toBe(true);
    expect(isValidPostalCode('BE', '0999')).toBe(false);
    expect(isValidPostalCode('IE', 'D02 X285')).toBe(true);
    expect(isValidPostalCode('IE', 'D6W 1234')).toBe(true);
    expect(isValidPostalCode('IE', 'B02 X285')).toBe(false);
    expect(isValidPostalCode('PT', '1000-001')).toBe(true);
    expect(isValidPostalCode('PT', '1000')).toBe(false);
  });
});

describe('phone numbers', () => {
  it.each([
    ['050 3123456', 'NL'],
    ['06 12345678', 'NL'],
    ['+31 20 555 0142', 'NL'],
    ['020 7946 0958', 'GB'],
    ['07911 123456', 'GB'],
    ['030 1234567', 'DE'],
  ])('accepts %s for %s', (phone, country) => {
    expect(isValidPhone(phone, country)).toBe(true);
  });
  it.each([
    ['12345', 'NL'],
    ['06 1234', 'NL'],
    ['010-4123456', 'GB'],
    ['07700 900123', 'GB'],
    ['call me', 'NL'],
    ['+31 6 1234', 'GB'],
  ])('refuses %s for %s', (phone, country) => {
    expect(isValidPhone(phone, country)).toBe(false);
  });
  it('accepts a valid international number of another country', () => {
    expect(isValidPhone('+44 20 7946 0958', 'NL')).toBe(true);
    expect(isValidPhone('+31 6 12345678', 'GB')).toBe(true);
  });
  it('for a country the metadata does not know, accepts only a valid international number', () => {
    expect(isValidPhone('+31 6 12345678', 'XX')).toBe(true);
    expect(isValidPhone('06 12345678', 'XX')).toBe(false);
  });
});

describe('street numbers', () => {
  it('may be empty in Britain and Ireland, where houses can have a name', () => {
    expect(isValidStreetNumber('GB', '')).toBe(true);
    expect(isValidStreetNumber('IE', ' ')).toBe(true);
  });
  it('is required elsewhere', () => {
    expect(isValidStreetNumber('NL', '')).toBe(false);
    expect(isValidStreetNumber('DE', '')).toBe(false);
  });
  it('starts with a digit', () => {
    expect(isValidStreetNumber('NL', '12a')).toBe(true);
    expect(isValidStreetNumber('GB', 'twelve')).toBe(false);
  });
});

describe('the address input', () => {
  const nl = addressInput({ phoneNumber: '050 3123456' });

  const messagesOf = (value: unknown) => {
    const result = AddressInput.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('accepts a good Dutch and a good British address without a street number', () => {
    expect(messagesOf(nl)).toEqual([]);
    expect(messagesOf({ ...nl, countryCode: 'GB', houseNumber: '', postalCode: 'SW1A 1AA', phoneNumber: '020 7946 0958' })).toEqual([]);
  });
  it('names each broken field with the spec’s message', () => {
    expect(messagesOf({ ...nl, postalCode: '0123 AB' })).toEqual([addressMessages.postalCode]);
    expect(messagesOf({ ...nl, phoneNumber: '12345' })).toEqual([addressMessages.phone]);
    expect(messagesOf({ ...nl, houseNumber: '' })).toEqual([addressMessages.houseNumber]);
    expect(messagesOf({ ...nl, street: '12' })).toEqual([addressMessages.street]);
  });
  it('judges the same values by the country chosen', () => {
    expect(messagesOf({ ...nl, countryCode: 'GB' })).toEqual([addressMessages.postalCode, addressMessages.phone]);
  });
});
