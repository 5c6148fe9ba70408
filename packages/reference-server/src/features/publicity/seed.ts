// Seeded public lists: red and black lists, dishonest judgment debtors, abnormal operation and
// serious violations, and the subject relations (focus groups, punishment and incentive objects).
import { CITY } from '../../seed/city.js';
import type { Database } from 'better-sqlite3';
import type { Random } from '../../kernel/random.js';
import { formatCst } from '../../kernel/time.js';
import { DIVISIONS } from '../doublepublicity/divisions.js';
import { personName } from '../subjects/names.js';
import type { SeedContext } from '../../kernel/feature.js';
import { BLACK_LISTS, COURTS, DISHONEST_SITUATIONS, DUTIES, ILLEGAL_TREE, RED_LISTS, RELATION_TYPES } from './lists.js';

const DAY = 24 * 3600_000;

export const PUBLICITY_COUNTS = {
  demo: { redBlack: 300, debtors: 160, abnormal: 220 },
  load: { redBlack: 20_000, debtors: 10_000, abnormal: 10_000 },
} as const;

interface Subject {
  id: number;
  name: string;
  district: string;
  registrationAuthority: string;
}

const dateBefore = (random: Random, asOf: number, maxDays: number, minDays = 1): string =>
  formatCst(asOf - random.int(minDays, maxDays) * DAY).slice(0, 10);

/** A time in office hours on the given day. */
const timeOn = (random: Random, date: string): string =>
  `${date} ${String(random.int(8, 17)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;

const addMonths = (date: string, months: number): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 + months, d)).toISOString().slice(0, 10);
};

const divisionCode = (district: string): string => DIVISIONS.find((d) => d.name === district)?.code ?? `${CITY.divisionCode.slice(0, 4)}00`;

function seedRedBlack(db: Database, random: Random, asOf: number, count: number, firms: Subject[]): void {
  const insert = db.prepare(
    `INSERT INTO red_black_entry (list_type, list_name, enterprise_id, organ_name, decided_date, valid_until, reason, publish_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const rows: { decided: string; args: unknown[] }[] = [];
  for (let i = 0; i < count; i++) {
    const red = random.chance(0.6);
    const list = random.pick(red ? RED_LISTS : BLACK_LISTS);
    const decided = dateBefore(random, asOf, Math.min(list.validMonths * 30 - 5, 900));
    const year = String(Number(decided.slice(0, 4)) - (list.name === 'A级纳税人' ? 1 : 0));
    rows.push({
      decided,
      args: [red ? 1 : 2, list.name, random.pick(firms).id, list.organ, decided, addMonths(decided, list.validMonths),
        random.pick(list.reasons).replace('{year}', year), timeOn(random, decided)],
    });
  }
  rows.sort((a, b) => a.decided.localeCompare(b.decided));
  for (const row of rows) insert.run(...row.args);
}

