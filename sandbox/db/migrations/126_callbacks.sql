-- FTP integration test callbacks: each account's signing secret, the test callbacks it sent, and
-- what the sandbox's callback receiver (/__sandbox/callback-receiver) was sent.
CREATE TABLE callback_secrets (
  account_id  uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  secret      text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE callback_deliveries (
  id           uuid PRIMARY KEY,
  account_id   uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  sent_at      timestamptz NOT NULL,
  url          text NOT NULL,
  format       text NOT NULL CHECK (format IN ('json', 'xml')),
  status       integer,
  error        text,
  duration_ms  integer NOT NULL
);
CREATE INDEX callback_deliveries_account_idx ON callback_deliveries (account_id, sent_at DESC);

CREATE TABLE callbacks_received (
  id           uuid PRIMARY KEY,
  name         text NOT NULL,
  received_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
  headers      jsonb NOT NULL,
  body         text NOT NULL
);
CREATE INDEX callbacks_received_time_idx ON callbacks_received (received_at DESC);
