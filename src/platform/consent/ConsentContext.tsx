import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ConsentChoice } from '@schemas/consent';
import type { ConsentActor } from './createConsent';

/** The page's cookie-consent actor; null where none runs (a test harness without consent). */
const ConsentContext = createContext<ConsentActor | null>(null);

export function ConsentProvider({ consent, children }: { consent: ConsentActor | null; children: ReactNode }) {
  return <ConsentContext.Provider value={consent}>{children}</ConsentContext.Provider>;
}

export function useConsentActor(): ConsentActor | null {
  return useContext(ConsentContext);
}

/** The choice in effect; null until the customer has made one (nothing non-essential runs). */
export function useConsentChoice(): ConsentChoice | null {
  const actor = useConsentActor();
  return useSelector(actor ?? undefined, (snapshot) => snapshot?.context.choice ?? null);
}
