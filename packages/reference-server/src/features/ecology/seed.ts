// The ecology sub-site's columns (news, policies, typical cases, introduction) and their articles, drawn
// from the feature's own random streams.
import type { Database } from 'better-sqlite3';
import { CITY, CREDIT_OFFICE } from '../../seed/city.js';
import type { Random } from '../../kernel/random.js';
import { releaseTime, seedColumn, summaryOf } from '../cms/content.js';
import type { SeedContext } from '../../kernel/feature.js';
import { escapeHtml } from '../../kernel/html.js';

/** The sub-site's columns; named ids (the column id is text) that no numbered classification can take. */
export const ECOLOGY_NEWS_COLUMN = { id: 'ecology-news', name: '生态环境信用动态', sort: 70, route: '/ecology-news' } as const;

export const ECOLOGY_POLICY_COLUMN = { id: 'ecology-policy', name: '生态环境信用政策', sort: 71, route: '/ecology-policy' } as const;

export const ECOLOGY_CASE_COLUMN = { id: 'ecology-case', name: '生态环境典型案例', sort: 72, route: '/ecology-case' } as const;

export const ECOLOGY_INTRODUCTION_COLUMN = { id: 'ecology-introduction', name: '生态环境信用简介', sort: 73, route: '/ecology-introduction' } as const;

/** How many articles each column holds in every seed size: columns, not load-test tables. */
export const ECOLOGY_NEWS_ARTICLES = 22;

export const ECOLOGY_POLICY_ARTICLES = 16;

export const ECOLOGY_CASE_ARTICLES = 12;

const BUREAU = `${CITY.name}生态环境局`;

const p = (text: string): string => `<p>${escapeHtml(text)}</p>`;

const h2 = (text: string): string => `<h2>${escapeHtml(text)}</h2>`;

const list = (items: readonly string[]): string => `<ol>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ol>`;

interface Draft {
  title: string;
  body: string[];
  source: string;
  released: number;
}

const yearOf = (at: number) => new Date(at + 8 * 3600_000).getUTCFullYear();

const firm = (r: Random, word: string) => `${CITY.name}${r.pick(CITY.firmWords)}${word}有限公司`;

type NewsContext = { year: number; district: string; firms: number; share: number };

// What an environment bureau publishes about environmental credit through a year.
const NEWS: readonly { title: (c: NewsContext) => string; body: (c: NewsContext) => string[] }[] = [
  {
    title: (c) => `${c.year}年度企业环境信用评价结果公示`,
    body: (c) => [
      p(`根据《企业环境信用评价办法》和《福建省企业环境信用动态评价实施方案》，${BUREAU}对全市${c.firms}家重点排污单位开展了${c.year}年度企业环境信用评价。`),
      p(`评价结果分为环保诚信企业、环保良好企业、环保警示企业和环保不良企业四个等级，其中环保诚信企业占比${c.share}%。评价结果已在“信用${CITY.short}”生态环境信用专栏公示，公示期7个工作日。`),
      p('对评价结果有异议的，企业可在公示期内向评价机关提出书面申诉。'),
    ],
  },
  {
    title: (c) => `${c.district}开展重点排污单位环境信用承诺签约活动`,
    body: (c) => [
      p(`${c.district}组织辖区${c.firms}家重点排污单位签署环境信用承诺书，承诺依法依规排污、如实公开环境信息、主动接受社会监督。`),
      p('承诺履行情况纳入企业环境信用评价，对违背承诺的依法依规实施信用约束。'),
    ],
  },
  {
    title: () => '环保失信企业名单纳入全市联合惩戒',
    body: (c) => [
      p(`${BUREAU}将评价为环保不良企业、受到重大环境行政处罚的${c.firms}家企业推送至${CITY.name}公共信用信息平台，实施联合惩戒。`),
      list(['在财政补贴、政府采购、评优评先中依法依规予以限制；', '提高环境执法检查频次；', '金融机构审慎授信。']),
      p('企业纠正环境违法行为、完成整改后，可按规定申请信用修复。'),
    ],
  },
  {
    title: () => '环境行政处罚信息信用修复办理指南发布',
    body: (c) => [
      p(`为帮助企业及时修复环境信用，${BUREAU}发布环境行政处罚信息信用修复办理指南，全程网上办理，${c.share > 20 ? '5' : '7'}个工作日内办结。`),
      list(['履行行政处罚决定规定的义务；', '完成环境违法行为整改；', '作出信用承诺；', '在“信用中国”或本网站提交修复申请。']),
    ],
  },
  {
    title: (c) => `“环保信用贷”助力${c.firms}家环保诚信企业融资`,
    body: (c) => [
      p(`${BUREAU}联合金融机构推出“环保信用贷”，对评价为环保诚信企业、环保良好企业的经营主体给予利率优惠和纯信用贷款支持。`),
      p(`截至目前，已为${c.firms}家企业发放贷款，环境信用评价结果在绿色金融中的应用不断深化。`),
    ],
  },
  {
    title: (c) => `${c.year}年生态环境领域信用监管工作要点`,
    body: (c) => [
      p(`${c.year}年，${BUREAU}将以企业环境信用评价为基础，推进生态环境领域分级分类监管。`),
      list(['对环保诚信企业减少检查频次，实行“无事不扰”；', '对环保警示、不良企业加大抽查比例；', '推动环境信用评价结果与排污许可、环评审批衔接。']),
    ],
  },
  {
    title: (c) => `${c.district}生态环境信用知识进企业宣讲会举行`,
    body: (c) => [
      p(`${c.district}生态环境部门走进工业园区，向${c.firms}家企业宣讲企业环境信用评价标准、环境信息依法披露和信用修复政策。`),
      p('现场解答企业关心的问题，帮助企业提升环境信用管理水平。'),
    ],
  },
];

