/**
 * The city the seed writes about: the folder cities/<PORTAL_CITY>/ at the repository root (default: the
 * one cities/cities.json names), which holds everything place-specific for the portal (portal.json) and
 * for the seed (seed.json): names, districts, institutions, people. Another city's demo is another folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../paths.js';

/** A county-level division; a functional zone (zoneOf) reports with the district it lies in. */
export interface District {
  name: string;
  /** GB/T 2260 code, or a local code for a functional zone. */
  code: string;
  /** The basic people's court's case-number code (闽0302 …), for districts that have one. */
  courtCode?: string;
  zoneOf?: string;
}

interface CityFiles {
  portal: { id: string; name: string; short: string; portalName: string; organiser: string; undertaker: string; journal: { title: string; coverLines: string[] }; repairSystemName: string; palette: { brand: string; brandDark: string }; subsites: string[] };
  seed: {
    pinyin: string;
    /** The city's old name, as some firms are named (e.g. a firm named after the city's classical name). */
    oldName: string;
    abbreviation: string;
    province: string;
    divisionCode: string;
    phoneAreaCode: string;
    plate: string;
    courtCode: string;
    govDomain: string;
    districts: District[];
    districtSites: [string, string][];
    creditSites: [string, string][];
    firmWords: string[];
    university: string;
    localBooks: string[];
    landmarks: string[];
    staff: { account: string; name: string; organ: string }[];
    /** Streets that addresses of the seed name, at least 14. */
    streets: string[];
    /** The city's best-known scenic spot, where tourists go and travel agencies are named after. */
    scenicSpot: string;
    /** The city's river, as flood banks and rescues name it. */
    river: string;
    /** The bay on the city's coast, where fish farms lie and some firms are named after. */
    bay: string;
    /** The name of the prefecture (府/军) the city once was, as some firms are named. */
    prefectureName: string;
    /** The industrial parks that park loans are for, as their firms call them. */
    industrialParks: string[];
  };
}

const CITIES = path.join(findRepoRoot(), 'cities');

/** The city PORTAL_CITY names (a folder of cities/), else the default of cities/cities.json. */
export function cityIdOf(env: NodeJS.ProcessEnv): string {
  const id = env.PORTAL_CITY?.trim() || (JSON.parse(fs.readFileSync(path.join(CITIES, 'cities.json'), 'utf8')) as { default: string }).default;
  if (!/^[a-z][a-z0-9-]{0,39}$/.test(id) || !fs.existsSync(path.join(CITIES, id, 'seed.json'))) {
    throw new Error(`PORTAL_CITY 无效: ${id}（应为 cities/ 下含 portal.json 和 seed.json 的文件夹名）`);
  }
  return id;
}

/** Whether a city is the default one (its portal build is build/, its database .data/portal.db). */
export function isDefaultCity(id: string): boolean {
  return id === (JSON.parse(fs.readFileSync(path.join(CITIES, 'cities.json'), 'utf8')) as { default: string }).default;
}

function readCity(id: string): CityFiles {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(CITIES, id, file), 'utf8'));
  return { portal: read('portal.json'), seed: read('seed.json') };
}

const files = readCity(cityIdOf(process.env));

export const CITY = {
  id: files.portal.id,
  name: files.portal.name,
  short: files.portal.short,
  /** The portal's name (信用…), as articles quote it. */
  portalName: files.portal.portalName,
  organiser: files.portal.organiser,
  undertaker: files.portal.undertaker,
  journal: files.portal.journal,
  repairSystemName: files.portal.repairSystemName,
  palette: files.portal.palette,
  /** The sub-sites the city has (SUBSITES). */
  subsites: files.portal.subsites,
  ...files.seed,
  /** 县（区）and the functional zones that report like districts: their names, districts first. */
  districts: files.seed.districts.map((d) => d.name),
  /** The same with their codes and the district each zone reports with. */
  divisions: files.seed.districts,
} as const;

/**
 * The sub-sites a city may have (portal.json's `subsites`). Each is the feature of the same name, which
 * seeds its data; a city without one has neither its data nor links to it.
 */
export const SUBSITES = ['creditloan', 'eleguarantee', 'farming', 'freetradearea', 'shoecity'] as const;
export type Subsite = (typeof SUBSITES)[number];

const unknownSubsites = CITY.subsites.filter((id) => !(SUBSITES as readonly string[]).includes(id));
if (unknownSubsites.length > 0) throw new Error(`cities/${CITY.id}/portal.json：subsites 中有未知的子站 ${unknownSubsites.join('、')}（可用：${SUBSITES.join('、')}）`);

