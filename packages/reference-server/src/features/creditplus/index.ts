// 信用+ (spec §2 /credit-plus-*): residents with a good 信用分 borrow books and ride shared bicycles
// without a deposit, and the city's linkage supervision, joint rewards and punishments and the credit
// grades of market subjects. Persons appear masked: surname only, ID number with the birth date hidden.
import type { Database } from 'better-sqlite3';
import { fail, ok } from '../../http/reply.js';
import type { OperationHandler } from '../../handlers/types.js';
import type { Random } from '../../seed/random.js';
import { formatCst } from '../../time.js';
import { Filter, maskPersonName, pageOf, type PageQuery } from '../lists/paging.js';
import { maskResidentId } from '../subjects/identifiers.js';
import type { Feature, SeedContext } from '../types.js';
import {
  BIKE_PLACES, BOOKS, DEPOSIT_FREE_SCORE, GRADES, GRADING_ORGANS, LIBRARIES, LINKAGE_MEASURES, LINKAGE_ORGANS,
  PUNISH_REASONS, REWARD_REASONS, creditLevel,
} from './data.js';

const schema = `
  -- 信用+图书馆: readers who borrow without deposit on their 信用分.
  CREATE TABLE creditplus_reader (
    id             INTEGER PRIMARY KEY,
    person_id      INTEGER NOT NULL REFERENCES person(id),
    card_no        TEXT NOT NULL UNIQUE,
    library        TEXT NOT NULL,
    credit_score   INTEGER NOT NULL,
    deposit_waived REAL NOT NULL,            -- 免交押金（元）
    opened_at      TEXT NOT NULL
  );
  CREATE INDEX creditplus_reader_by_opened ON creditplus_reader(opened_at DESC, id DESC);
  CREATE TABLE creditplus_borrow (
    id          INTEGER PRIMARY KEY,
    reader_id   INTEGER NOT NULL REFERENCES creditplus_reader(id),
    book_title  TEXT NOT NULL,
    borrow_time TEXT NOT NULL,
    due_time    TEXT NOT NULL,
    return_time TEXT,
    status      TEXT NOT NULL CHECK (status IN ('借阅中', '已归还', '逾期归还'))
  );
  CREATE INDEX creditplus_borrow_by_reader ON creditplus_borrow(reader_id, borrow_time DESC);

  -- 信用+共享单车: rides without deposit.
  CREATE TABLE creditplus_bicycle (
    id           INTEGER PRIMARY KEY,
    person_id    INTEGER NOT NULL REFERENCES person(id),
    bike_no      TEXT NOT NULL,
    credit_score INTEGER NOT NULL,
    start_time   TEXT NOT NULL,
    end_time     TEXT NOT NULL,
    start_place  TEXT NOT NULL,
    end_place    TEXT NOT NULL,
    minutes      INTEGER NOT NULL,
    fee          REAL NOT NULL,              -- 元
    parking      TEXT NOT NULL CHECK (parking IN ('规范停放', '违规停放'))
  );
  CREATE INDEX creditplus_bicycle_by_start ON creditplus_bicycle(start_time DESC, id DESC);

  -- 联动监管: measures several organs take together on an enterprise's credit level.
  CREATE TABLE creditplus_linkage (
    id            INTEGER PRIMARY KEY,
    enterprise_id INTEGER NOT NULL REFERENCES enterprise(id),
    credit_level  TEXT NOT NULL CHECK (credit_level IN ('A', 'B', 'C', 'D')),
    measure_type  TEXT NOT NULL CHECK (measure_type IN ('守信激励', '失信约束')),
    measures      TEXT NOT NULL,
    organs        TEXT NOT NULL,
    decision_date TEXT NOT NULL
  );
  CREATE INDEX creditplus_linkage_by_date ON creditplus_linkage(decision_date DESC, id DESC);

  -- 联合奖惩 cases.
  CREATE TABLE creditplus_reward_punish (
    id            INTEGER PRIMARY KEY,
    enterprise_id INTEGER NOT NULL REFERENCES enterprise(id),
    case_type     TEXT NOT NULL CHECK (case_type IN ('守信联合激励', '失信联合惩戒')),
    reason        TEXT NOT NULL,
    measures      TEXT NOT NULL,
    organ         TEXT NOT NULL,
    decision_date TEXT NOT NULL
  );
  CREATE INDEX creditplus_reward_punish_by_date ON creditplus_reward_punish(decision_date DESC, id DESC);

  -- 市场主体信用等级 by industry, from the annual evaluation.
  CREATE TABLE creditplus_grade (
    id            INTEGER PRIMARY KEY,
    enterprise_id INTEGER NOT NULL UNIQUE REFERENCES enterprise(id),
    industry      TEXT NOT NULL,
    grade         TEXT NOT NULL CHECK (grade IN ('A', 'B', 'C', 'D')),
    score         REAL NOT NULL,
    evaluate_date TEXT NOT NULL,
    organ         TEXT NOT NULL
  );
  CREATE INDEX creditplus_grade_by_score ON creditplus_grade(score DESC, id);
  CREATE INDEX creditplus_grade_by_industry ON creditplus_grade(industry, score DESC, id);
`;

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
      random.int(DEPOSIT_FREE_SCORE, 900), library === '莆田市图书馆' ? 200 : 100, formatCst(opened),
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
      random.pick(['市发展和改革委员会', '市市场监督管理局', '国家税务总局莆田市税务局', '市人力资源和社会保障局', '市中级人民法院']),
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

