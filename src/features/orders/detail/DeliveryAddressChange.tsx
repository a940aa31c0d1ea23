import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_FORM_FIELDS, type AddressFormField } from '@machines/orders/deliveryAddressChange.machine';
import type { Order } from '@schemas/orderModel';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { ButtonRow } from '@/ui/ButtonRow';
import { TextField } from '@/ui/TextField';
import { useDeliveryAddressChangeMachine } from '../wiring/orderDetail';
import { DeliveryAddressText } from './DeliveryAddressText';
import styles from '../Orders.module.scss';

const WIDE_FIELDS: ReadonlySet<AddressFormField> = new Set(['companyName', 'street', 'phoneNumber']);
const OPTIONAL_FIELDS: ReadonlySet<AddressFormField> = new Set(['companyName', 'houseNumberSuffix', 'phoneNumber']);
const AUTOCOMPLETE: Record<AddressFormField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  companyName: 'organization',
  street: 'address-line1',
  houseNumber: 'address-line2',
  houseNumberSuffix: 'address-line3',
  postalCode: 'postal-code',
  city: 'address-level2',
  phoneNumber: 'tel',
};

/**
 * The order's delivery address with its change (S0 §4): the form's fields are the delivery address
 * fields (the country stays the order's). Offered for Home delivery before production only; the
 * reason shows when it is not. `onChanged` gets the updated order.
 */
export function DeliveryAddressChange({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const { t } = useTranslation();
  const actor = useActorRef(useDeliveryAddressChangeMachine(), {
    input: { orderCode: order.orderCode, status: order.status, deliveryType: order.deliveryType, address: order.deliveryAddress },
  });
  useEffect(() => {
    const subscription = actor.on('deliveryAddress.changed', (event) => onChanged(event.order));
    return () => subscription.unsubscribe();
  }, [actor, onChanged]);
  const snapshot = useSelector(actor, (state) => state);
  const { context } = snapshot;
  const editing = !snapshot.matches('NotStarted') && !snapshot.matches('SuccessfulUpdate');
  const busy = snapshot.hasTag('busy');
  const canStart = snapshot.can({ type: 'deliveryAddress.start' });
  const canSubmit = snapshot.can({ type: 'deliveryAddress.submit' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'deliveryAddress.submit' });
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
        canStart ? (
          <Button variant="secondary" onClick={() => actor.send({ type: 'deliveryAddress.start' })}>
            {t('orders.addressForm.start')}
          </Button>
        ) : (
          <p>{t(order.deliveryType === 'PickupPoint' ? 'orders.addressForm.pickupPoint' : 'orders.addressForm.notChangeable')}</p>
        )
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('orders.addressForm.title')}>
          {snapshot.hasTag('error') && context.failure ? (
            <Alert tone="error" role="alert">
              <p>{t(`orders.addressForm.failure.${context.failure}`)}</p>
            </Alert>
          ) : null}
          <div className={styles.form}>
            {ADDRESS_FORM_FIELDS.map((field) => {
              const error = context.errors[field];
              return (
                <TextField
                  key={field}
                  className={WIDE_FIELDS.has(field) ? styles.formWide : undefined}
                  label={t(`orders.addressForm.fields.${field}`)}
                  {...(OPTIONAL_FIELDS.has(field) ? { hint: t('orders.addressForm.optional') } : {})}
                  value={context.form[field]}
                  autoComplete={AUTOCOMPLETE[field]}
                  readOnly={busy}
                  required={!OPTIONAL_FIELDS.has(field)}
                  error={error ? t(`orders.addressForm.errors.${error}`) : undefined}
                  onChange={(event) => actor.send({ type: 'deliveryAddress.edit', field, value: event.target.value })}
                />
              );
            })}
          </div>
          <ButtonRow>
            <Button type="submit" disabled={busy || !canSubmit} aria-busy={busy}>
              {busy ? t('orders.addressForm.saving') : t('orders.addressForm.save')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'deliveryAddress.cancel' })}>
              {t('orders.addressForm.cancel')}
            </Button>
          </ButtonRow>
        </form>
      )}
    </div>
  );
}
