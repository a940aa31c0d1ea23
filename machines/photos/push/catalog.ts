// Catalogue entry of the push connection (S1 §4 Archive download, Activation; §7 Push socket).
import { fromCallback } from 'xstate/actors';
import { entry, type CatalogEntry } from '../../catalogEntry';
import { fixtureDownloadFinishedText, fixtureForgedText, fixtureNotJsonText } from './fixtures';
import { pushConnectionMachine, type PushConnectionEvent } from './pushConnection.machine';

const pushConnection = entry({
  id: 'pushConnection',
  title: 'Push connection',
  description:
    'One per signed-in account. It opens the push socket only while something holds it (an archive download waiting for its archive, an activation import). The socket sends the authenticate action with the current access token; the plain OK means connected, and from then on every valid push message goes to every holder, while an invalid one is ignored. When the socket drops while something still holds the connection, a new one opens after a short delay that grows with each attempt. When the last holder lets go, or 30 minutes after it opened, the connection closes; at the end of the 30 minutes the holders are told. Signing out stops it.',
  specSection: 'S1 §4 Archive download, Activation; §7 Push socket; §9 push connection lifetime',
  machine: pushConnectionMachine,
  fixtures: {
    actors: { pushSocket: fromCallback<PushConnectionEvent>(() => undefined) },
    events: [
      { type: 'pushConnection.hold', id: 'archiveDownload-1' },
      { type: 'pushConnection.hold', id: 'activation' },
      { type: 'pushConnection.release', id: 'archiveDownload-1' },
      { type: 'pushConnection.release', id: 'activation' },
      { type: 'pushConnection.socket.authenticated' },
      { type: 'pushConnection.socket.received', text: fixtureDownloadFinishedText },
      { type: 'pushConnection.socket.received', text: fixtureForgedText },
      { type: 'pushConnection.socket.received', text: fixtureNotJsonText },
      { type: 'pushConnection.socket.closed', code: 1006 },
      { type: 'xstate.error.actor.socket', error: new Error('WebSocket could not be opened') },
    ],
    input: undefined,
  },
});

export const pushEntries: readonly CatalogEntry[] = [pushConnection];
