import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { ThirdPartyConfig } from '@schemas/thirdParty';

/** config.json's third parties (chat, survey, ab-test offers, analytics); null where none is configured (tests). */
const ThirdPartyContext = createContext<ThirdPartyConfig | null>(null);

export function ThirdPartyProvider({ value, children }: { value: ThirdPartyConfig | null; children: ReactNode }) {
  return <ThirdPartyContext.Provider value={value}>{children}</ThirdPartyContext.Provider>;
}

export function useThirdParty(): ThirdPartyConfig | null {
  return useContext(ThirdPartyContext);
}