function draftNews(r: Random, asOf: number): Draft[] {
  const seen = new Map<string, number>();
  return Array.from({ length: ECOLOGY_NEWS_ARTICLES }, (_, index) => {
    const item = NEWS[index % NEWS.length] as (typeof NEWS)[number];
    const released = releaseTime(r, asOf, 700);
    const context = { year: yearOf(released), district: r.pick(CITY.districts), firms: r.int(12, 320), share: r.int(12, 38) };
    const base = item.title(context);
    const earlier = seen.get(base) ?? 0;
    seen.set(base, earlier + 1);
    const body = item.body(context);
    return { title: earlier === 0 ? base : `${base}（第${earlier + 1}期）`, body, source: BUREAU, released };
  });
}

// Policies of environmental credit (the national 环发〔2013〕150号 and the province's implementing rules).
const POLICIES: readonly [string, string][] = [
  ['企业环境信用评价办法（试行）', '生态环境部'],
  ['关于加强企业环境信用体系建设的指导意见', '生态环境部'],
  ['福建省企业环境信用动态评价实施方案', '福建省生态环境厅'],
  [`${CITY.name}企业环境信用评价管理办法`, BUREAU],
  ['环境信息依法披露制度改革方案', '生态环境部'],
  ['企业环境信息依法披露管理办法', '生态环境部'],
  ['生态环境行政处罚信息信用修复管理规定', '福建省生态环境厅'],
  [`${CITY.name}生态环境领域严重失信主体名单管理办法`, BUREAU],
  ['关于对环境保护领域失信生产经营单位及其有关人员开展联合惩戒的合作备忘录', '国家发展改革委、生态环境部等'],
  ['排污许可管理条例', '国务院'],
  [`${CITY.name}重点排污单位名录管理规定`, BUREAU],
  ['关于推进生态环境领域信用承诺制的通知', '福建省生态环境厅'],
  ['生态环境保护综合行政执法事项指导目录', '生态环境部'],
  [`${CITY.name}环保信用评价结果应用实施细则`, BUREAU],
  ['关于进一步优化生态环境监督执法正面清单的通知', '福建省生态环境厅'],
  ['生态环境损害赔偿管理规定', '生态环境部等'],
];

function draftPolicies(r: Random, asOf: number): Draft[] {
  return POLICIES.slice(0, ECOLOGY_POLICY_ARTICLES).map(([name, source]) => ({
    title: `《${name}》`,
    source,
    released: releaseTime(r, asOf, 700),
    body: [
      p(`《${name}》由${source}发布，现予转载，供企业和社会公众查阅。`),
      h2('主要内容'),
      list(['明确企业环境信用信息的归集范围和公开方式；', '规定环境信用评价的指标、等级和程序；', '建立守信激励、失信惩戒和信用修复机制；', '明确各部门在评价结果应用中的职责。']),
      p(`${CITY.name}各级生态环境部门和重点排污单位应认真贯彻执行。执行中遇到的问题，请及时向${BUREAU}反映。`),
    ],
  }));
}

type CaseContext = { firm: string; district: string; fine: number; days: number };

