// Every machine in machines/, with what the flow atlas and the path generator need: a title, one
// plain paragraph, the spec section, and fixtures (zod-valid actor logic, traversal events, input).
// Traversal (xstate/graph) never runs invoked actors, so each invoke's outcomes are listed as events:
// `xstate.done.actor.<id>` with an output and `xstate.error.actor.<id>` with an error. Delayed
// transitions need no entry: machines/paths.ts adds one `xstate.after.<delay>.<state id>` event per
// delay to the traversal, and the path test sends it to the real actor instead of waiting.
// Each area keeps its machines' entries in its own catalog.ts; this file only gathers them, in the
// order the flow atlas lists them.
//
// Names, the same in every machine (views never read them: they ask with tags, matches() and can()):
// - states take the spec's own names where the spec gives them (`NotRequested`, `InProgress`,
//   `Finished`, `Failed`; `request`, `pending`, `received`, `failed`), camelCase otherwise
//   (`closed`, `showing`, `waitingToRetry`);
// - events are `<machine id>.verb` (`selection.start`, `addressEdit.submit`; an instance of a factory
//   carries its own id: `personalDetailsSave.edit`, `albumCreate.cancel`); an event another machine
//   makes keeps that machine's name; guards are questions (`isLastPhoto`), invoked actors have an id
//   so their outcomes can be traversed;
// - what a flow did is emitted, never announced through an action the wiring overrides: the event is
//   `<machine id>.<outcome>`, the outcome a past participle (`widgetDelete.deleted`,
//   `removeFromAlbum.removed`, `albumCreate.saved`, `albumCreate.closed`), and the wiring listens
//   with `actor.on()` (src/platform/flows/useFlowOutcome.ts); actions are only for side effects the
//   machine asks for on the way (a toast, an optimistic hide, holding the push connection);
// - machines emit route names, never paths (schemas/routes.ts; the wiring resolves them with href()).
import type { CatalogEntry } from './catalogEntry';
import { accountEntries } from './account/catalog';
import { downloadEntries } from './downloads/catalog';
import { invoicesEntries } from './invoices/catalog';
import { orderEntries } from './orders/catalog';
import { photoEntries } from './photos/catalog';
import { projectEntries } from './projects/catalog';
import { addressEntries } from './settings/addresses/catalog';
import { settingsEntries } from './settings/catalog';
import { shellEntries } from './shell/catalog';
import { widgetEntries } from './widgets/catalog';

export const catalog: readonly CatalogEntry[] = [
  ...shellEntries,
  ...accountEntries,
  ...orderEntries,
  ...settingsEntries,
  ...invoicesEntries,
  ...downloadEntries,
  ...projectEntries,
  ...addressEntries,
  ...photoEntries,
  ...widgetEntries,
];

export type { CatalogEntry, FixtureInput, ProvidedActors, TraversalEvent } from './catalogEntry';

export function findEntry(id: string): CatalogEntry | undefined {
  return catalog.find((candidate) => candidate.id === id);
}
