import { useEffect, useState, useSyncExternalStore } from 'react';
import type { CatalogEntry } from '@machines/catalogEntry';
import { Simulation } from './model/simulation';

/** A simulation of the entry's machine for this view (see model/simulation.ts). */
export function useSimulation(entry: CatalogEntry) {
  const [simulation] = useState(() => new Simulation(entry));
  useEffect(() => () => simulation.stop(), [simulation]);
  const state = useSyncExternalStore(simulation.subscribe, simulation.getState, simulation.getState);
  return { simulation, state };
}
