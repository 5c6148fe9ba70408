// Building blocks of realistic subject names in the seeded city, and the person names drawn from them.
import { STREETS as CITY_STREETS } from '../../seed/city.js';
import type { Random } from '../../kernel/random.js';

export const SURNAMES = ['林', '陈', '黄', '吴', '郑', '李', '王', '蔡', '张', '刘', '翁', '方', '许', '朱', '杨', '徐', '余', '唐', '柯', '卓'] as const;
export const GIVEN_NAME_CHARS = [
  '建', '国', '志', '明', '丽', '华', '秀', '英', '文', '海', '燕', '晓', '伟', '强', '玉', '兰', '金', '德', '俊',
  '荣', '辉', '婷', '静', '芳', '鸿', '杰', '思', '雅', '宇', '航', '欣', '怡', '春', '清', '振', '美', '琳', '峰',
] as const;

/** Main lines of business, as they appear in firm names, with the field they are supervised in. */
export const TRADES = [
  { word: '鞋业', industry: '鞋服制造', scope: '鞋、鞋材及鞋用配件的生产和销售' },
  { word: '鞋材', industry: '鞋服制造', scope: '鞋用材料、橡塑制品的研发、生产和销售' },
  { word: '工艺品', industry: '工艺美术', scope: '木雕、金银饰品及工艺美术品的制作和销售' },
  { word: '食品', industry: '食品药品', scope: '食品生产；食品销售；农副产品收购' },
  { word: '医药', industry: '食品药品', scope: '药品批发；医疗器械经营' },
  { word: '建设工程', industry: '建筑工程', scope: '房屋建筑工程、市政公用工程施工' },
  { word: '建材', industry: '建筑工程', scope: '建筑材料、装饰材料的销售' },
  { word: '物流', industry: '交通运输', scope: '普通货物道路运输；仓储服务；货运代理' },
  { word: '贸易', industry: '电子商务', scope: '日用百货、服装鞋帽的批发和零售；进出口业务' },
  { word: '电子科技', industry: '电子商务', scope: '电子产品的研发和销售；网络技术服务' },
  { word: '餐饮管理', industry: '餐饮住宿', scope: '餐饮服务；餐饮管理；食品销售' },
  { word: '物业服务', industry: '物业服务', scope: '物业管理；停车场服务；家政服务' },
  { word: '纺织', industry: '鞋服制造', scope: '纺织品、针织品的生产和销售' },
  { word: '旅游开发', industry: '旅游', scope: '旅游景区开发与管理；旅行社服务' },
  { word: '环保科技', industry: '生态环境', scope: '环保设备的研发和销售；污水处理服务' },
  { word: '家政服务', industry: '家政服务', scope: '家政服务；养老服务；保洁服务' },
] as const;

export const COMPANY_SUFFIXES = ['有限公司', '有限公司', '有限公司', '有限责任公司', '股份有限公司'] as const;
export const FIRM_WORDS_EXTRA = ['金鼎', '恒信', '正荣', '嘉禾', '丰泽', '东方', '宏达', '腾飞', '晟源', '信达', '锦程', '聚福', '百川', '凯捷', '顺昌', '福缘'] as const;
export const SOCIAL_ORGANISATIONS = [
  '鞋业商会', '工艺美术协会', '餐饮行业协会', '物业管理协会', '建筑业协会', '个体劳动者协会', '物流行业协会',
  '电子商务协会', '食品安全协会', '旅游协会', '消费者权益保护促进会', '志愿服务联合会', '木雕艺术研究会',
] as const;
/** Streets of the seeded city's addresses (its folder's, in this order). */
export const STREETS = [`${CITY_STREETS[0]}`, `${CITY_STREETS[4]}`, `${CITY_STREETS[5]}`, `${CITY_STREETS[2]}`, `${CITY_STREETS[3]}`, `${CITY_STREETS[8]}`, `${CITY_STREETS[7]}`, `${CITY_STREETS[1]}`, '沿海大通道', `${CITY_STREETS[6]}`, `${CITY_STREETS[9]}`, `${CITY_STREETS[10]}`] as const;

export function personName(random: Random): string {
  const given = random.chance(0.7) ? random.pick(GIVEN_NAME_CHARS) + random.pick(GIVEN_NAME_CHARS) : random.pick(GIVEN_NAME_CHARS);
  return random.pick(SURNAMES) + given;
}