interface ReaderRow {
  id: string;
  name: string;
  idNumber: string;
  cardNo: string;
  library: string;
  creditScore: number;
  depositWaived: number;
  openTime: string;
  borrowCount: number;
}

const READER_COLUMNS = `CAST(r.id AS TEXT) AS id, p.name, p.id_number AS idNumber, r.card_no AS cardNo, r.library,
  r.credit_score AS creditScore, r.deposit_waived AS depositWaived, r.opened_at AS openTime,
  (SELECT count(*) FROM creditplus_borrow b WHERE b.reader_id = r.id) AS borrowCount`;

const publicReader = (row: ReaderRow) => ({
  ...row,
  name: maskPersonName(row.name),
  idNumber: maskResidentId(row.idNumber),
  creditLevel: creditLevel(row.creditScore),
});

const getCreditPlusLibraryPage: OperationHandler = ({ query }, { db }) => {
  const filter = new Filter().words(query.keyword, ['r.card_no']);
  if (query.library) filter.add('r.library = ?', query.library);
  const page = pageOf<ReaderRow>(
    db,
    { select: READER_COLUMNS, from: 'creditplus_reader r JOIN person p ON p.id = r.person_id', filter, orderBy: 'r.opened_at DESC, r.id DESC' },
    query as unknown as PageQuery,
  );
  return ok({ ...page, records: page.records.map(publicReader) });
};

const getCreditPlusDetail: OperationHandler = ({ params }, { db }) => {
  const reader = db
    .prepare(`SELECT ${READER_COLUMNS} FROM creditplus_reader r JOIN person p ON p.id = r.person_id WHERE r.id = ?`)
    .get(params.id) as ReaderRow | undefined;
  if (!reader) return fail(4040);
  const borrows = db
    .prepare(
      `SELECT CAST(id AS TEXT) AS id, book_title AS bookName, borrow_time AS borrowTime, due_time AS dueTime,
              return_time AS returnTime, status
       FROM creditplus_borrow WHERE reader_id = ? ORDER BY borrow_time DESC, id DESC`,
    )
    .all(params.id) as Record<string, unknown>[];
  return ok({
    ...publicReader(reader),
    records: borrows.map(({ returnTime, ...rest }) => (returnTime === null ? rest : { ...rest, returnTime })),
  });
};