/** Whether a feature or link belongs to the city: everything but a sub-site the city lacks. */
export const hasSubsite = (id: string): boolean => !(SUBSITES as readonly string[]).includes(id) || CITY.subsites.includes(id);

if (CITY.divisions.filter((d) => !d.zoneOf).length < 5) throw new Error(`cities/${CITY.id}/seed.json：districts 至少要有 5 个县（区）`);

/** The first five districts (not functional zones come first in the city's list), as the seed names them one by one. */
export const DISTRICTS = CITY.districts as readonly string[] as readonly [string, string, string, string, string, ...string[]];

if (CITY.streets.length < 14) throw new Error(`cities/${CITY.id}/seed.json：streets 至少要有 14 条街道`);

const unnamed = (['scenicSpot', 'river', 'bay', 'prefectureName'] as const).filter((key) => typeof CITY[key] !== 'string' || CITY[key].trim() === '');
if (unnamed.length > 0) throw new Error(`cities/${CITY.id}/seed.json：缺少 ${unnamed.join('、')}`);
if (!Array.isArray(CITY.industrialParks) || CITY.industrialParks.length === 0) throw new Error(`cities/${CITY.id}/seed.json：industrialParks 至少要有 1 个园区`);
// The seed names firms after the 7th and 9th of these words.
if (CITY.firmWords.length < 9) throw new Error(`cities/${CITY.id}/seed.json：firmWords 至少要有 9 个字号用词`);

/** A district's name without its 区/县/市, as branches and firms name it (城关区 → 城关). */
export const placeOf = (district: string): string => district.replace(/(区|县|市)$/, '');

/** The city's streets, as the seed's addresses name them one by one. */
export const STREETS = CITY.streets as readonly string[] as readonly [string, string, string, string, string, string, string, string, string, string, string, string, string, string, ...string[]];

export interface Organ {
  /** Full name, shown as 来源单位. */
  name: string;
  /** How headlines call it. */
  short: string;
}

/** Publishing organs (来源单位) of the municipal credit portal. */
export const ORGANS: readonly Organ[] = [
  { name: '市发展和改革委员会', short: '市发展改革委' },
  { name: '市市场监督管理局', short: '市市场监管局' },
  { name: `中国人民银行${CITY.name}分行`, short: `人民银行${CITY.name}分行` },
  { name: `国家税务总局${CITY.name}税务局`, short: '市税务局' },
  { name: '市人力资源和社会保障局', short: '市人社局' },
  { name: '市住房和城乡建设局', short: '市住建局' },
  { name: '市生态环境局', short: '市生态环境局' },
  { name: '市中级人民法院', short: '市中级法院' },
  { name: '市交通运输局', short: '市交通运输局' },
  { name: '市商务局', short: '市商务局' },
  { name: '市文化和旅游局', short: '市文旅局' },
  { name: '市医疗保障局', short: '市医保局' },
  { name: '市农业农村局', short: '市农业农村局' },
  { name: '市卫生健康委员会', short: '市卫健委' },
  { name: '市应急管理局', short: '市应急管理局' },
  { name: `国家金融监督管理总局${CITY.short}监管分局`, short: `${CITY.short}金融监管分局` },
  { name: '市社会信用体系建设领导小组办公室', short: '市信用办' },
];

/** The organ that coordinates credit work; it signs most notices and publicity. */
export const CREDIT_OFFICE: Organ = { name: '市社会信用体系建设领导小组办公室', short: '市信用办' };
export const DEVELOPMENT_COMMISSION: Organ = { name: '市发展和改革委员会', short: '市发展改革委' };

/** Fields (领域) of sector credit supervision. */
export const INDUSTRIES = [
  '食品药品', '建筑工程', '交通运输', '纳税', '医疗卫生', '家政服务', '旅游', '鞋服制造',
  '工艺美术', '生态环境', '劳动保障', '招标投标', '餐饮住宿', '安全生产', '电子商务', '物业服务',
] as const;

/** Campaigns that headlines put in quotation marks. */
export const CAMPAIGNS = [
  '诚信经营', '信用+监管', '守信激励', '诚信兴商宣传月', '放心消费', '诚信建设万里行',
  '信用承诺', '信用修复一件事', '诚信示范街区', '信易贷', '6·14信用记录关爱日', '诚信企业进园区',
] as const;

/** Subjects of training sessions, meetings and research. */
export const TOPICS = [
  '信用修复', '信用承诺制', '公共信用信息报送', '双公示数据归集', '信用分级分类监管',
  '公共信用综合评价', '失信约束措施清单管理', '信用报告应用', '经营主体信用风险预警', '政务诚信建设',
] as const;
