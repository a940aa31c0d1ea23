-- Mail gateway (spec S0 §7): newsletter double opt-in, keyed by e-mail so that people without an
-- account can subscribe too. A confirmed subscription of a customer's e-mail also sets
-- customers.newsletter.
CREATE TABLE subscriptions (
  email        text PRIMARY KEY CHECK (email = lower(email)),
  channel      text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz
);

CREATE TABLE subscription_tokens (
  id          uuid PRIMARY KEY,
  email       text NOT NULL REFERENCES subscriptions (email) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscription_tokens_email_idx ON subscription_tokens (email);
