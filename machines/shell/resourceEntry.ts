// The catalogue entry of a load made from the resource machine under its own id (widgetList,
// photoArchives, album, …): the two events every such load takes and its load's two outcomes,
// answered with zod-valid data or a failure. Only the catalogues import it.
import { fromPromise } from 'xstate';
import { entry, type CatalogEntry } from '../catalogEntry';
import type { ResourceMachine } from './resource.machine';

interface ResourceEntryDefinition<TData> {
  id: string;
  title: string;
  description: string;
  specSection: string;
  machine: ResourceMachine<TData>;
  /** what the load answers */
  data: TData;
  /** how the load fails */
  error: Error;
}

export function resourceEntry<TData>({ data, error, ...definition }: ResourceEntryDefinition<TData>): CatalogEntry {
  return entry({
    ...definition,
    fixtures: {
      actors: { load: fromPromise<TData>(async () => data) },
      events: [
        { type: 'resource.load' },
        { type: 'resource.reload' },
        { type: 'xstate.done.actor.load', output: data },
        { type: 'xstate.error.actor.load', error },
      ],
      input: undefined,
    },
  });
}
