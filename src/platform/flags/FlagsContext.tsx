import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { FeatureFlag } from '@schemas/config';
import type { EnabledFlags } from './resolveFlags';

const FlagsContext = createContext<EnabledFlags>(new Set());

/** Provides the flags resolved once at start (bootstrap); they do not change while the app runs. */
export function FlagsProvider({ flags, children }: { flags: EnabledFlags; children: ReactNode }) {
  return <FlagsContext.Provider value={flags}>{children}</FlagsContext.Provider>;
}

/** Whether a feature flag is on. */
export function useFlag(name: FeatureFlag): boolean {
  return useContext(FlagsContext).has(name);
}

/** Every flag that is on. */
export function useFlags(): EnabledFlags {
  return useContext(FlagsContext);
}
