/**
 * The countries an address in the book may be in: the countries the brands deliver to (the host
 * table's countries in public/config.json). A country outside them could be stored but never
 * delivered to, so it is not offered. The brand's own country comes first, the rest follow in the
 * page language's alphabetical order (decided here: the spec shows no country field).
 */
import { regionName } from '@/platform/i18n/intl';

export const ADDRESS_COUNTRIES = ['AT', 'BE', 'DE', 'DK', 'ES', 'FR', 'GB', 'IE', 'IT', 'LU', 'NL', 'NO', 'PT', 'SE'] as const;

export function countryOptions(brandCountry: string, language: string, current?: string): string[] {
  const name = (code: string) => regionName(language, code);
  // an address stored with another country keeps it as a choice
  const others = [...new Set<string>([...ADDRESS_COUNTRIES, ...(current ? [current] : [])])].filter((code) => code !== brandCountry);
  return [brandCountry, ...others.sort((a, b) => name(a).localeCompare(name(b), language))];
}
