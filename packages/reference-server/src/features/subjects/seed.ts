// The seeded city's enterprises and persons, valid codes and ID numbers, in the numbers each seed size
// asks (SUBJECT_COUNTS).
import type { Database } from 'better-sqlite3';
import { CITY } from '../../seed/city.js';
import type { Random } from '../../kernel/random.js';
import { formatCst } from '../../kernel/time.js';
import type { SeedContext } from '../../kernel/feature.js';
import { DISTRICT_CODES, generateResidentId, generateUscc, type UsccKind } from './identifiers.js';
import { COMPANY_SUFFIXES, FIRM_WORDS_EXTRA, SOCIAL_ORGANISATIONS, STREETS, TRADES, personName } from './names.js';

function date(random: Random, fromYear: number, toMs: number): string {
  const from = Date.UTC(fromYear, 0, 1);
  return formatCst(from + Math.floor(random.next() * (toMs - from))).slice(0, 10);
}

export function seedSubjects(db: Database, context: SeedContext, counts: { enterprises: number; persons: number }): void {
  const random = context.random('subjects');
  const districts = CITY.districts;
  const firmWords = [...CITY.firmWords, ...FIRM_WORDS_EXTRA];
  const insert = db.prepare(
    `INSERT OR IGNORE INTO enterprise (name, credit_code, kind, legal_person, registered_capital, established_date,
       district, address, industry, business_scope, status, registration_authority)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let made = 0;
  for (let attempt = 0; made < counts.enterprises && attempt < counts.enterprises * 20; attempt++) {
    const district = random.pick(districts);
    const region = DISTRICT_CODES[district] ?? `${CITY.divisionCode.slice(0, 4)}00`;
    const roll = random.next();
    const kind: UsccKind = roll < 0.8 ? 'enterprise' : roll < 0.92 ? 'individualBusiness' : roll < 0.98 ? 'socialOrganisation' : 'institution';
    const trade = random.pick(TRADES);
    // Once the single words are spent, two different ones (never 宏远宏远: the word after it instead, which
    // leaves every other seeded name as it was).
    const first = random.pick(firmWords);
    const second = attempt >= firmWords.length * TRADES.length ? random.pick(firmWords) : '';
    const word = first + (second === first ? firmWords[(firmWords.indexOf(first) + 1) % firmWords.length] : second);
    const legalPerson = personName(random);
    let name: string;
    let scope: string = trade.scope;
    let authority = `${CITY.name}${district}市场监督管理局`;
    if (kind === 'enterprise') {
      // The city's short name + the district's (…区 → …); a zone already named after the city (…高新区) is not prefixed twice.
      const area = district.replace(/区|县|国家旅游度假区|经济开发区|高新区/, '');
      const place = random.chance(0.7) ? CITY.name : area.startsWith(CITY.short) ? area : `${CITY.short}${area}`;
      name = `${place}${word}${trade.word}${random.pick(COMPANY_SUFFIXES)}`;
    } else if (kind === 'individualBusiness') {
      name = `${district}${word}${trade.word.replace(/科技|管理|开发|服务|工程/, '')}${random.pick(['商行', '经营部', '店'])}`;
    } else if (kind === 'socialOrganisation') {
      name = `${CITY.name}${random.chance(0.5) ? district : ''}${random.pick(SOCIAL_ORGANISATIONS)}`;
      scope = '行业自律；业务培训；交流合作；咨询服务';
      authority = `${CITY.name}民政局`;
    } else {
      name = `${CITY.name}${word}${random.pick(['公共信用信息中心', '职业技术学校', '检验检测中心', '社会福利中心'])}`;
      scope = '公益服务；技术服务';
      authority = `${CITY.name}事业单位登记管理局`;
    }
    const capital = kind === 'individualBusiness' ? random.int(1, 50) : random.pick([50, 100, 200, 500, 1000, 2000, 5000]) * (random.chance(0.1) ? 10 : 1);
    const status = random.next() < 0.9 ? '存续' : random.pick(['在业', '迁出', '吊销', '注销'] as const);
    const result = insert.run(
      name, generateUscc(random, kind, region), kind, legalPerson, capital, date(random, 1996, context.asOf),
      district, `${CITY.province}${CITY.name}${district}${random.pick(STREETS)}${random.int(1, 999)}号`,
      trade.industry, scope, status, authority,
    );
    made += result.changes;
  }

  const insertPerson = db.prepare('INSERT OR IGNORE INTO person (name, id_number, gender, district) VALUES (?, ?, ?, ?)');
  let people = 0;
  for (let attempt = 0; people < counts.persons && attempt < counts.persons * 5; attempt++) {
    const district = random.pick(districts);
    const male = random.chance(0.55);
    const birth = date(random, 1955, Date.UTC(2004, 0, 1)).replace(/-/g, '');
    const id = generateResidentId(random, DISTRICT_CODES[district] ?? `${CITY.divisionCode.slice(0, 4)}00`, birth, male);
    people += insertPerson.run(personName(random), id, male ? '男' : '女', district).changes;
  }
}

/** How many subjects each seed size makes. */
export const SUBJECT_COUNTS = {
  demo: { enterprises: 600, persons: 300 },
  load: { enterprises: 100_000, persons: 20_000 },
} as const;
