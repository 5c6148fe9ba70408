// The safety lists of the seeded city: enterprises and farms with their reasons, organs and dates.
import type { Database } from 'better-sqlite3';
import { CITY } from '../../seed/city.js';
import type { Random } from '../../kernel/random.js';
import { formatCst } from '../../kernel/time.js';
import { DISTRICT_CODES, generateUscc, usccCheckChar } from '../subjects/identifiers.js';
import { SURNAMES } from '../subjects/names.js';
import type { SeedContext } from '../../kernel/feature.js';
import { type ListType, SAFETY_KINDS, type SafetyKind } from './kinds.js';

const REASONS: Readonly<Record<SafetyKind, Record<ListType, readonly string[]>>> = {
  food: {
    black: ['生产经营超过保质期的食品', '使用非食品原料生产食品', '未取得食品经营许可从事食品经营活动', '食品监督抽检不合格且拒不整改', '经营病死、毒死或者死因不明的畜禽肉类'],
    white: ['连续三年食品安全监督抽检合格', '食品安全示范单位', '放心消费示范单位', '餐饮服务食品安全量化等级A级'],
  },
  medicine: {
    black: ['销售假药', '销售劣药', '未按照药品经营质量管理规范经营', '编造药品购销记录', '经营未取得注册证的医疗器械'],
    white: ['药品经营质量管理规范检查无缺陷项', '诚信示范药店', '连续三年药品监督抽检合格'],
  },
  produce: {
    black: ['农产品农药残留超标', '使用国家禁用农药', '水产品兽药残留超标', '销售检测不合格的食用农产品'],
    white: ['绿色食品认证主体', '农产品质量安全追溯示范基地', '省级农民专业合作社示范社', '食用农产品承诺达标合格证示范主体'],
  },
};

const PRODUCE = ['果蔬', '枇杷', '龙眼', '荔枝', '茶叶', '蔬菜', '食用菌', '水产养殖', '生猪养殖', '文旦柚'] as const;

interface Subject {
  enterpriseId: number | null;
  name: string;
  creditCode: string;
  district: string;
}

/** Farmers' cooperatives (GB 32100 type 9 3) and family farms of the produce lists. */
function farmSubjects(random: Random, count: number): Subject[] {
  const out = new Map<string, Subject>();
  while (out.size < count) {
    const district = random.pick(CITY.districts.slice(0, 5));
    const region = DISTRICT_CODES[district] ?? `${CITY.divisionCode.slice(0, 4)}00`;
    const cooperative = random.chance(0.6);
    const name = cooperative
      ? `${district}${random.pick(CITY.firmWords)}${random.pick(PRODUCE)}专业合作社`
      : `${district}${random.pick(SURNAMES)}${random.pick(['氏', '记'])}${random.pick(PRODUCE)}家庭农场`;
    const first17 = `${cooperative ? '93' : '92'}${generateUscc(random, 'enterprise', region).slice(2, 17)}`;
    if (!out.has(name)) out.set(name, { enterpriseId: null, name, creditCode: first17 + usccCheckChar(first17), district });
  }
  return [...out.values()];
}

export function seedSafetyLists(db: Database, context: SeedContext): void {
  const insert = db.prepare(
    `INSERT INTO safety_list (kind, list_type, enterprise_id, name, credit_code, reason, organ, district, list_date)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const kind of Object.keys(SAFETY_KINDS) as SafetyKind[]) {
    const random = context.random(`safety-list-${kind}`);
    const config = SAFETY_KINDS[kind];
    const pool = db
      .prepare(
        `SELECT id AS enterpriseId, name, credit_code AS creditCode, district FROM enterprise
         WHERE kind IN ('enterprise', 'individualBusiness') AND (${config.nameLike.map(() => 'name LIKE ?').join(' OR ')}) ORDER BY id`,
      )
      .all(...config.nameLike) as Subject[];
    const subjects = random.shuffle(kind === 'produce' ? [...pool, ...farmSubjects(random, 40)] : pool);
    const wanted = { black: config.black, white: config.white };
    let next = 0;
    for (const listType of ['black', 'white'] as const) {
      const rows = subjects.slice(next, next + wanted[listType]).map((subject) => ({
        subject,
        listed: context.asOf - random.int(1, 3 * 365) * 24 * 3600_000,
      }));
      next += rows.length;
      rows.sort((a, b) => a.listed - b.listed);
      for (const { subject, listed } of rows) {
        const organ =
          kind === 'produce'
            ? random.chance(0.5) ? `${CITY.name}农业农村局` : `${CITY.name}${subject.district}农业农村局`
            : kind === 'food' && random.chance(0.6) ? `${CITY.name}${subject.district}市场监督管理局` : `${CITY.name}市场监督管理局`;
        // Only cooperatives can be model cooperatives.
        const reasons = REASONS[kind][listType].filter((r) => !r.includes('合作社') || subject.name.includes('合作社'));
        insert.run(
          kind, listType, subject.enterpriseId, subject.name, subject.creditCode, random.pick(reasons),
          organ, subject.district, formatCst(listed).slice(0, 10),
        );
      }
    }
  }
}
