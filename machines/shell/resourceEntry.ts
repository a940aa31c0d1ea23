// The catalogue entry of a load made from the resource machine under its own id (widgetList,
// photoArchives, album, …): the two events every such load takes under its id (`album.load`, `album.reload`) and its load's two outcomes,
// answered with zod-valid data or a failure. Only the catalogues import it.
import { fromPromise } from 'xstate';
import { entry, type CatalogEntry } from '../catalogEntry';
import type { ResourceMachine } from './resource.machine';

interface ResourceEntryDefinition<TData, TId extends string> {
  id: TId;
  title: string;
  description: string;
  specSection: string;
  machine: ResourceMachine<TData, TId>;
  /** what the load answers */
  data: TData;
  /** how the load fails */
  error: Error;
}

export function resourceEntry<TData, TId extends string>({
  data,
  error,
  ...definition
}: ResourceEntryDefinition<TData, TId>): CatalogEntry {
  const load: `${TId}.load` = `${definition.id}.load`;
  const reload: `${TId}.reload` = `${definition.id}.reload`;
  return entry({
    ...definition,
    fixtures: {
      actors: { load: fromPromise<TData>(async () => data) },
      events: [
        { type: load },
        { type: reload },
        { type: 'xstate.done.actor.load', output: data },
        { type: 'xstate.error.actor.load', error },
      ],
      input: undefined,
    },
  });
}