const getCreditPlusBicycleRecord: OperationHandler = ({ query }, { db }) => {
  const filter = new Filter().words(query.keyword, ['b.start_place', 'b.end_place', 'b.bike_no']);
  if (query.parking) filter.add('b.parking = ?', query.parking);
  const page = pageOf<{ name: string }>(
    db,
    {
      select: `CAST(b.id AS TEXT) AS id, p.name, b.bike_no AS bikeNo, b.credit_score AS creditScore, b.start_time AS startTime,
               b.end_time AS endTime, b.start_place AS startPlace, b.end_place AS endPlace, b.minutes, b.fee, b.parking`,
      from: 'creditplus_bicycle b JOIN person p ON p.id = b.person_id',
      filter,
      orderBy: 'b.start_time DESC, b.id DESC',
    },
    query as unknown as PageQuery,
  );
  return ok({ ...page, records: page.records.map((row) => ({ ...row, name: maskPersonName(row.name), depositFree: true })) });
};

const getCreditPlusLinkageSupervision: OperationHandler = ({ query }, { db }) => {
  const filter = new Filter().words(query.keyword, ['e.name', 'e.credit_code']);
  if (query.measureType) filter.add('l.measure_type = ?', query.measureType);
  return ok(
    pageOf(
      db,
      {
        select: `CAST(l.id AS TEXT) AS id, e.name AS enterpriseName, e.credit_code AS creditCode, e.industry, l.credit_level AS creditLevel,
                 l.measure_type AS measureType, l.measures, l.organs, l.decision_date AS decisionDate`,
        from: 'creditplus_linkage l JOIN enterprise e ON e.id = l.enterprise_id',
        filter,
        orderBy: 'l.decision_date DESC, l.id DESC',
      },
      query as unknown as PageQuery,
    ),
  );
};

const getCreditPlusRewardsPunishments: OperationHandler = ({ query }, { db }) => {
  const filter = new Filter().words(query.keyword, ['e.name', 'e.credit_code']);
  if (query.caseType) filter.add('c.case_type = ?', query.caseType);
  return ok(
    pageOf(
      db,
      {
        select: `CAST(c.id AS TEXT) AS id, e.name AS enterpriseName, e.credit_code AS creditCode, c.case_type AS caseType, c.reason,
                 c.measures, c.organ, c.decision_date AS decisionDate`,
        from: 'creditplus_reward_punish c JOIN enterprise e ON e.id = c.enterprise_id',
        filter,
        orderBy: 'c.decision_date DESC, c.id DESC',
      },
      query as unknown as PageQuery,
    ),
  );
};

const getCreditPlusTradeSubjectGrade: OperationHandler = ({ query }, { db }) => {
  const base = new Filter().words(query.keyword, ['e.name', 'e.credit_code']);
  if (query.industry) base.add('g.industry = ?', query.industry);
  const from = 'creditplus_grade g JOIN enterprise e ON e.id = g.enterprise_id';
  // The counts per grade ignore the grade filter, so the portal's grade tabs can show them all.
  const counts = db.prepare(`SELECT g.grade, count(*) AS n FROM ${from} ${base.sql} GROUP BY g.grade`).all(...base.args) as {
    grade: string;
    n: number;
  }[];
  const gradeCounts = Object.fromEntries(GRADES.map((g) => [g, counts.find((c) => c.grade === g)?.n ?? 0]));
  const filter = base.copy();
  if (query.grade) filter.add('g.grade = ?', query.grade);
  const page = pageOf(
    db,
    {
      select: `CAST(g.id AS TEXT) AS id, e.name AS enterpriseName, e.credit_code AS creditCode, g.industry, g.grade, g.score,
               g.evaluate_date AS evaluateDate, g.organ`,
      from,
      filter,
      orderBy: 'g.score DESC, g.id',
    },
    query as unknown as PageQuery,
  );
  return ok({ ...page, gradeCounts });
};

export const creditPlus: Feature = {
  name: 'creditplus',
  schema,
  seed: (db: Database, context: SeedContext) => {
    seedLibrary(db, context.random('creditplus-library'), context.asOf);
    seedBicycles(db, context.random('creditplus-bicycle'), context.asOf);
    seedSupervision(db, context.random('creditplus-supervision'), context.asOf);
  },
  handlers: {
    getCreditPlusLibraryPage,
    getCreditPlusDetail,
    getCreditPlusBicycleRecord,
    getCreditPlusLinkageSupervision,
    getCreditPlusRewardsPunishments,
    getCreditPlusTradeSubjectGrade,
  },
};
