import * as z from 'zod/mini';

/**
 * The customer's preferred payment method (spec S0 §1 "view and edit … payment method"; the spec
 * shows no fields, so these are ours). Decisions:
 * - The methods a channel offers depend on its country, the customer's country (the country of the
 *   channel they signed up on): iDEAL in the Netherlands, Bancontact in Belgium, EPS in Austria,
 *   Klarna in the Netherlands, Germany and Austria, card and PayPal everywhere (PAYMENT_METHODS_BY_COUNTRY).
 * - The customer chooses which one the checkout offers first (`preferred`, null: none chosen).
 * - A card stored at an earlier checkout is shown as brand, last four digits and expiry; the
 *   account area never sees or changes card numbers (the payment provider keeps them).
 * - Choosing `card` without a stored card is allowed: the card is entered at the next checkout.
 */
export const PAYMENT_METHOD_CODES = ['ideal', 'bancontact', 'eps', 'card', 'paypal', 'klarna'] as const;
export const PaymentMethodCode = z.enum(PAYMENT_METHOD_CODES);
export type PaymentMethodCode = z.infer<typeof PaymentMethodCode>;

const everywhere: readonly PaymentMethodCode[] = ['card', 'paypal'];

/** The methods offered per country (two-letter code); a country not listed offers card and PayPal. */
export const PAYMENT_METHODS_BY_COUNTRY: Readonly<Record<string, readonly PaymentMethodCode[]>> = {
  NL: ['ideal', 'card', 'paypal', 'klarna'],
  BE: ['bancontact', 'card', 'paypal'],
  DE: ['card', 'paypal', 'klarna'],
  AT: ['eps', 'card', 'paypal', 'klarna'],
};

export function paymentMethodsOf(countryCode: string): readonly PaymentMethodCode[] {
  return PAYMENT_METHODS_BY_COUNTRY[countryCode] ?? everywhere;
}

export const CardBrand = z.enum(['visa', 'mastercard', 'amex', 'maestro']);
export type CardBrand = z.infer<typeof CardBrand>;

/** A card stored with the payment provider: what identifies it to its owner, nothing more. */
export const StoredCard = z.object({
  brand: CardBrand,
  last4: z.string().check(z.regex(/^\d{4}$/, 'Last four digits must be four digits')),
  expiryMonth: z.number().check(z.int(), z.minimum(1), z.maximum(12)),
  expiryYear: z.number().check(z.int(), z.minimum(2000), z.maximum(2100)),
});
export type StoredCard = z.infer<typeof StoredCard>;

/** GET /customers/me/payment-methods (and the answer of PUT …/preferred). */
export const PaymentMethods = z.object({
  /** the methods the customer's channel offers, in the order the checkout lists them */
  available: z.array(PaymentMethodCode),
  preferred: z.nullable(PaymentMethodCode),
  storedCard: z.nullable(StoredCard),
});
export type PaymentMethods = z.infer<typeof PaymentMethods>;

/** PUT /customers/me/payment-methods/preferred: the method to offer first (400 when the channel does not offer it). */
export const PreferredPaymentMethod = z.object({ code: PaymentMethodCode });
export type PreferredPaymentMethod = z.infer<typeof PreferredPaymentMethod>;
