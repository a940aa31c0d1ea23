import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { PublicConfig } from '@schemas/config';

/** The channel's public configuration (links), or null when neither it nor the default loaded. */
const PublicConfigContext = createContext<PublicConfig | null>(null);

export function PublicConfigProvider({ value, children }: { value: PublicConfig | null; children: ReactNode }) {
  return <PublicConfigContext.Provider value={value}>{children}</PublicConfigContext.Provider>;
}

/** Links from the public configuration; null when it could not be loaded (links are then hidden). */
export function usePublicLinks(): PublicConfig['links'] | null {
  return useContext(PublicConfigContext)?.links ?? null;
}
