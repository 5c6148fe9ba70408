// Readers, rides and supervision records of the seeded city, from the feature's own random streams.
import { CITY } from '../../seed/city.js';
import type { Database } from 'better-sqlite3';
import type { Random } from '../../kernel/random.js';
import { formatCst } from '../../kernel/time.js';
import type { SeedContext } from '../../kernel/feature.js';
import { BIKE_PLACES, BOOKS, DEPOSIT_FREE_SCORE, GRADES, GRADING_ORGANS, LIBRARIES, LINKAGE_MEASURES, LINKAGE_ORGANS, PUNISH_REASONS, REWARD_REASONS } from './data.js';

const DAY = 24 * 3600_000;

const MINUTE = 60_000;

const timeBefore = (random: Random, asOf: number, days: number): number => asOf - random.int(1, days * 24 * 60) * MINUTE;

const ids = (db: Database, sql: string): number[] => (db.prepare(sql).all() as { id: number }[]).map((row) => row.id);

function seedLibrary(db: Database, random: Random, asOf: number): void {
  const persons = random.sample(ids(db, 'SELECT id FROM person ORDER BY id'), 120);
  const insertReader = db.prepare(
    'INSERT INTO creditplus_reader (person_id, card_no, library, credit_score, deposit_waived, opened_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertBorrow = db.prepare(
    'INSERT INTO creditplus_borrow (reader_id, book_title, borrow_time, due_time, return_time, status) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const readers = persons.map((personId) => ({ personId, opened: timeBefore(random, asOf, 700) }));
  readers.sort((a, b) => a.opened - b.opened);
  readers.forEach(({ personId, opened }, index) => {
    const library = random.pick(LIBRARIES);
    const reader = insertReader.run(
      personId, `PTLIB${String(100_000 + index * 7 + random.int(0, 6))}`, library,
      random.int(DEPOSIT_FREE_SCORE, 900), library === `${CITY.name}图书馆` ? 200 : 100, formatCst(opened),
    ).lastInsertRowid;
    for (const title of random.sample(BOOKS, random.int(1, 8))) {
      const borrowed = opened + Math.floor(random.next() * (asOf - opened));
      const due = borrowed + 30 * DAY;
      const returnedAt = borrowed + random.int(3, 40) * DAY;
      const returned = returnedAt < asOf;
      insertBorrow.run(
        reader, title, formatCst(borrowed), formatCst(due), returned ? formatCst(returnedAt) : null,
        !returned ? '借阅中' : returnedAt > due ? '逾期归还' : '已归还',
      );
    }
  });
}

function seedBicycles(db: Database, random: Random, asOf: number): void {
  const persons = ids(db, 'SELECT id FROM person ORDER BY id');
  const insert = db.prepare(
    `INSERT INTO creditplus_bicycle (person_id, bike_no, credit_score, start_time, end_time, start_place, end_place, minutes, fee, parking)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const rides = Array.from({ length: 240 }, () => timeBefore(random, asOf, 180)).sort((a, b) => a - b);
  for (const start of rides) {
    const [from, to] = random.sample(BIKE_PLACES, 2) as [string, string];
    const minutes = random.int(4, 75);
    // A flat 1.5 元 per started half hour.
    const fee = Math.ceil(minutes / 30) * 1.5;
    insert.run(
      random.pick(persons), `PT${String(random.int(1_000_000, 9_999_999))}`, random.int(DEPOSIT_FREE_SCORE, 900),
      formatCst(start), formatCst(start + minutes * MINUTE), from, to, minutes, fee, random.chance(0.92) ? '规范停放' : '违规停放',
    );
  }
}

function seedSupervision(db: Database, random: Random, asOf: number): void {
  const enterprises = ids(db, "SELECT id FROM enterprise WHERE kind = 'enterprise' ORDER BY id");
  const linkage = db.prepare(
    `INSERT INTO creditplus_linkage (enterprise_id, credit_level, measure_type, measures, organs, decision_date) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const linkageDates = Array.from({ length: 150 }, () => timeBefore(random, asOf, 730)).sort((a, b) => a - b);
  for (const date of linkageDates) {
    const level = random.pick(GRADES);
    const type = level === 'A' || level === 'B' ? '守信激励' : '失信约束';
    linkage.run(
      random.pick(enterprises), level, type, random.sample(LINKAGE_MEASURES[type], random.int(2, 3)).join('；'),
      random.pick(LINKAGE_ORGANS), formatCst(date).slice(0, 10),
    );
  }

  const cases = db.prepare(
    `INSERT INTO creditplus_reward_punish (enterprise_id, case_type, reason, measures, organ, decision_date) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const caseDates = Array.from({ length: 120 }, () => timeBefore(random, asOf, 730)).sort((a, b) => a - b);
  for (const date of caseDates) {
    const reward = random.chance(0.5);
    cases.run(
      random.pick(enterprises), reward ? '守信联合激励' : '失信联合惩戒', random.pick(reward ? REWARD_REASONS : PUNISH_REASONS),
      random.sample(LINKAGE_MEASURES[reward ? '守信激励' : '失信约束'], random.int(2, 4)).join('；'),
      random.pick(['市发展和改革委员会', '市市场监督管理局', `国家税务总局${CITY.name}税务局`, '市人力资源和社会保障局', '市中级人民法院']),
      formatCst(date).slice(0, 10),
    );
  }

  const graded = db.prepare(
    `SELECT id, industry FROM enterprise WHERE kind = 'enterprise' AND status = '存续' ORDER BY id`,
  ).all() as { id: number; industry: string }[];
  const grade = db.prepare(
    'INSERT INTO creditplus_grade (enterprise_id, industry, grade, score, evaluate_date, organ) VALUES (?, ?, ?, ?, ?, ?)',
  );
  // The annual evaluation of last year, published in the spring.
  const evaluated = `${Number(formatCst(asOf).slice(0, 4)) - 1}-12-31`;
  for (const enterprise of random.sample(graded, 300)) {
    const roll = random.next();
    const [letter, low, high]: [string, number, number] = roll < 0.3 ? ['A', 90, 99] : roll < 0.75 ? ['B', 75, 89] : roll < 0.93 ? ['C', 60, 74] : ['D', 40, 59];
    const score = (low * 10 + random.int(0, (high - low) * 10 + 9)) / 10;
    grade.run(enterprise.id, enterprise.industry, letter, score, evaluated, GRADING_ORGANS[enterprise.industry] ?? '市发展和改革委员会');
  }
}

export function seedCreditPlus(db: Database, context: SeedContext): void {
  seedLibrary(db, context.random('creditplus-library'), context.asOf);
  seedBicycles(db, context.random('creditplus-bicycle'), context.asOf);
  seedSupervision(db, context.random('creditplus-supervision'), context.asOf);
}
