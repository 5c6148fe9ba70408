// The ranking's months, the member units and the contract-performance records of the seeded city.
import type { Database } from 'better-sqlite3';
import { CITY } from '../../seed/city.js';
import type { Random } from '../../kernel/random.js';
import { formatCst } from '../../kernel/time.js';
import { DISTRICT_CODES, generateUscc, usccCheckChar } from '../subjects/identifiers.js';
import type { SeedContext } from '../../kernel/feature.js';
import { BREACHES, CONTRACT_PARTIES_A, CONTRACT_SUBJECTS, CONTRACT_TYPES, LOGO_COLORS, MEMBER_UNITS, PROVINCE_CITIES, type ContractType } from './data.js';
import { drawMemberLogo } from './logos.js';

const MONTH_COUNT = 12;

const DAY = 24 * 3600_000;

/** `yyyy-MM` of the month `back` months before the month of `asOf`. */
function monthBefore(asOf: number, back: number): string {
  const [year, month] = formatCst(asOf).slice(0, 7).split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Monthly index of each region: a random walk, ranked per month; the first month only seeds `change`. */
function seedRanking(db: Database, random: Random, asOf: number): void {
  const insert = db.prepare(
    'INSERT INTO city_credit_ranking (scope, period, region_code, name, rank, score, change) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const scopes = {
    province: PROVINCE_CITIES,
    // The five county-level divisions; the functional zones report within them.
    district: CITY.districts.slice(0, 5).map((name) => [name, DISTRICT_CODES[name] ?? `${CITY.divisionCode.slice(0, 4)}00`] as const),
  };
  for (const [scope, regions] of Object.entries(scopes)) {
    const scores = regions.map(() => 82 + random.next() * 6);
    let previous = new Map<string, number>();
    // The ranking of a month is published in the next one: the newest period is last month.
    for (let back = MONTH_COUNT + 1; back >= 1; back--) {
      const month = scores.map((score, i) => {
        scores[i] = Math.min(92, Math.max(78, score + (random.next() - 0.45) * 1.6));
        return { name: regions[i]?.[0] as string, code: regions[i]?.[1] as string, score: Math.round((scores[i] as number) * 100) / 100 };
      });
      month.sort((a, b) => b.score - a.score || a.code.localeCompare(b.code));
      const ranks = new Map(month.map((row, i) => [row.name, i + 1]));
      if (back <= MONTH_COUNT) {
        month.forEach((row, i) => {
          insert.run(scope, monthBefore(asOf, back), row.code, row.name, i + 1, row.score, (previous.get(row.name) ?? i + 1) - (i + 1));
        });
      }
      previous = ranks;
    }
  }
}

function seedMemberUnits(db: Database, created: string): void {
  const insertPicture = db.prepare('INSERT INTO picture (id, content_type, body, created_at) VALUES (?, ?, ?, ?)');
  const insert = db.prepare('INSERT INTO member_unit (id, name, picture_id, url, sort) VALUES (?, ?, ?, ?, ?)');
  MEMBER_UNITS.forEach(([name, mark, url], index) => {
    const pictureId = `member-unit-${index + 1}`;
    const svg = drawMemberLogo(name, mark, LOGO_COLORS[index % LOGO_COLORS.length] as string);
    insertPicture.run(pictureId, 'image/svg+xml', Buffer.from(svg, 'utf8'), created);
    insert.run(index + 1, name, pictureId, url, index + 1);
  });
}

/** A public organ's code: registration department 1, type 1 (机关, GB 32100 table 1). */
function organCode(random: Random): string {
  const first17 = `11${generateUscc(random, 'institution', CITY.divisionCode).slice(2, 17)}`;
  return first17 + usccCheckChar(first17);
}

const GOVERNMENTS = CONTRACT_PARTIES_A.filter((party) => party.endsWith('人民政府'));

function seedContracts(db: Database, random: Random, asOf: number): void {
  const partyCodes = new Map(CONTRACT_PARTIES_A.map((party) => [party, organCode(random)]));
  const pools = new Map<string, { id: number; district: string }[]>();
  const poolOf = (industries: readonly string[]) => {
    const key = industries.join();
    if (!pools.has(key)) {
      pools.set(
        key,
        db
          .prepare(`SELECT id, district FROM enterprise WHERE kind = 'enterprise' AND industry IN (${industries.map(() => '?').join(', ')}) ORDER BY id`)
          .all(...industries) as { id: number; district: string }[],
      );
    }
    return pools.get(key) as { id: number; district: string }[];
  };
  const insert = db.prepare(
    `INSERT INTO contract_performance (contract_no, name, contract_type, party_a, party_a_code, enterprise_id, amount, sign_date,
       start_date, end_date, status, performance_desc, breach_desc, district, organ, update_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const drafts = Array.from({ length: 180 }, () => {
    const type = random.pick(CONTRACT_TYPES) as ContractType;
    const subject = CONTRACT_SUBJECTS[type];
    // Investment and concession agreements are signed by the district and county governments.
    const party = random.pick(type === '招商引资合同' || type === '特许经营合同' ? GOVERNMENTS : CONTRACT_PARTIES_A);
    const enterprise = random.pick(poolOf(subject.industries));
    const signed = asOf - random.int(20, 3 * 365) * DAY;
    const start = signed + random.int(3, 30) * DAY;
    const end = start + random.int(90, 3 * 365) * DAY;
    const [low, high] = subject.amount;
    const amount = Math.round((low + random.next() * (high - low)) * 100) / 100;
    const breached = random.chance(0.1);
    const finished = end < asOf;
    const status = breached ? '违约' : finished ? '正常履约' : '履约中';
    const progress = Math.min(95, Math.max(5, Math.round(((asOf - start) / (end - start)) * 100)));
    const performance = breached
      ? '经核查存在违约情形，已纳入合同履约信用记录'
      : finished
        ? '合同已按约定履行完毕，经验收合格'
        : start > asOf
          ? `合同已签订，约定于${formatCst(start).slice(0, 10)}开始履行`
          : `合同正在履行，已完成约${progress}%`;
    const place = party.includes('区') || party.includes('县') ? party.replace(CITY.name, '').replace('人民政府', '') : enterprise.district;
    return {
      type, party, enterprise, signed, start, end, amount, status, performance, place,
      name: `${place}${random.pick(subject.names)}${type === '招商引资合同' ? '协议' : '合同'}`,
      breach: breached ? random.pick(BREACHES[type]) : null,
      // Records are reviewed when the contract moves on: at most two months ago, never before signing.
      updated: Math.max(signed, asOf - random.int(0, 60) * DAY - random.int(0, 86_399) * 1000),
    };
  });
  // Ids grow with the signing date, as records are entered when contracts are signed.
  drafts.sort((a, b) => a.signed - b.signed);
  drafts.forEach((d, index) => {
    const signDate = formatCst(d.signed).slice(0, 10);
    insert.run(
      `PTHT${signDate.slice(0, 4)}${String(index + 1).padStart(5, '0')}`, d.name, d.type, d.party, partyCodes.get(d.party),
      d.enterprise.id, d.amount, signDate, formatCst(d.start).slice(0, 10), formatCst(d.end).slice(0, 10), d.status,
      d.performance, d.breach, d.place, d.type === '工程建设合同' ? `${CITY.name}住房和城乡建设局` : `${CITY.name}发展和改革委员会`, formatCst(d.updated),
    );
  });
}

export function seedLists(db: Database, context: SeedContext): void {
  seedRanking(db, context.random('city-ranking'), context.asOf);
  seedMemberUnits(db, formatCst(context.asOf));
  seedContracts(db, context.random('contract-performance'), context.asOf);
}
