-- Customer service: the customer's preferred payment method and the card stored with the payment
-- provider at an earlier checkout (brand, last four digits, expiry only). One row per account at
-- most; no row means no preference and no stored card.
CREATE TABLE customer_payment_methods (
  account_id         uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  preferred          text CHECK (preferred IN ('ideal', 'bancontact', 'eps', 'card', 'paypal', 'klarna')),
  card_brand         text CHECK (card_brand IN ('visa', 'mastercard', 'amex', 'maestro')),
  card_last4         text CHECK (card_last4 ~ '^[0-9]{4}$'),
  card_expiry_month  integer CHECK (card_expiry_month BETWEEN 1 AND 12),
  card_expiry_year   integer,
  updated_at         timestamptz NOT NULL DEFAULT now()
);
