import * as z from 'zod/mini';
import { AddressInput } from './address';
import { nameText } from './text';

/**
 * PUT /v1/superorders/:code/deliveryAddress body (DECISIONS 13): the address book's own input rules
 * and messages (schemas/address.ts, per country), plus the pickup point's name. `isDefault` means
 * nothing on an order: it may be sent (an address copied from the book) and is ignored.
 */
export const DeliveryAddressInput = z.pipe(
  z.transform((value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? { isDefault: false, ...value } : value)),
  z.safeExtend(AddressInput, {
    pickupPointName: z._default(z.nullable(z.string().check(nameText, z.trim(), z.minLength(1), z.maxLength(200))), null),
  }),
);
export type DeliveryAddressInput = z.output<typeof DeliveryAddressInput>;
