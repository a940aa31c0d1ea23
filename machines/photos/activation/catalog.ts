// Catalogue entry of the activation import (S1 §3, §4, §7, §9).
import { fromPromise } from 'xstate';
import { fromCallback } from 'xstate/actors';
import type { ImportStatus } from '@schemas/activation';
import { entry, type CatalogEntry } from '../../catalogEntry';
import type { PushDelivery } from '../push/pushConnection.machine';
import { activationImportMachine } from './activationImport.machine';
import { fixtureStartError, fixtureStatusActive, fixtureStatusError, fixtureStatusImporting, fixtureStatusNotActive } from './fixtures';

const statusEvents = (id: string) =>
  [
    { type: `xstate.done.actor.${id}`, output: fixtureStatusActive },
    { type: `xstate.done.actor.${id}`, output: fixtureStatusNotActive },
    { type: `xstate.done.actor.${id}`, output: fixtureStatusImporting },
    { type: `xstate.error.actor.${id}`, error: fixtureStatusError },
  ] as const;

const activationImport = entry({
  id: 'activationImport',
  title: 'Activation: import the photos of past orders',
  description:
    'The photos page asks whether the library is active. A library that is not active yet is offered, in place of the empty library, the import of the photos of the customer’s past orders. Import photos starts it; while it runs an in-progress state shows, the status is asked every 3 seconds and the push socket is listened to. After import-finished the page waits 10 seconds, asks the status again and ends the in-progress state, closing the socket. Reaching Active loads every photo and shared-album list again. A failed start or import-error shows its message with Try again.',
  specSection: 'S1 §3 Import status, §4 Activation (import), §7 POST and GET /users/activate, push socket, §9',
  machine: activationImportMachine,
  fixtures: {
    actors: {
      getStatus: fromPromise<ImportStatus>(async () => fixtureStatusNotActive),
      startImport: fromPromise<boolean>(async () => true),
      pushListener: fromCallback<PushDelivery>(() => () => {}),
    },
    events: [
      { type: 'activationImport.start' },
      { type: 'activationImport.push', pushType: 'import-started' },
      { type: 'activationImport.push', pushType: 'import-finished' },
      { type: 'activationImport.push', pushType: 'import-error' },
      ...statusEvents('getStatus'),
      ...statusEvents('pollStatus'),
      ...statusEvents('refreshStatus'),
      { type: 'xstate.done.actor.startImport', output: true },
      { type: 'xstate.done.actor.startImport', output: false },
      { type: 'xstate.error.actor.startImport', error: fixtureStartError },
    ],
    input: undefined,
  },
});

export const activationEntries: readonly CatalogEntry[] = [activationImport];
