-- The activation import (spec S1 §3, §4, §7; docs/PHOTOS.md "Activation import"). One row per
-- account whose library is not active yet: NOT_ACTIVE until the customer starts the import,
-- IMPORTING while it runs. No row means ACTIVE (every account but the ones made not active). The
-- row goes when the import has brought the photos of the account's past orders in.
-- import_failures: how many imports of this account fail before one succeeds (a sandbox test tool).
CREATE TABLE activation_imports (
  account_id      uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  status          text NOT NULL CHECK (status IN ('NOT_ACTIVE', 'IMPORTING')),
  import_failures integer NOT NULL DEFAULT 0 CHECK (import_failures >= 0),
  started_at      timestamptz,
  CHECK ((status = 'IMPORTING') = (started_at IS NOT NULL))
);
