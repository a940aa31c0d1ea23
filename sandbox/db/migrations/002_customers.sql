-- Customer service: one customer record per account (an account without one answers 404),
-- and the customer's addresses. Deleting the account deletes everything it owns.
CREATE TABLE customers (
  account_id      uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  first_name      text NOT NULL,
  last_name       text NOT NULL,
  phone_number    text,
  company_name    text,
  vat_number      text,
  b2b_status      text CHECK (b2b_status IN ('Default', 'New', 'Blocked')),
  callback_url    text,
  callback_format text CHECK (callback_format IN ('json', 'xml')),
  newsletter      boolean NOT NULL DEFAULT false,
  country_code    text NOT NULL,
  locale          text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE addresses (
  id                  uuid PRIMARY KEY,
  account_id          uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  first_name          text NOT NULL,
  last_name           text NOT NULL,
  company_name        text,
  street              text NOT NULL,
  house_number        text NOT NULL,
  house_number_suffix text,
  postal_code         text NOT NULL,
  city                text NOT NULL,
  country_code        text NOT NULL,
  phone_number        text,
  is_default          boolean NOT NULL DEFAULT false,
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_account_idx ON addresses (account_id, created_at);
