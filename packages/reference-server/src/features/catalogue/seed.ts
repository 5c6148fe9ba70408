// The city's credit catalogue (data.ts) written into its tables, with each resource's sharing conditions
// and description.
import { CITY } from '../../seed/city.js';
import type { Database } from 'better-sqlite3';
import { formatCst } from '../../kernel/time.js';
import type { SeedContext } from '../../kernel/feature.js';
import { DATA_ITEMS, OPEN_TYPES, ORGAN_CATALOGS, RESOURCE_SUFFIXES, SHARE_TYPES, SUBJECT_ITEMS, UPDATE_CYCLES, type CatalogType } from './data.js';

const SHARE_CONDITIONS = [
  '仅限用于行政管理和公共服务事项办理，使用部门须经市信用办审核',
  '须通过市公共信用信息平台接口调用，不得向第三方提供',
  '仅向承担相关监管职责的部门共享',
] as const;

const DESCRIPTIONS: Readonly<Record<CatalogType, string>> = {
  基础信息: '记录市场主体的登记、备案等基本情况，是归集和关联公共信用信息的基础。',
  行政许可: '行政机关依法作出的行政许可决定信息，按“双公示”要求在作出决定之日起7个工作日内归集。',
  行政处罚: '行政机关依法作出的行政处罚决定信息，按“双公示”要求在作出决定之日起7个工作日内归集。',
  红名单: '依法依规认定的守信激励对象名单信息，用于实施守信联合激励。',
  黑名单: '依法依规认定的严重失信主体名单信息，用于实施失信联合惩戒。',
  重点关注: '存在失信行为、需要加强监管的重点关注对象名单信息。',
  信用承诺: '市场主体作出的信用承诺及其履约践诺情况。',
  其他: '其他反映市场主体信用状况的公共信用信息。',
};

export function seedCatalogue(db: Database, context: SeedContext): void {
  const random = context.random('catalogue');
  const insertCatalog = db.prepare(
    `INSERT INTO credit_catalog (id, name, organ, type, description, data_count, update_time, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertResource = db.prepare(
    `INSERT INTO credit_resource (catalog_id, name, code, organ, share_type, share_condition, open_type, update_cycle,
       data_count, update_time, description, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertItem = db.prepare(
    'INSERT INTO credit_resource_item (resource_id, name, code, field_type, required, sort) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const day = 24 * 3600_000;
  let catalogId = 0;
  for (const entry of ORGAN_CATALOGS) {
    entry.catalogs.forEach(([stem, type], catalogIndex) => {
      catalogId++;
      const suffixes = RESOURCE_SUFFIXES[type];
      const resources = suffixes.slice(0, random.int(Math.min(2, suffixes.length), suffixes.length));
      let total = 0;
      let latest = 0;
      const rows = resources.map((suffix, index) => {
        const share = random.next() < 0.7 ? SHARE_TYPES[0] : random.next() < 0.85 ? SHARE_TYPES[1] : SHARE_TYPES[2];
        const open = type === '基础信息' || type === '红名单' ? OPEN_TYPES[0] : random.pick(OPEN_TYPES);
        const count = index === 0 ? random.int(800, 60_000) : random.int(20, 6_000);
        // Updated within the last 90 days, as the monthly catalogue review expects.
        const time = context.asOf - random.int(0, 90) * day - random.int(0, 86_399) * 1000;
        total += count;
        latest = Math.max(latest, time);
        return { suffix, share, open, count, time, index };
      });
      // The catalogue is written first; its summary columns are filled once the resources are known.
      insertCatalog.run(catalogId, `${stem}信息`, entry.organ, type, DESCRIPTIONS[type], total, formatCst(latest), catalogId);
      for (const row of rows) {
        const code = `${CITY.divisionCode.slice(0, 4)}00-${entry.code}-${String(catalogIndex + 1).padStart(2, '0')}${String(row.index + 1).padStart(3, '0')}`;
        const name = `${stem}${row.suffix}`;
        const result = insertResource.run(
          catalogId, name, code, entry.organ, row.share, row.share === '有条件共享' ? random.pick(SHARE_CONDITIONS) : null,
          row.open, random.pick(UPDATE_CYCLES), row.count, formatCst(row.time),
          `${entry.organ}提供的${name}，${DESCRIPTIONS[type]}`, row.index + 1,
        );
        const items = [...SUBJECT_ITEMS, ...DATA_ITEMS[type].filter((_, i) => i < 3 || random.chance(0.7))];
        items.forEach(([field, fieldCode, fieldType, required], sort) => {
          insertItem.run(result.lastInsertRowid, field, fieldCode, fieldType, required ? 1 : 0, sort + 1);
        });
      }
    });
  }
}
