// Seeded double publicity (双公示): the resources (one per organ and kind), the matters of the power
// lists, ~1,500 permits and ~600 penalties of the seeded enterprises (150,000 and 50,000 at load size).
import type { Database } from 'better-sqlite3';
import type { Random } from '../../kernel/random.js';
import { formatCst } from '../../kernel/time.js';
import type { SeedContext } from '../../kernel/feature.js';
import { PERMIT_MATTERS, PUBLICITY_ORGANS, PUNISH_MATTERS, publicityMonths, type PublicityOrgan } from './matters.js';
import { listColumnsFor, PERMIT, PUNISH } from './columns.js';

const DAY = 24 * 3600_000;

export const DOUBLE_PUBLICITY_COUNTS = {
  demo: { permits: 1500, penalties: 600 },
  // At least 200,000 permit and penalty records together.
  load: { permits: 150_000, penalties: 50_000 },
} as const;

export const resourceId = (type: number, organCode: string): string => `${type === PERMIT ? 'XK' : 'CF'}-${organCode}`;

/** A working-day moment in office hours, `daysBack` days before `asOf`. */
function officeTime(random: Random, asOf: number, daysBack: number): number {
  let at = asOf - daysBack * DAY;
  const weekday = new Date(at + 8 * 3600_000).getUTCDay();
  if (weekday === 6) at -= DAY;
  if (weekday === 0) at -= 2 * DAY;
  const cstMidnight = at - ((at + 8 * 3600_000) % DAY);
  return cstMidnight + (random.int(8, 17) * 60 + random.int(0, 59)) * 60_000 + random.int(0, 59) * 1000;
}

const addMonths = (date: string, months: number): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, d));
  return target.toISOString().slice(0, 10);
};

interface EnterprisePool {
  byIndustry: Map<string, number[]>;
  all: number[];
  /** The candidates of one matter's industries, gathered once (a load-size seed draws 150,000 times). */
  candidates: Map<readonly string[], number[]>;
}

/** Enterprise ids by industry, so that food permits go to food firms. */
function enterprisesByIndustry(db: Database): EnterprisePool {
  const rows = db
    .prepare("SELECT id, industry FROM enterprise WHERE kind IN ('enterprise', 'individualBusiness') ORDER BY id")
    .all() as { id: number; industry: string }[];
  const byIndustry = new Map<string, number[]>();
  for (const row of rows) {
    const list = byIndustry.get(row.industry) ?? [];
    list.push(row.id);
    byIndustry.set(row.industry, list);
  }
  return { byIndustry, all: rows.map((r) => r.id), candidates: new Map() };
}

function pickEnterprise(random: Random, pool: EnterprisePool, industries: readonly string[]): number {
  let candidates = pool.candidates.get(industries);
  if (!candidates) {
    candidates = industries.flatMap((industry) => pool.byIndustry.get(industry) ?? []);
    pool.candidates.set(industries, candidates);
  }
  return random.pick(candidates.length > 0 && random.chance(0.9) ? candidates : pool.all);
}

function weightedOrgan(random: Random, organs: readonly PublicityOrgan[]): PublicityOrgan {
  const total = organs.reduce((sum, o) => sum + o.weight, 0);
  let roll = random.next() * total;
  for (const organ of organs) {
    roll -= organ.weight;
    if (roll < 0) return organ;
  }
  return organs[organs.length - 1] as PublicityOrgan;
}

const fillFacts = (template: string, random: Random, date: string): string => {
  const [y, m, d] = date.split('-');
  return template
    .replace('{date}', `${y}年${Number(m)}月${Number(d)}日`)
    .replace('{n}', String(random.int(2, 60)))
    .replace('{amount}', String(random.int(12, 980) * 10));
};

/** Fines as 万元 with two decimals, as publicity shows them. */
const roundFine = (value: number): number => Math.round(value * 100) / 100;

/** Penalties the demo enterprise has of its own, besides those the draw gives it. */
const DEMO_OWN_PENALTIES = 6;

