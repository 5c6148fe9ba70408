// The demo accounts (one per user type), with hashed passwords; the simulated sign-on lists them.
import { CITY } from '../../seed/city.js';
import type { Database } from 'better-sqlite3';
import { hashPassword } from './session.js';

/** The demo accounts (README): one of each user type of the single sign-on. */
export const DEMO_ACCOUNTS = [
  { username: 'qiye', password: 'Xinyong@2026', userType: 2, phone: `139${CITY.phoneAreaCode}1234` },
  { username: 'zuzhi', password: 'Xinyong@2026', userType: 3, phone: `137${CITY.phoneAreaCode}2345` },
  { username: 'geren', password: 'Xinyong@2026', userType: 1, phone: `138${CITY.phoneAreaCode}3456` },
] as const;

export function seedAccounts(db: Database, createdAt: string): void {
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
