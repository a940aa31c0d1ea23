// The delivery cutoff campaigns of the orders page (S0 §7 Cutoff; machines/orders/cutoff.machine.ts)
// as a part of the account scope: read once for the signed-in account when the orders page is first
// opened, kept while the customer moves about (campaigns change a few times a year), stopped on
// sign-out. The article groups name their campaign; each named campaign is read once. A failure
// shows no banner (the banner is a hint, not the page) and is reported.
import { useEffect, useState } from 'react';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { cutoffMachine } from '@machines/orders/cutoff.machine';
import type { CutoffCampaign } from '@schemas/orders';
import { ordersApi } from '@/api/orders';
import { accountPart } from '@/platform/accountScope/accountScope';
import { useAccountPart } from '@/platform/accountScope/AccountScopeContext';
import { useActorSelection } from '@/platform/hooks/useActorSelection';
import { inspect } from '@/platform/inspection/inspect';
import { campaignNamesOf } from '../model/cutoff';

export type CutoffActor = ActorRefFrom<typeof cutoffMachine>;

export const cutoffPart = accountPart('cutoff', ({ services }) => {
  const api = services.api(ordersApi);
  const machine = cutoffMachine.provide({
    actors: {
      load: fromPromise<CutoffCampaign[]>(async ({ signal }) => {
        const names = campaignNamesOf(await api.listArticleGroups({ signal }));
        return await Promise.all(names.map((name) => api.getCampaign(name, { signal })));
      }),
    },
  });
  const actor = createActor(machine, { id: 'cutoff', inspect }).start();
  actor.send({ type: 'cutoff.load' });
  return { actor, stop: () => actor.stop() };
});

/** The signed-in account's cutoff actor; null while nobody is signed in. */
export function useCutoffActor(): CutoffActor | null {
  return useAccountPart(cutoffPart)?.actor ?? null;
}

/**
 * The cutoff campaigns (running or not); empty until loaded or when the load failed. For the orders
 * list's deferred view (ordersView.ts).
 */
export function useCutoffCampaigns(actor: CutoffActor): readonly CutoffCampaign[] {
  return useActorSelection(actor, (snapshot) => snapshot.context.data ?? none);
}

/**
 * How long the orders list, ready, waits for a cutoff banner that has not come with it. The banner
 * sits above the list: drawn after it, it would push the list down under the customer's finger.
 * Its requests leave beside the list's (the early start sends both on a reload), so it is most
 * often there first; a slow one does not hold the list longer than this, and then comes late.
 */
export const CUTOFF_WAIT_MS = 1_000;

/** Whether the orders list, `ready`, is held back for the cutoff banner (see CUTOFF_WAIT_MS). */
export function useHeldForCutoff(actor: CutoffActor, ready: boolean): boolean {
  const settled = useActorSelection(actor, (snapshot) => snapshot.matches('Finished') || snapshot.matches('Failed'));
  const [waited, setWaited] = useState(false);
  const waiting = ready && !settled && !waited;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setWaited(true), CUTOFF_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return waiting;
}

const none: readonly CutoffCampaign[] = [];
