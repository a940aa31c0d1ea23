// The home overview's ab-test offer (S0 §7): asked of the targeting tool only with marketing
// consent, and never before a choice; the adapter's code loads on demand. A failed call shows no
// offer (it is an offer, not the customer's data) and is reported.
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { abTestOfferMachine } from '@machines/shell/abTestOffer.machine';
import type { AbTestOffer } from '@schemas/thirdParty';
import { useBrand } from '@/platform/brand/BrandContext';
import { useConsentChoice } from '@/platform/consent/ConsentContext';
import { useThirdParty } from '@/platform/thirdParty/ThirdPartyContext';
import { useFlowActor } from '@/platform/flows/useFlowActor';

export function useAbTestOffer(): AbTestOffer | null {
  const marketing = useConsentChoice()?.marketing ?? false;
  const url = useThirdParty()?.abTestOffers ?? null;
  const { brand } = useBrand();
  const machine = useMemo(
    () =>
      abTestOfferMachine.provide({
        actors: {
          load: fromPromise<AbTestOffer | null>(async ({ signal }) => {
            if (url === null) return null;
            const { createAbTestOffersApi } = await import('@/api/abTestOffers');
            return await createAbTestOffersApi(url).offerFor(
              { channel: brand.channel, locale: brand.locale, placement: 'home' },
              { signal },
            );
          }),
        },
      }),
    [url, brand.channel, brand.locale],
  );
  const actor = useFlowActor(machine);
  useEffect(() => {
    if (marketing && url !== null) actor.send({ type: 'abTestOffer.load' });
  }, [actor, marketing, url]);
  const offer = useSelector(actor, (snapshot) => (snapshot.matches('Finished') ? snapshot.context.data : null));
  // consent withdrawn: the offer goes at once
  return marketing ? offer : null;
}
