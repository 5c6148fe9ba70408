// The login feature's table: the single sign-on's grants (grants.ts).
export const schema = `
  -- Single sign-on grants: tickets (trustticket), authorize codes (pcLogin variant) and caller codes.
  CREATE TABLE sso_grant (
    code       TEXT PRIMARY KEY,
    kind       TEXT NOT NULL CHECK (kind IN ('ticket', 'authorize', 'caller')),
    user_id    INTEGER REFERENCES user_account(id),
    expires_at INTEGER NOT NULL,           -- ms since the epoch
    used_at    INTEGER
  );
  CREATE INDEX sso_grant_expiry ON sso_grant(expires_at);
`;
