// Accounts of the portal's visitors and their login tokens. The login operations themselves
// (single sign-on, /auth/login) build on these tables.
import type { Database } from 'better-sqlite3';
import { formatCst } from '../../time.js';
import type { Feature } from '../types.js';
import { hashPassword } from './session.js';

const schema = `
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

/** The demo accounts (README): one of each user type of the single sign-on. */
export const DEMO_ACCOUNTS = [
  { username: 'qiye', password: 'Xinyong@2026', userType: 2, phone: '13905941234' },
  { username: 'zuzhi', password: 'Xinyong@2026', userType: 3, phone: '13705942345' },
  { username: 'geren', password: 'Xinyong@2026', userType: 1, phone: '13805943456' },
] as const;

function seedAccounts(db: Database, createdAt: string): void {
  const firstOf = (kind: string) =>
    db.prepare("SELECT id, name FROM enterprise WHERE kind = ? AND status = '存续' ORDER BY id LIMIT 1").get(kind) as
      | { id: number; name: string }
      | undefined;
  const person = db.prepare('SELECT id, name FROM person ORDER BY id LIMIT 1').get() as { id: number; name: string } | undefined;
  const insert = db.prepare(
    `INSERT INTO user_account (username, password_hash, name, user_type, enterprise_id, person_id, phone, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const account of DEMO_ACCOUNTS) {
    const subject = account.userType === 2 ? firstOf('enterprise') : account.userType === 3 ? firstOf('socialOrganisation') : person;
    if (!subject) throw new Error(`演示账号 ${account.username} 找不到对应的主体`);
    // A fixed salt keeps the seeded database byte-identical for the same seed.
    const hash = hashPassword(account.password, Buffer.from(`demo-${account.username}`));
    insert.run(
      account.username, hash, subject.name, account.userType,
      account.userType === 1 ? null : subject.id, account.userType === 1 ? subject.id : null, account.phone, createdAt,
    );
  }
}

export const accounts: Feature = {
  name: 'accounts',
  schema,
  seed: (db, context) => seedAccounts(db, formatCst(context.asOf)),
};
