-- Identity provider (oidc-provider) storage: one row per stored artefact (Session, Interaction,
-- Grant, AuthorizationCode, RefreshToken, ...), keyed by model and id, so that sign-in sessions
-- and refresh tokens survive a restart of the sandbox.
CREATE TABLE oidc_payloads (
  model       text        NOT NULL,
  id          text        NOT NULL,
  payload     jsonb       NOT NULL,
  grant_id    text,
  user_code   text,
  uid         text,
  expires_at  timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_payloads_grant_idx ON oidc_payloads (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_payloads_uid_idx ON oidc_payloads (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_payloads_user_code_idx ON oidc_payloads (model, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX oidc_payloads_expires_idx ON oidc_payloads (expires_at) WHERE expires_at IS NOT NULL;
