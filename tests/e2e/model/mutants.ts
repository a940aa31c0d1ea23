// Machines grown by one state and one event the mapping cannot know, to show that a mapping's
// coverage check (coverageProblems) notices when the machine changes under it.
import { StateMachine } from 'xstate';
import type { CatalogEntry } from '../../../machines/catalog';

export const UNMAPPED_EVENT = 'model.unmappedEvent';
export const UNMAPPED_STATE = 'unmappedState';

/**
 * The entry's machine with one more state, reached from any state by one more event (a root-level
 * transition). With `listed`, the catalogue's events list the new event too, so the traversal
 * takes it and the new state; without it, the new event is one no path tries.
 */
export function grownEntry(entry: CatalogEntry, options: { listed: boolean }): CatalogEntry {
  const { config, implementations } = entry.machine;
  const machine = new StateMachine(
    {
      ...config,
      on: { ...config.on, [UNMAPPED_EVENT]: { target: `.${UNMAPPED_STATE}` } },
      states: { ...config.states, [UNMAPPED_STATE]: { description: 'A state the mapping does not know.' } },
    },
    implementations,
  );
  const events = options.listed ? [...entry.fixtures.events, { type: UNMAPPED_EVENT }] : entry.fixtures.events;
  return { ...entry, machine, fixtures: { ...entry.fixtures, events } };
}
