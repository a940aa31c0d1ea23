-- The sandbox mailbox (/__sandbox/mailbox): every mail the services would have sent.
CREATE TABLE mails (
  seq       bigserial PRIMARY KEY,
  id        uuid NOT NULL UNIQUE,
  to_email  text NOT NULL,
  subject   text NOT NULL,
  kind      text NOT NULL CHECK (kind IN ('emailChange', 'deleteAccount', 'doubleOptIn')),
  body      text NOT NULL,
  link      text NOT NULL,
  sent_at   timestamptz NOT NULL DEFAULT now()
);
