// The dictionaries (DICTIONARIES) and their choices, in display order.
import type { Database } from 'better-sqlite3';
import { CITY, INDUSTRIES } from '../../seed/city.js';

/** Dictionaries by code: their labels in display order; values are 1, 2, 3 … unless given. */
export const DICTIONARIES: Readonly<Record<string, { name: string; items: readonly (string | [label: string, value: string])[] }>> = {
  certificate_type: {
    name: '证件类型',
    items: ['居民身份证', '护照', '港澳居民来往内地通行证', '台湾居民来往大陆通行证', '外国人永久居留身份证', '统一社会信用代码'],
  },
  objection_type: {
    name: '异议类型',
    items: ['信息内容错误', '信息主体错误', '信息遗漏', '超过公示期限仍在公示', '已修复仍在公示', '其他'],
  },
  complaint_type: {
    name: '投诉类型',
    items: ['虚假宣传', '合同违约', '价格欺诈', '产品质量问题', '拖欠账款', '服务质量问题', '侵犯个人信息', '其他失信行为'],
  },
  industry_field: { name: '行业领域', items: INDUSTRIES },
  // Districts submit their names: the functional zones share one division code.
  district: { name: '所属区县', items: CITY.districts.map((d): [string, string] => [d, d]) },
  repair_type: {
    name: '信用修复类型',
    items: ['行政处罚信息信用修复', '严重失信主体名单信用修复', '经营异常名录信用修复', '其他失信信息信用修复'],
  },
  subject_type: {
    name: '主体类型',
    items: ['企业法人', '其他法人（社会组织、事业单位）', '非法人组织', '个体工商户', '自然人'],
  },
  commitment_type: {
    name: '承诺类型',
    items: ['审批替代型承诺', '容缺受理型承诺', '证明事项告知承诺', '行业自律型承诺', '信用修复型承诺', '主动公示型承诺'],
  },
  declare_type: {
    name: '信用申报类型',
    items: ['荣誉表彰', '公益慈善', '志愿服务', '纳税信用', '资质认证', '其他守信信息'],
  },
  message_type: { name: '消息类型', items: ['系统通知', '办件提醒', '信用提示'] },
};

export function seedDictionaries(db: Database): void {
  const insert = db.prepare('INSERT INTO data_dictionary (dict_code, parent_code, dict_label, dict_value, sort) VALUES (?, ?, ?, ?, ?)');
  for (const [code, { items }] of Object.entries(DICTIONARIES)) {
    items.forEach((item, index) => {
      const [label, value] = typeof item === 'string' ? [item, String(index + 1)] : item;
      insert.run(`${code}_${index + 1}`, code, label, value, index + 1);
    });
  }
}
