import { lazy, Suspense, useEffect, useState, useTransition } from 'react';
import type { Order } from '@schemas/orderModel';
import { offersDeliveryAddressChange } from '@schemas/orders';
import { useIdle } from '@/platform/idle/useIdle';
import { AddressChangeOffer } from './AddressChangeOffer';
import { DeliveryAddressText } from './DeliveryAddressText';

/**
 * The change's machine and form (DeliveryAddressChangeFlow.tsx): a chunk of their own. They check
 * the form with the address book's rules, and the phone numbers' metadata those rules use
 * (libphonenumber-js) make a chunk of about 49 KB gzip: more than the rest of what the order's page
 * waits for before it can show (npm run bench:bundle, docs/PERFORMANCE.md "The address rules after
 * the order's page"). React.lazy rather than the UI kit's lazyComponent: until the code is there the
 * page shows the address and the offer (lazyComponent renders nothing), and the switch is a
 * transition, so no fallback shows and React's hold-back after a fallback (lazyComponent's reason)
 * never applies; lazyComponent here also split it from the dialogs' chunk into one more request for
 * every page with a dialog.
 */
const loadFlow = () => import('./DeliveryAddressChangeFlow');
const DeliveryAddressChangeFlow = lazy(() => loadFlow().then((module) => ({ default: module.DeliveryAddressChangeFlow })));

/**
 * The order's delivery address with its change (S0 §4). Until the change's code is there: the
 * address and what is offered under it (AddressChangeOffer, as the change's machine shows it when
 * not started). The code loads once the page is drawn and the browser idle, or at once when the
 * customer asks for the change, whose form then opens as soon as the code is there. Both switch in
 * a transition, so the address stays as it is drawn until the change's view replaces it. A failure
 * to load the code goes to the page's error boundary only when the customer asked for the change,
 * as a screen's does; loaded on idle, a failure leaves the page as it is.
 */
export function DeliveryAddressChange({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const idle = useIdle();
  const [asked, setAsked] = useState(false);
  const [shown, setShown] = useState(false);
  const [, startTransition] = useTransition();
  useEffect(() => {
    if (!idle) return undefined;
    let mounted = true;
    loadFlow().then(
      () => mounted && startTransition(() => setShown(true)),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [idle]);
  const ask = () => {
    setAsked(true);
    startTransition(() => setShown(true));
  };

  const offer = (
    <div>
      <DeliveryAddressText address={order.deliveryAddress} />
      <AddressChangeOffer offered={offersDeliveryAddressChange(order)} deliveryType={order.deliveryType} onStart={ask} pending={asked} />
    </div>
  );
  return (
    <Suspense fallback={offer}>
      {shown ? <DeliveryAddressChangeFlow order={order} onChanged={onChanged} startAtOnce={asked} /> : offer}
    </Suspense>
  );
}