export function seedDoublePublicity(db: Database, context: SeedContext): void {
  const random = context.random('double-publicity');
  const counts = DOUBLE_PUBLICITY_COUNTS[context.size];
  const organByCode = new Map(PUBLICITY_ORGANS.map((o) => [o.code, o]));

  const insertResource = db.prepare(
    'INSERT INTO dp_resource (id, type, organ_code, organ_name, name, list_columns, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  PUBLICITY_ORGANS.forEach((organ, index) => {
    if (PERMIT_MATTERS.some((m) => m.organ === organ.code)) {
      insertResource.run(resourceId(PERMIT, organ.code), PERMIT, organ.code, organ.name, `${organ.name}行政许可信息`,
        JSON.stringify(listColumnsFor(PERMIT, organ.code)), index * 2 + 1);
    }
    insertResource.run(resourceId(PUNISH, organ.code), PUNISH, organ.code, organ.name, `${organ.name}行政处罚信息`,
      JSON.stringify(listColumnsFor(PUNISH, organ.code)), index * 2 + 2);
  });

  const insertMatter = db.prepare(
    `INSERT INTO dp_matter (id, type, code, resource_id, name, category, basis, time_limit, certificate, fine_range, description)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const permitMatterIds: number[] = [];
  const punishMatterIds: number[] = [];
  let matterId = 0;
  const perOrgan = new Map<string, number>();
  const matterCode = (type: number, organ: string): string => {
    const key = `${type}-${organ}`;
    const n = (perOrgan.get(key) ?? 0) + 1;
    perOrgan.set(key, n);
    return `${resourceId(type, organ)}-${String(n).padStart(3, '0')}`;
  };
  for (const m of PERMIT_MATTERS) {
    const organ = organByCode.get(m.organ) as PublicityOrgan;
    matterId += 1;
    permitMatterIds.push(matterId);
    insertMatter.run(matterId, PERMIT, matterCode(PERMIT, m.organ), resourceId(PERMIT, m.organ), m.name, m.category, m.basis,
      m.timeLimit, m.certificate, null,
      `申请人向${organ.name}提出申请，经受理、审查，符合法定条件、标准的，在${m.timeLimit}个工作日内作出准予许可的书面决定并颁发${m.certificate}。` +
        (m.validYears > 0 ? `${m.certificate}有效期${m.validYears}年。` : ''));
  }
  for (const m of PUNISH_MATTERS) {
    const organ = organByCode.get(m.organ) as PublicityOrgan;
    matterId += 1;
    punishMatterIds.push(matterId);
    const range = m.fine[1] > 0 ? `${m.fine[0]}万元至${m.fine[1]}万元` : '不涉及罚款';
    insertMatter.run(matterId, PUNISH, matterCode(PUNISH, m.organ), resourceId(PUNISH, m.organ), m.name, m.categories.join('、'),
      m.basis, null, null, range,
      `对${m.name}的，由${organ.name}依据${m.basis}责令改正，视情节处${m.categories.join('、')}` +
        (m.fine[1] > 0 ? `，罚款裁量幅度为${range}。` : '。'));
  }

  const pool = enterprisesByIndustry(db);
  const sequence = new Map<string, number>();
  const documentNo = (organ: PublicityOrgan, kind: '许' | '罚', year: string): string => {
    const key = `${organ.code}${kind}${year}`;
    const n = (sequence.get(key) ?? random.int(5, 40)) + random.int(1, 4);
    sequence.set(key, n);
    return `${organ.docPrefix}${kind}〔${year}〕${n}号`;
  };

  // Permits: decisions over the three years before `asOf`, oldest first so ids grow with time.
  const permitRows: unknown[][] = [];
  const permitDays = Array.from({ length: counts.permits }, () => random.int(0, 3 * 365)).sort((a, b) => b - a);
  for (const daysBack of permitDays) {
    const organ = weightedOrgan(random, PUBLICITY_ORGANS.filter((o) => PERMIT_MATTERS.some((m) => m.organ === o.code)));
    const matters = PERMIT_MATTERS.filter((m) => m.organ === organ.code);
    const index = random.int(0, matters.length - 1);
    const matter = matters[index] as (typeof PERMIT_MATTERS)[number];
    const decidedAt = officeTime(random, context.asOf, daysBack);
    const decisionDate = formatCst(decidedAt).slice(0, 10);
    const validTo = matter.validYears > 0 ? addMonths(decisionDate, matter.validYears * 12) : '2099-12-31';
    permitRows.push([
      resourceId(PERMIT, organ.code), permitMatterIds[PERMIT_MATTERS.indexOf(matter)], pickEnterprise(random, pool, matter.industries),
      documentNo(organ, '许', decisionDate.slice(0, 4)), matter.certificate, matter.category, random.pick(matter.contents),
      decisionDate, decisionDate, validTo, organ.name, organ.name,
      formatCst(Math.min(decidedAt + random.int(1, 7) * DAY, context.asOf - 60_000)),
    ]);
  }
  const insertPermit = db.prepare(
    `INSERT INTO dp_permit (resource_id, matter_id, enterprise_id, document_no, permit_name, category, content,
       decision_date, valid_from, valid_to, organ_name, source_unit, update_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const row of permitRows) insertPermit.run(...row);

  // Penalties: only those still within their publicity period as of `asOf` (expired ones are
  // withdrawn from publicity by the reporting organ, as the credit-repair rules require).
  const insertPenalty = db.prepare(
    `INSERT INTO dp_penalty (resource_id, matter_id, enterprise_id, document_no, violation_type, facts, basis, category,
       content, fine_amount, decision_date, publicity_deadline, organ_name, source_unit, update_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const penaltyRows: { daysBack: number; organ: PublicityOrgan; row: unknown[] }[] = [];
  /** One penalty still in publicity, of `enterpriseOf(matter)`: its decision number is given below. */
  const penalty = (random: Random, enterpriseOf: (industries: readonly string[]) => number) => {
    // The environment bureau is weighted up: its penalties also make the ecology enforcement list.
    const organ = random.chance(0.12) ? (organByCode.get('STHJ') as PublicityOrgan) : weightedOrgan(random, PUBLICITY_ORGANS);
    const matters = PUNISH_MATTERS.filter((m) => m.organ === organ.code);
    const matter = random.pick(matters);
    const warningOnly = matter.categories.includes('警告') && random.chance(0.3);
    const categories = warningOnly ? ['警告'] : matter.categories.filter((c) => c !== '警告' || random.chance(0.3));
    const fine = warningOnly || !categories.includes('罚款') ? 0 : roundFine(matter.fine[0] + random.next() * (matter.fine[1] - matter.fine[0]));
    const months = publicityMonths(categories, fine);
    const daysBack = random.int(1, Math.floor(months * 30.4) - 1);
    const decidedAt = officeTime(random, context.asOf, daysBack);
    const decisionDate = formatCst(decidedAt).slice(0, 10);
    const violationDate = formatCst(decidedAt - random.int(20, 90) * DAY).slice(0, 10);
    const content = [
      warningOnly ? '警告' : null,
      fine > 0 ? `罚款人民币${(fine * 10000).toFixed(0)}元` : null,
      categories.includes('没收违法所得') ? `没收违法所得${random.int(3, 200) * 100}元` : null,
      categories.includes('没收非法财物') ? '没收涉案产品' : null,
      ...categories.filter((c) => c.startsWith('责令')),
    ]
      .filter(Boolean)
      .join('；');
    penaltyRows.push({
      daysBack,
      organ,
      row: [
        resourceId(PUNISH, organ.code), punishMatterIds[PUNISH_MATTERS.indexOf(matter)], enterpriseOf(matter.industries),
        null, matter.name, fillFacts(random.pick(matter.facts), random, violationDate),
        matter.basis, categories.join('、'), content || '警告', fine, decisionDate, addMonths(decisionDate, months), organ.name, organ.name,
        formatCst(Math.min(decidedAt + random.int(1, 7) * DAY, context.asOf - 60_000)),
      ],
    });
  };
  while (penaltyRows.length < counts.penalties) penalty(random, (industries) => pickEnterprise(random, pool, industries));
  // The demo enterprise's account (README: qiye) has penalties of its own still in publicity, enough for
  // every way of repairing one to be shown (an application accepted, one rejected, one pending, the
  // operators' 撤销公示) without one way using up another's. Drawn from a stream of their own, so the
  // other penalties are drawn as without them (only the decision numbers, given in date order, make room).
  const demo = db.prepare("SELECT u.enterprise_id AS id FROM user_account u WHERE u.username = 'qiye' AND u.enterprise_id IS NOT NULL").get() as { id: number } | undefined;
  if (demo) {
    const own = context.random('double-publicity-demo');
    for (let i = 0; i < DEMO_OWN_PENALTIES; i++) penalty(own, () => demo.id);
  }
  penaltyRows.sort((a, b) => b.daysBack - a.daysBack);
  // Decision numbers are given in date order, as an organ's register gives them.
  for (const { organ, row } of penaltyRows) {
    row[3] = documentNo(organ, '罚', String(row[10]).slice(0, 4));
    insertPenalty.run(...row);
  }
}