function seedDebtors(db: Database, random: Random, asOf: number, count: number, firms: Subject[]): void {
  const persons = db.prepare('SELECT id, name, district FROM person ORDER BY id').all() as { id: number; name: string; district: string }[];
  const insert = db.prepare(
    `INSERT INTO dishonest_debtor (subject_type, person_id, enterprise_id, court, case_no, filed_date, basis_document_no,
       basis_organ, duty, performance, performed_part, unperformed_part, situation, published_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const rows: { published: string; filed: string; courtCode: string; args: unknown[] }[] = [];
  for (let i = 0; i < count; i++) {
    const isPerson = random.chance(0.6);
    const person = random.pick(persons);
    const firm = random.pick(firms);
    const court = random.pick(COURTS);
    const filed = dateBefore(random, asOf, 1000, 40);
    const year = filed.slice(0, 4);
    const basisYear = String(Number(year) - random.int(0, 1));
    const amount = random.int(3, 400) * 1000;
    const debtor = isPerson ? person.name : firm.name;
    const duty = random.pick(DUTIES);
    // Wages are owed to a person (labour arbitration); other debts to a person or a firm.
    const creditor = duty.arbitration || random.chance(0.5) ? personName(random) : random.pick(firms).name;
    const performedPart = random.chance(0.3) ? random.int(1, Math.floor(amount / 2000)) * 1000 : 0;
    const published = formatCst(Date.UTC(Number(year), Number(filed.slice(5, 7)) - 1, Number(filed.slice(8, 10))) + random.int(20, 90) * DAY)
      .slice(0, 10);
    rows.push({
      published: published > formatCst(asOf).slice(0, 10) ? formatCst(asOf - DAY).slice(0, 10) : published,
      filed,
      courtCode: court.code,
      args: [
        isPerson ? 1 : 2, isPerson ? person.id : null, isPerson ? null : firm.id, court.name,
        null, filed,
        duty.arbitration ? `${CITY.abbreviation}劳人仲案字〔${basisYear}〕${random.int(10, 900)}号` : `（${basisYear}）${court.code}民初${random.int(100, 6000)}号`,
        duty.arbitration ? `${CITY.name}劳动人事争议仲裁委员会` : court.name,
        duty.text.replace('{debtor}', debtor).replace('{creditor}', creditor).replace('{amount}', String(amount)),
        performedPart > 0 ? '部分未履行' : '全部未履行', performedPart > 0 ? `已履行${performedPart}元` : '暂无',
        `未履行${amount - performedPart}元及利息`, random.pick(DISHONEST_SITUATIONS),
      ],
    });
  }
  // Case numbers run per court and year in the order cases were filed.
  const sequence = new Map<string, number>();
  for (const row of [...rows].sort((a, b) => a.filed.localeCompare(b.filed))) {
    const key = `${row.courtCode}${row.filed.slice(0, 4)}`;
    const n = (sequence.get(key) ?? random.int(100, 900)) + random.int(1, 25);
    sequence.set(key, n);
    row.args[4] = `（${row.filed.slice(0, 4)}）${row.courtCode}执${n}号`;
  }
  rows.sort((a, b) => a.published.localeCompare(b.published));
  for (const row of rows) insert.run(...row.args, timeOn(random, row.published));
}

function seedAbnormal(db: Database, random: Random, asOf: number, count: number, firms: Subject[]): void {
  const insert = db.prepare(
    `INSERT INTO abnormal_entry (list_type, category_code, enterprise_id, reason, listed_date, organ_name,
       removed_reason, removed_date, removal_organ)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const rows: { listed: string; args: unknown[] }[] = [];
  for (let i = 0; i < count; i++) {
    const serious = random.chance(0.22);
    const branch = ILLEGAL_TREE[serious ? 1 : 0] as (typeof ILLEGAL_TREE)[number];
    const category = random.pick(branch.children);
    const firm = random.pick(firms);
    const listed = dateBefore(random, asOf, 1400, 10);
    const organ = serious ? `${CITY.name}市场监督管理局` : firm.registrationAuthority;
    const reason = serious
      ? `因${category.name}，依据${category.basis}规定，列入严重违法失信名单。`
      : `因${category.name}，依据${category.basis}及《企业经营异常名录管理暂行办法》规定，列入经营异常名录。`;
    const removed = !serious && random.chance(0.35);
    const removedDate = removed ? formatCst(Math.min(asOf - DAY, Date.parse(`${listed}T00:00:00Z`) + random.int(30, 400) * DAY)).slice(0, 10) : null;
    const removedReason = removed
      ? category.code === 'JYYC04'
        ? '依照《企业经营异常名录管理暂行办法》第十四条规定，企业依法办理住所或者经营场所变更登记，申请移出经营异常名录。'
        : '依照《企业经营异常名录管理暂行办法》第十一条规定，企业补报未报年份的年度报告并公示，申请移出经营异常名录。'
      : null;
    rows.push({ listed, args: [serious ? 2 : 1, category.code, firm.id, reason, listed, organ, removedReason, removedDate, removed ? organ : null] });
  }
  rows.sort((a, b) => a.listed.localeCompare(b.listed));
  for (const row of rows) insert.run(...row.args);
}

function seedRelations(db: Database, random: Random, asOf: number, firms: Subject[]): void {
  const insertType = db.prepare('INSERT INTO relation_type (id, category, name, organ_name, description, subject_kind, sort) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertSubject = db.prepare(
    `INSERT INTO relation_subject (type_id, person_id, enterprise_id, division_code, unit, certificate_no, credit_level,
       description, measures, organ_name, decided_date, valid_until, publish_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const persons = db.prepare('SELECT id, name, district FROM person ORDER BY id').all() as { id: number; name: string; district: string }[];
  const rows: { publish: string; args: unknown[] }[] = [];
  RELATION_TYPES.forEach((type, index) => {
    const typeId = index + 1;
    insertType.run(typeId, type.category, type.name, type.organ, type.description, type.subjectKind, typeId);
    const chosenPersons = random.sample(persons, type.count);
    const chosenFirms = random.sample(firms, type.count);
    for (let i = 0; i < type.count; i++) {
      const person = chosenPersons[i] as (typeof persons)[number];
      const firm = chosenFirms[i] as Subject;
      const district = type.subjectKind === 1 ? person.district : firm.district;
      const decided = dateBefore(random, asOf, 1000, 5);
      const validMonths = type.category === 1 ? 0 : 36;
      rows.push({
        publish: decided,
        args: [
          typeId, type.subjectKind === 1 ? person.id : null, type.subjectKind === 2 ? firm.id : null, divisionCode(district),
          type.units ? random.pick(type.units).replace('{district}', district.replace(/国家旅游度假区|经济开发区/, '')) : null,
          type.certificatePrefix ? `${type.certificatePrefix}${String(random.int(10_000_000, 99_999_999))}` : null,
          type.category === 1 ? random.pick(['A', 'A', 'A', 'B', 'B', 'C']) : null,
          random.pick(type.descriptions), type.measures, type.organ, decided,
          validMonths > 0 ? addMonths(decided, validMonths) : null,
        ],
      });
    }
  });
  rows.sort((a, b) => a.publish.localeCompare(b.publish));
  for (const row of rows) insertSubject.run(...row.args, timeOn(random, row.publish));
}

export function seedPublicity(db: Database, context: SeedContext): void {
  const counts = PUBLICITY_COUNTS[context.size];
  const firms = db
    .prepare(
      `SELECT id, name, district, registration_authority AS registrationAuthority FROM enterprise
       WHERE kind IN ('enterprise', 'individualBusiness') ORDER BY id`,
    )
    .all() as Subject[];
  seedRedBlack(db, context.random('red-black-list'), context.asOf, counts.redBlack, firms);
  seedDebtors(db, context.random('dishonest-debtors'), context.asOf, counts.debtors, firms);
  seedAbnormal(db, context.random('abnormal-operation'), context.asOf, counts.abnormal, firms);
  seedRelations(db, context.random('subject-relations'), context.asOf, firms);
}
