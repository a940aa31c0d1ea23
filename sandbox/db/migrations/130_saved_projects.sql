-- Saved projects service (spec S0 §7 "Saved projects"; schemas/projects.ts). A project is what the
-- print editor keeps of an unfinished product. preview_token names its preview picture in a public
-- address (an <img> sends no token), so it is random and never the project's id; preview_seed
-- picks the generated picture's colours and shapes (sandbox/projects/previews.ts).
CREATE TABLE saved_projects (
  id            uuid PRIMARY KEY,
  account_id    uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name          text NOT NULL,
  product_name  text NOT NULL,
  last_changed  timestamptz NOT NULL,
  preview_token text NOT NULL UNIQUE CHECK (preview_token ~ '^[0-9a-f]{32}$'),
  preview_seed  integer NOT NULL
);
CREATE INDEX saved_projects_account_idx ON saved_projects (account_id, last_changed DESC, id);
