-- Orders service (spec S0 §3, §7; schemas/orders.ts). One row per super order (what a customer
-- placed in one checkout) and one per product in it (the server calls those orders). Amounts are
-- minor units of the super order's currency. delivery_address holds the DeliveryAddress shape;
-- delivery_dates the DeliveryDates shape, or null when none is known (GET answers 404).
CREATE TABLE super_orders (
  code                  text PRIMARY KEY,
  account_id            uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  channel               text NOT NULL,
  created_at            timestamptz NOT NULL,
  status                text NOT NULL,
  delivery_type         text NOT NULL CHECK (delivery_type IN ('PickupPoint', 'Home')),
  delivery_address      jsonb NOT NULL,
  currency              text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  production_started_at timestamptz,
  dispatched_at         timestamptz,
  delivery_dates        jsonb
);
-- Newest first, one account at a time (GET /v2/superorders/me, /orders/byAccount).
CREATE INDEX super_orders_account_idx ON super_orders (account_id, created_at DESC, code DESC);

-- position: the product's place in its super order. article_id names the catalogue article
-- (sandbox/orders/catalogue.ts); article_name is the name it was sold under.
CREATE TABLE order_lines (
  code                text PRIMARY KEY,
  super_order_code    text NOT NULL REFERENCES super_orders (code) ON DELETE CASCADE,
  account_id          uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  position            integer NOT NULL CHECK (position >= 0),
  article_id          text NOT NULL,
  article_name        text NOT NULL,
  status              text NOT NULL,
  payment_changed_at  timestamptz,
  quantity            integer NOT NULL CHECK (quantity > 0),
  price_amount        integer NOT NULL CHECK (price_amount >= 0),
  voucher_option_code text,
  has_product_pdf     boolean NOT NULL DEFAULT false,
  has_map_pdf         boolean NOT NULL DEFAULT false,
  UNIQUE (super_order_code, position)
);
CREATE INDEX order_lines_account_idx ON order_lines (account_id, code);

-- A storefront cart made by POST /reorder: the stand-in storefront page shows it. The id is random
-- and unguessable (it is the only key in the page's address).
CREATE TABLE reorder_carts (
  id               text PRIMARY KEY,
  account_id       uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  super_order_code text NOT NULL REFERENCES super_orders (code) ON DELETE CASCADE,
  created_at       timestamptz NOT NULL DEFAULT now()
);

-- Cutoff campaigns (GET /v1/Campaign/:name) and the article groups they apply to
-- (GET /v1/ArticleGroup). Not per account: the shop's own calendar.
CREATE TABLE cutoff_campaigns (
  name            text PRIMARY KEY,
  occasion        text NOT NULL,
  order_before    date NOT NULL,
  delivery_before date NOT NULL
);
CREATE TABLE article_groups (
  id            text PRIMARY KEY,
  name          text NOT NULL,
  campaign_name text REFERENCES cutoff_campaigns (name) ON DELETE SET NULL,
  position      integer NOT NULL
);
