import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useEmbedded } from '@/platform/embedded/useEmbedded';
import { useConsentActor } from '@/platform/consent/ConsentContext';

const ConsentDialog = lazy(() => import('./ConsentDialog').then((module) => ({ default: module.ConsentDialog })));

/**
 * Shows the consent dialog while the consent machine asks. The dialog's code is its own chunk,
 * loaded only then: a visitor with a stored choice never downloads it.
 * Embedded in the brand's storefront (`?embedded=true`) the account area never asks: the page
 * around it is the storefront's, which asks for consent itself and stores it in the same
 * parent-domain cookie. Until a choice is there, nothing non-essential runs in the frame either.
 */
export function ConsentHost() {
  const consent = useConsentActor();
  const embedded = useEmbedded();
  const asking = useSelector(consent ?? undefined, (snapshot) => snapshot?.hasTag('asking') ?? false);
  if (!consent || !asking || embedded) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog consent={consent} />
    </Suspense>
  );
}
