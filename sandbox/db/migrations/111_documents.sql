-- Documents service (spec S0 §7 "Invoices and documents"; schemas/documents.ts). Invoices belong
-- to business accounts (DECISIONS 7). lines: [{ description, quantity, unitAmount, vatRate }] with
-- amounts in minor units excluding VAT and vatRate in percent; total_amount is their total
-- including VAT, kept beside them so lists need not add up lines. channel: the brand channel the
-- invoice was issued under (the PDF's brand; part of a historical invoice's PDF path).
CREATE TABLE invoice_group_files (
  id             text PRIMARY KEY,
  account_id     uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  invoice_number text NOT NULL,
  period_start   date NOT NULL,
  period_end     date NOT NULL CHECK (period_end >= period_start),
  currency       text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  channel        text NOT NULL,
  lines          jsonb NOT NULL,
  total_amount   integer NOT NULL,
  UNIQUE (account_id, invoice_number)
);
CREATE INDEX invoice_group_files_account_idx ON invoice_group_files (account_id, period_start DESC, id);

CREATE TABLE historical_invoices (
  id               text PRIMARY KEY,
  account_id       uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  invoice_number   text NOT NULL,
  invoice_date     date NOT NULL,
  super_order_code text,
  currency         text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  channel          text NOT NULL,
  lines            jsonb NOT NULL,
  total_amount     integer NOT NULL,
  UNIQUE (account_id, invoice_number)
);
CREATE INDEX historical_invoices_account_idx ON historical_invoices (account_id, invoice_date DESC, id);
