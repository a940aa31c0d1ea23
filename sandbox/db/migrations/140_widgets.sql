-- Widgets service (spec S0 §7 Widgets; schemas/widgets.ts). A widget is the online view of one
-- ordered product (order_lines.code), at most one per product; its id is what a share and a
-- gallery entry name. Deleting the product (or the account) deletes its widget.
CREATE TABLE widgets (
  id           uuid PRIMARY KEY,
  account_id   uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  product_code text NOT NULL UNIQUE REFERENCES order_lines (code) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX widgets_account_idx ON widgets (account_id, created_at DESC);

-- A widget published in the public gallery of one channel, under a category. The categories are
-- the shop's, not any customer's (written by the seed: a reset empties every table).
CREATE TABLE gallery_categories (
  id       text PRIMARY KEY,
  name     text NOT NULL,
  position integer NOT NULL
);
CREATE TABLE gallery_entries (
  id          uuid PRIMARY KEY,
  widget_id   uuid NOT NULL REFERENCES widgets (id) ON DELETE CASCADE,
  account_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  channel     text NOT NULL,
  category_id text NOT NULL REFERENCES gallery_categories (id),
  title       text NOT NULL,
  description text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (widget_id, channel)
);

-- An order the shop holds for review: its widgets can be neither shared nor published.
CREATE TABLE blocked_orders (
  super_order_code text PRIMARY KEY REFERENCES super_orders (code) ON DELETE CASCADE,
  reason           text NOT NULL
);

-- The categories for a database seeded before this migration (a reset writes them again through
-- the seed, sandbox/widgets/store.ts GALLERY_CATEGORIES, the same list).
INSERT INTO gallery_categories (id, name, position) VALUES
  ('family', 'Family', 0), ('travel', 'Travel', 1), ('weddings', 'Weddings', 2),
  ('baby', 'Baby', 3), ('holidays', 'Holidays', 4), ('other', 'Other', 5);

-- A shared widget lands in the sandbox mailbox as its own kind of mail.
ALTER TABLE mails DROP CONSTRAINT mails_kind_check;
ALTER TABLE mails ADD CONSTRAINT mails_kind_check CHECK (kind IN ('emailChange', 'deleteAccount', 'doubleOptIn', 'widgetShare'));
