import type { AddressFields } from '@machines/shared/addressForm';

/** An address as the lines it is written in: name, company, street and number, postcode and city, phone. */
export function addressLines(address: AddressFields & { countryCode: string }, countryName: (code: string) => string): string[] {
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.companyName,
    [address.street, [address.houseNumber, address.houseNumberSuffix].filter(Boolean).join(' ')].filter(Boolean).join(' '),
    `${address.postalCode} ${address.city}`.trim(),
    countryName(address.countryCode),
    address.phoneNumber,
  ].filter((line): line is string => Boolean(line));
}
