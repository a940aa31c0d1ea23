import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { BrandHost } from '@schemas/config';

export interface BrandInfo {
  /** the host-table row the app runs under */
  readonly brand: BrandHost;
  /** the table host name (without `.localhost`) */
  readonly host: string;
}

const BrandContext = createContext<BrandInfo | null>(null);

export function BrandProvider({ value, children }: { value: BrandInfo; children: ReactNode }) {
  return <BrandContext.Provider value={value}>{children}</BrandContext.Provider>;
}

export function useBrand(): BrandInfo {
  const value = useContext(BrandContext);
  if (!value) throw new Error('useBrand needs a <BrandProvider>');
  return value;
}
