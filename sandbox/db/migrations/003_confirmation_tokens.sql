-- Auth service (spec S0 §7): single-use confirmation tokens for account deletion and e-mail change.
-- Only the SHA-256 of a token is stored; the token itself travels in the mailed link only.
CREATE TABLE confirmation_tokens (
  id          uuid PRIMARY KEY,
  account_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('deleteAccount', 'emailChange')),
  new_email   text CHECK (new_email = lower(new_email)),
  channel     text NOT NULL,
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK ((purpose = 'emailChange') = (new_email IS NOT NULL))
);
CREATE INDEX confirmation_tokens_account_idx ON confirmation_tokens (account_id, purpose);

-- Every accepted e-mail change request, for the rate limit (3 per 10 minutes per identity).
CREATE TABLE email_change_requests (
  id           bigserial PRIMARY KEY,
  account_id   uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  requested_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_change_requests_account_idx ON email_change_requests (account_id, requested_at);
