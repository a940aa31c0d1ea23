-- Sign-in identities (the identity provider's accounts). id doubles as the token's sub and idp_sub.
CREATE TABLE accounts (
  id            uuid PRIMARY KEY,
  email         text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash text NOT NULL,
  account_type  text NOT NULL CHECK (account_type IN ('consumer', 'business')),
  idp_type      text NOT NULL DEFAULT 'albelli',
  created_at    timestamptz NOT NULL DEFAULT now()
);
