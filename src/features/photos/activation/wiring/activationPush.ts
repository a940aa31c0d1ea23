// The activation import's push listener (the machine's `pushListener`): it holds the signed-in
// account's push connection (src/features/shared/wiring/pushConnection.ts; docs/PHOTOS.md "Push
// connection") while the import runs, with itself as the holder's actor, and hands each activation
// message (import-started, import-finished, import-error) to the machine. Stopped with the import
// state, it releases the connection: the socket closes when nothing else holds it.
import { useMemo } from 'react';
import { fromCallback } from 'xstate/actors';
import type { PushDelivery } from '@machines/photos/push/pushConnection.machine';
import { usePushConnection, type PushConnectionActor } from '@/features/shared/wiring/pushConnection';

export function activationPushListener(connection: PushConnectionActor | null) {
  return fromCallback<PushDelivery>(({ sendBack, receive, self }) => {
    // nobody signed in: nothing to hear (polling still ends the import)
    if (!connection) return undefined;
    const id = `activationImport-${self.sessionId}`;
    receive((delivery) => {
      if (delivery.type === 'pushConnection.message' && 'type' in delivery.message) {
        sendBack({ type: 'activationImport.push', pushType: delivery.message.type });
      }
    });
    connection.send({ type: 'pushConnection.hold', id, ref: self });
    return () => {
      // a connection stopped with its account (sign-out) hears nothing more
      if (connection.getSnapshot().status === 'active') connection.send({ type: 'pushConnection.release', id });
    };
  });
}

export function useActivationPushListener() {
  const connection = usePushConnection();
  return useMemo(() => activationPushListener(connection), [connection]);
}
