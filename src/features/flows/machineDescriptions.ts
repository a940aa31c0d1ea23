import descriptions from 'virtual:machine-descriptions';
import type { CatalogEntry } from '@machines/catalogEntry';
import type { GraphSource } from './model/graph';

/**
 * A catalogue entry with the state descriptions a production build moved out of its machine
 * (scripts/machineDescriptions.ts): the atlas draws and lists every state with its words. In
 * development and tests the module is empty and the machines keep their own.
 */
export function withStateDescriptions(entry: CatalogEntry): GraphSource {
  return { ...entry, stateDescriptions: descriptions[entry.machine.id] };
}
