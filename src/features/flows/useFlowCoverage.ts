import { useEffect, useSyncExternalStore } from 'react';
import { coverageStore, type CoverageState } from './coverageStore';

/** The coverage file of coverage mode; asks the sandbox for the last run's when `enabled` first. */
export function useFlowCoverage(enabled: boolean): CoverageState {
  useEffect(() => {
    if (enabled) coverageStore.loadLastRunOnce();
  }, [enabled]);
  return useSyncExternalStore(coverageStore.subscribe, coverageStore.getState, coverageStore.getState);
}
