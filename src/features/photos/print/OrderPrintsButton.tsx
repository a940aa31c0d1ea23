import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlag } from '@/platform/flags/FlagsContext';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { Button } from '@/ui/Button';
import { DisabledActionButton } from '@/ui/DisabledActionButton';
import { OrderPrintsBar } from './OrderPrintsBar';
import { PrintOverlay } from './PrintOverlay';
import { usePrintHandoffMachine } from './wiring/printHandoff';

/**
 * Order prints, in the selection toolbar of the timeline and of an album (S1 §2 Photos page: 'The
 * toolbar also offers order prints'): nothing when the order-prints flag is off; disabled with its
 * reason without a selection; else it opens the order-prints bar on the selection, which follows the
 * selection while it is open (machines/photos/print/printHandoff.machine.ts). The bar and the
 * overlay go with the toolbar: selection mode ending closes them.
 */
export function OrderPrintsButton(props: { readonly photoIds: readonly string[] }) {
  const enabled = useFlag('PhotoManagementOrderPrintsEnabled');
  return enabled ? <OrderPrints {...props} /> : null;
}

function OrderPrints({ photoIds }: { readonly photoIds: readonly string[] }) {
  const { t } = useTranslation();
  const { machine, channelId } = usePrintHandoffMachine();
  const actor = useFlowActor(machine, { input: { channelId } });
  const open = useSelector(actor, (snapshot) => snapshot.hasTag('bar'));
  // the channel's ID comes after the first paint: an actor made before it learns it then
  useEffect(() => {
    if (actor.getSnapshot().context.channelId !== channelId) actor.send({ type: 'printHandoff.channel', channelId });
  }, [actor, channelId]);
  // the bar is about the selection as it is: a change while it is open is looked at again
  useEffect(() => {
    const snapshot = actor.getSnapshot();
    if (snapshot.hasTag('bar') && snapshot.context.photoIds.join() !== photoIds.join())
      actor.send({ type: 'printHandoff.select', photoIds });
  }, [actor, photoIds]);
  return (
    <>
      {photoIds.length === 0 ? (
        <DisabledActionButton variant="secondary" explanation={t('photos.print.noSelection')}>
          {t('photos.print.orderPrints')}
        </DisabledActionButton>
      ) : (
        <Button variant="secondary" aria-expanded={open} onClick={() => actor.send({ type: 'printHandoff.open', photoIds })}>
          {t('photos.print.orderPrints')}
        </Button>
      )}
      <OrderPrintsBar actor={actor} />
      <PrintOverlay actor={actor} />
    </>
  );
}
