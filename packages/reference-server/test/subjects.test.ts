import { CITY } from '../src/seed/city.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generateResidentId,
  generateUscc,
  isValidResidentId,
  isValidUscc,
  maskResidentId,
  usccCheckChar,
} from '../src/features/subjects/identifiers.js';
import { createRandom } from '../src/kernel/random.js';
import { startTestServer, type TestServer } from './helpers.js';

describe('identifiers of credit subjects', () => {
  it('computes the GB 32100 check character of a known code', () => {
    // 91350100M000100Y43 is a published example of a valid code.
    expect(usccCheckChar('91350100M000100Y4')).toBe('3');
    expect(isValidUscc('91350100M000100Y43')).toBe(true);
    expect(isValidUscc('91350100M000100Y44')).toBe(false);
  });

  it('generates thousands of valid codes and IDs, and a changed character breaks each', () => {
    const random = createRandom(7, 'identifiers');
    for (let i = 0; i < 2000; i++) {
      const code = generateUscc(random, 'enterprise', '350304');
      expect(isValidUscc(code), code).toBe(true);
      const broken = code.slice(0, 17) + (code[17] === '0' ? '1' : '0');
      expect(isValidUscc(broken), broken).toBe(false);
      const id = generateResidentId(random, '350302', '19850214', i % 2 === 0);
      expect(isValidResidentId(id), id).toBe(true);
      expect(Number(id[16]) % 2).toBe(i % 2 === 0 ? 1 : 0);
    }
  });

  it('rejects a resident ID with an impossible birth date and masks the birth date when shown', () => {
    expect(isValidResidentId('350302198502300012')).toBe(false);
    expect(maskResidentId('35030219850214001X')).toBe('350302********001X');
  });
});

describe('the seeded subjects and demo accounts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('stores enterprises with valid, unique unified social credit codes', () => {
    const rows = server.portal.db.prepare('SELECT name, credit_code FROM enterprise').all() as { name: string; credit_code: string }[];
    expect(rows.length).toBe(600);
    expect(rows.every((row) => isValidUscc(row.credit_code))).toBe(true);
    expect(rows.some((row) => row.name.endsWith('有限公司'))).toBe(true);
    // A zone named after the city (…高新区) gives the city's short name once, never twice.
    expect(rows.filter((row) => row.name.startsWith(`${CITY.short}${CITY.short}`)).map((row) => row.name)).toEqual([]);
    // Nor a word said twice (宏远宏远).
    expect(rows.filter((row) => /([\u4e00-\u9fa5]{2,})\1/.test(row.name)).map((row) => row.name)).toEqual([]);
    expect(rows.some((row) => row.name.startsWith(`${CITY.short}`) && !row.name.startsWith(`${CITY.name}`))).toBe(true);
  });

  it('stores persons with valid resident IDs', () => {
    const rows = server.portal.db.prepare('SELECT id_number FROM person').all() as { id_number: string }[];
    expect(rows.length).toBe(300);
    expect(rows.every((row) => isValidResidentId(row.id_number))).toBe(true);
  });

  it('finds an enterprise by a Chinese substring of its name through the trigram index', () => {
    const any = server.portal.db.prepare("SELECT name FROM enterprise WHERE kind = 'enterprise' LIMIT 1").get() as { name: string };
    const part = any.name.slice(3, 7);
    const found = server.portal.db
      .prepare('SELECT e.name FROM enterprise_fts f JOIN enterprise e ON e.id = f.rowid WHERE enterprise_fts MATCH ?')
      .all(`"${part}"`) as { name: string }[];
    expect(found.map((row) => row.name)).toContain(any.name);
  });

  it('has one demo account of each user type, each tied to its subject', () => {
    const rows = server.portal.db
      .prepare('SELECT username, user_type, enterprise_id, person_id FROM user_account ORDER BY user_type')
      .all() as { username: string; user_type: number; enterprise_id: number | null; person_id: number | null }[];
    expect(rows.map((row) => [row.username, row.user_type])).toEqual([
      ['geren', 1],
      ['qiye', 2],
      ['zuzhi', 3],
    ]);
    expect(rows[0]?.person_id).not.toBeNull();
    expect(rows[1]?.enterprise_id).not.toBeNull();
  });
});
