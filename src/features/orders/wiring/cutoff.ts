// The delivery cutoff campaigns of the orders page (S0 §7 Cutoff; machines/orders/cutoff.machine.ts):
// the article groups name their campaign; each named campaign is read once. A failure shows no banner (the banner is a hint, not
// the page) and is reported.
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { cutoffMachine } from '@machines/orders/cutoff.machine';
import type { CutoffCampaign } from '@schemas/orders';
import { ordersApi } from '@/api/orders';
import { useApi } from '@/platform/services/ServicesContext';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { campaignNamesOf } from '../model/cutoff';

/** The cutoff campaigns of the article groups (running or not); empty until loaded or when the load failed. */
export function useCutoffCampaigns(): readonly CutoffCampaign[] {
  const api = useApi(ordersApi);
  const machine = useMemo(
    () =>
      cutoffMachine.provide({
        actors: {
          load: fromPromise<CutoffCampaign[]>(async ({ signal }) => {
            const names = campaignNamesOf(await api.listArticleGroups({ signal }));
            return await Promise.all(names.map((name) => api.getCampaign(name, { signal })));
          }),
        },
      }),
    [api],
  );
  const actor = useFlowActor(machine);
  useEffect(() => {
    if (actor.getSnapshot().matches('NotRequested')) actor.send({ type: 'cutoff.load' });
  }, [actor]);
  return useSelector(actor, (snapshot) => snapshot.context.data ?? none);
}

const none: readonly CutoffCampaign[] = [];
