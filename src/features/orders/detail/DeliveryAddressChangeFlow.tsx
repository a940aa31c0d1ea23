import { useSelector } from '@xstate/react';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@schemas/orderModel';
import { STREET_NUMBER_OPTIONAL } from '@schemas/address';
import { AddressFields } from '@/features/shared/address/AddressFields';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { ButtonRow } from '@/ui/ButtonRow';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { useDeliveryAddressChangeMachine } from '../wiring/deliveryAddressChange';
import { AddressChangeOffer } from './AddressChangeOffer';
import { DeliveryAddressText } from './DeliveryAddressText';

/**
 * The order's delivery address with its change (S0 §4): the form's fields are the delivery address
 * fields (the country stays the order's). Offered for Home delivery before production only; the
 * reason shows when it is not. `onChanged` gets the updated order. `startAtOnce`: the customer
 * asked for the change before this code was there (DeliveryAddressChange.tsx): the form opens on mount.
 */
export function DeliveryAddressChangeFlow({
  order,
  onChanged,
  startAtOnce = false,
}: {
  order: Order;
  onChanged: (order: Order) => void;
  startAtOnce?: boolean;
}) {
  const { t } = useTranslation();
  const actor = useFlowActor(useDeliveryAddressChangeMachine(), {
    input: { orderCode: order.orderCode, status: order.status, deliveryType: order.deliveryType, address: order.deliveryAddress },
  });
  useEffect(() => {
    const subscription = actor.on('deliveryAddress.changed', (event) => onChanged(event.order));
    return () => subscription.unsubscribe();
  }, [actor, onChanged]);
  const startedAtOnce = useRef(false);
  useEffect(() => {
    if (!startAtOnce || startedAtOnce.current) return;
    startedAtOnce.current = true;
    actor.send({ type: 'deliveryAddressChange.start' });
  }, [actor, startAtOnce]);
  const snapshot = useSelector(actor, (state) => state);
  const { context } = snapshot;
  const editing = !snapshot.matches('NotStarted') && !snapshot.matches('SuccessfulUpdate');
  const busy = snapshot.hasTag('busy');
  const canStart = snapshot.can({ type: 'deliveryAddressChange.start' });
  const canSubmit = snapshot.can({ type: 'deliveryAddressChange.submit' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'deliveryAddressChange.submit' });
  };

  return (
    <div>
      <DeliveryAddressText address={context.current} />
      {snapshot.matches('SuccessfulUpdate') ? (
        <Alert tone="success" role="status">
          <p>{t('orders.addressForm.changed')}</p>
        </Alert>
      ) : null}
      {!editing ? (
        <AddressChangeOffer
          offered={canStart}
          deliveryType={order.deliveryType}
          onStart={() => actor.send({ type: 'deliveryAddressChange.start' })}
        />
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('orders.addressForm.title')}>
          {snapshot.hasTag('error') && context.failure ? (
            <Alert tone="error" role="alert">
              <p>{t(`orders.addressForm.failure.${context.failure}`)}</p>
            </Alert>
          ) : null}
          <AddressFields
            form={context.form}
            errors={context.errors}
            readOnly={busy}
            streetNumberOptional={STREET_NUMBER_OPTIONAL.has(context.current.countryCode)}
            onEdit={(field, value) => actor.send({ type: 'deliveryAddressChange.edit', field, value })}
            onBlur={(field) => actor.send({ type: 'deliveryAddressChange.blur', field })}
          />
          <ButtonRow>
            <Button type="submit" disabled={busy || !canSubmit} aria-busy={busy}>
              {busy ? t('orders.addressForm.saving') : t('orders.addressForm.save')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'deliveryAddressChange.cancel' })}>
              {t('orders.addressForm.cancel')}
            </Button>
          </ButtonRow>
        </form>
      )}
    </div>
  );
}