// Typical cases: an offence and its credit consequence, or a repair, or an incentive.
const CASES: readonly { title: (c: CaseContext) => string; body: (c: CaseContext) => string[] }[] = [
  {
    title: (c) => `${c.firm}超标排放水污染物被处罚并降为环保警示企业`,
    body: (c) => [
      p(`${c.district}生态环境执法人员在“双随机”检查中发现，${c.firm}废水总排口化学需氧量超过排放标准。`),
      p(`执法部门依据《中华人民共和国水污染防治法》第八十三条，对其处以罚款${c.fine}万元，并责令限期整改。该处罚信息在“信用${CITY.short}”公示，企业当年环境信用评价等级降为环保警示企业。`),
      p('案例警示：企业超标排污不仅受到行政处罚，还将影响其环境信用评价和融资、招投标等经营活动。'),
    ],
  },
  {
    title: (c) => `${c.firm}完成整改后成功修复环境信用`,
    body: (c) => [
      p(`${c.firm}因未按规定贮存危险废物受到行政处罚。企业按期缴纳罚款，完成危险废物贮存场所规范化改造，并作出信用承诺。`),
      p(`${BUREAU}审核后，于${c.days}个工作日内完成信用修复，处罚信息在公示平台提前撤下。`),
      p('案例启示：失信企业主动纠正违法行为、消除不良影响，可依法申请信用修复，重塑环境信用。'),
    ],
  },
  {
    title: (c) => `${c.firm}连续三年评为环保诚信企业 享受“绿色通道”`,
    body: (c) => [
      p(`${c.firm}连续三年被评为环保诚信企业，依法列入生态环境监督执法正面清单。`),
      p(`企业在环评审批、排污许可办理中享受容缺受理，获得“环保信用贷”授信${c.fine * 10}万元。`),
    ],
  },
  {
    title: (c) => `${c.firm}伪造监测数据被列入环保失信名单`,
    body: (c) => [
      p(`${c.firm}通过篡改自动监测设备参数逃避监管，${c.district}生态环境部门依法对其处以罚款${c.fine}万元，并移送公安机关。`),
      p('企业被评为环保不良企业，列入生态环境领域严重失信主体名单，实施联合惩戒。'),
    ],
  },
];

function draftCases(r: Random, asOf: number): Draft[] {
  const words = ['鞋业', '工艺品', '环保科技', '食品', '化工', '纺织', '印染', '建材'];
  return Array.from({ length: ECOLOGY_CASE_ARTICLES }, (_, index) => {
    const item = CASES[index % CASES.length] as (typeof CASES)[number];
    const context = { firm: firm(r, r.pick(words)), district: r.pick(CITY.districts), fine: r.int(3, 80), days: r.int(3, 7) };
    return { title: item.title(context), body: item.body(context), source: BUREAU, released: releaseTime(r, asOf, 700) };
  });
}

function draftIntroduction(asOf: number): Draft {
  return {
    title: '生态环境信用简介',
    source: BUREAU,
    released: asOf - 30 * 86_400_000,
    body: [
      p(`“生态环境信用”专栏由${BUREAU}和${CREDIT_OFFICE.name}共同建设，是“信用${CITY.short}”网站公示企业环境信用信息的窗口。`),
      h2('专栏内容'),
      list([
        '生态环境信用动态：发布生态环境领域信用体系建设的工作动态；',
        '政策法规：汇集企业环境信用评价、信用修复和联合惩戒的政策文件；',
        '信用公示：公示企业环境信用评价结果和生态环境行政处罚信息；',
        '环保诚信企业与环境违法企业：分别公示守信激励和失信约束对象；',
        '典型案例：发布环境信用守信激励、失信惩戒和信用修复的典型案例。',
      ]),
      h2('评价等级'),
      p('企业环境信用评价结果分为A（环保诚信）、B（环保良好）、C（环保警示）和D（环保不良）四个等级，每年评价一次，评价结果在本专栏公示。'),
      h2('异议与修复'),
      p('企业对公示的环境信用信息有异议的，可通过本站“异议申诉”栏目提出；已纠正违法行为的，可通过“信用修复”栏目申请修复。'),
    ],
  };
}

export function seedEcology(db: Database, context: SeedContext): void {
  const columns = [
    { column: ECOLOGY_NEWS_COLUMN, articles: draftNews(context.random('ecology-news'), context.asOf) },
    { column: ECOLOGY_POLICY_COLUMN, articles: draftPolicies(context.random('ecology-policy'), context.asOf) },
    { column: ECOLOGY_CASE_COLUMN, articles: draftCases(context.random('ecology-case'), context.asOf) },
    { column: ECOLOGY_INTRODUCTION_COLUMN, articles: [draftIntroduction(context.asOf)] },
  ];
  for (const { column, articles } of columns) {
    seedColumn(db, column, articles.map((a) => ({ ...a, summary: summaryOf(a.body, a.title), body: a.body.join('') })));
  }
}
