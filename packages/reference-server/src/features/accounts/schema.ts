// The accounts' tables: visitors' accounts and their login tokens.

export const schema = `
  CREATE TABLE user_account (
    id            INTEGER PRIMARY KEY,
    username      TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    name          TEXT NOT NULL,
    user_type     INTEGER NOT NULL CHECK (user_type IN (1, 2, 3)),
    enterprise_id INTEGER REFERENCES enterprise(id),
    person_id     INTEGER REFERENCES person(id),
    phone         TEXT NOT NULL,
    created_at    TEXT NOT NULL
  );
  CREATE TABLE auth_token (
    token      TEXT PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES user_account(id),
    issued_at  INTEGER NOT NULL,            -- ms since the epoch
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER
  );
  CREATE INDEX auth_token_by_user ON auth_token(user_id);
`;
