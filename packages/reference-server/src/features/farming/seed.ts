// The farming sub-site's columns (news, policies, announcements, public information) and their articles,
// drawn from the feature's own random streams.
import type { Database } from 'better-sqlite3';
import { CITY } from '../../seed/city.js';
import type { Random } from '../../kernel/random.js';
import { releaseTime, seedColumn, summaryOf } from '../cms/content.js';
import type { SeedContext } from '../../kernel/feature.js';
import { escapeHtml } from '../../kernel/html.js';

export interface FarmingColumn {
  /** A named id (the column is text) that no numbered classification can take. */
  id: string;
  name: string;
  sort: number;
  route: string;
}

export const FARMING_NEWS = { id: 'farming-news', name: '农业金融新闻资讯', sort: 70, route: '/farming-information-journalism' } as const;

export const FARMING_POLICY = { id: 'farming-policy', name: '农业金融政策法规', sort: 71, route: '/farming-information-policy' } as const;

export const FARMING_ANNOUNCEMENT = { id: 'farming-announcement', name: '农业金融通知公告', sort: 72, route: '/farming-information-announcement' } as const;

export const FARMING_PUBLIC = { id: 'farming-public', name: '农业金融信息公开', sort: 73, route: '/farming-public-information' } as const;

const AGRICULTURE_BUREAU = `${CITY.name}农业农村局`;

const FINANCE_OFFICE = `${CITY.name}地方金融监督管理局`;

const COMMISSION = `${CITY.name}发展和改革委员会`;

const p = (text: string): string => `<p>${escapeHtml(text)}</p>`;

const list = (items: readonly string[]): string => `<ol>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ol>`;

interface Context {
  district: string;
  year: number;
  firms: number;
  amount: number;
  days: number;
}

interface Entry {
  title: (c: Context) => string;
  source: string;
  body: (c: Context) => string[];
}

const NEWS: readonly Entry[] = [
  {
    title: (c) => `${c.district}举办乡村振兴政银企融资对接会`,
    source: AGRICULTURE_BUREAU,
    body: (c) => [
      p(`近日，${c.district}联合${CITY.name}信易贷融资对接平台举办乡村振兴政银企融资对接会，${c.firms}家新型农业经营主体与金融机构现场对接。`),
      p(`会上，金融机构介绍了乡村振兴贷、农户信用贷等信贷产品，现场达成融资意向${c.amount}万元。`),
      p('下一步，将持续推动金融资源向乡村振兴重点领域倾斜，帮助经营主体解决融资难、融资贵问题。'),
    ],
  },
  {
    title: (c) => `我市农业经营主体通过信易贷平台累计获贷超${Math.round(c.amount / 100)}亿元`,
    source: FINANCE_OFFICE,
    body: (c) => [
      p(`${CITY.name}信易贷融资对接平台上线农业金融专区以来，累计为${c.firms * 10}家农业经营主体提供融资服务。`),
      p('平台依托公共信用信息，为守信的家庭农场、农民合作社和农业企业提供纯信用贷款，平均审批时间缩短至3个工作日。'),
    ],
  },
  {
    title: (c) => `“整村授信”在${c.district}全面铺开`,
    source: AGRICULTURE_BUREAU,
    body: (c) => [
      p(`${c.district}以行政村为单位开展“整村授信”，为建立信用档案的农户集中评定信用等级并授信。`),
      p(`目前已完成${c.firms}个行政村的信用评定，授信总额${c.amount}万元，农户凭信用即可获得贷款。`),
    ],
  },
  {
    title: () => '金融机构走进田间地头 送贷上门助春耕',
    source: FINANCE_OFFICE,
    body: (c) => [
      p(`春耕时节，驻${CITY.abbreviation}金融机构组织客户经理深入${c.district}种植基地，上门了解农户资金需求。`),
      p(`截至目前，已为种粮大户、茶果种植户发放春耕备耕贷款${c.amount}万元，惠及${c.firms}户。`),
    ],
  },
  {
    title: (c) => `${c.year}年全市农业信贷担保业务稳步增长`,
    source: AGRICULTURE_BUREAU,
    body: (c) => [
      p(`${c.year}年以来，省农业融资担保公司${CITY.short}分公司新增在保项目${c.firms}个，担保金额${c.amount}万元。`),
      p('担保业务重点支持粮食生产、水产养殖、茶果种植等产业，担保费率降至0.8%以下。'),
    ],
  },
  {
    title: () => '农业经营主体信用档案建设取得新进展',
    source: COMMISSION,
    body: (c) => [
      p(`${CITY.name}将家庭农场、农民合作社纳入公共信用信息平台，已为${c.firms * 20}家经营主体建立信用档案。`),
      p('信用档案作为金融机构授信的重要参考，守信主体可享受利率优惠和快速审批。'),
    ],
  },
];

const POLICY: readonly Entry[] = [
  {
    title: () => '关于金融支持全面推进乡村振兴的实施意见',
    source: FINANCE_OFFICE,
    body: () => [
      p('为深入贯彻落实乡村振兴战略，引导金融资源更多投向农业农村重点领域和薄弱环节，制定本实施意见。'),
      list(['加大粮食和重要农产品生产信贷投放', '拓宽农业农村抵质押物范围', '发展农户信用贷款，扩大首贷覆盖面', '发挥农业信贷担保体系作用']),
    ],
  },
  {
    title: () => `${CITY.name}新型农业经营主体贷款贴息管理办法`,
    source: AGRICULTURE_BUREAU,
    body: (c) => [
      p('为降低新型农业经营主体融资成本，对符合条件的家庭农场、农民合作社和农业企业的贷款给予贴息。'),
      p(`贴息比例为贷款市场报价利率的50%，单户年度贴息不超过${c.days}万元。`),
      list(['经营主体已纳入名录管理', '贷款用于农业生产经营', '无不良信用记录']),
    ],
  },
  {
    title: () => '关于开展农村信用体系建设的指导意见',
    source: COMMISSION,
    body: () => [
      p('以信用户、信用村、信用乡镇创建为载体，健全农户和新型农业经营主体信用信息采集、评价和应用机制。'),
      list(['建立农户信用信息数据库', '开展信用等级评定', '推广“信用+信贷”模式', '加强失信惩戒和信用修复']),
    ],
  },
  {
    title: () => '农业信贷担保业务风险补偿资金管理办法',
    source: FINANCE_OFFICE,
    body: () => [
      p('设立农业信贷担保风险补偿资金，对合作银行和担保机构发生的代偿损失按比例给予补偿。'),
      p('风险补偿资金实行专户管理、封闭运行，由市财政局和市农业农村局共同监督。'),
    ],
  },
  {
    title: () => '关于进一步做好信易贷工作的通知',
    source: COMMISSION,
    body: () => [
      p('各金融机构要依托信易贷融资对接平台，加大对守信中小微企业和农业经营主体的信贷支持。'),
      list(['及时发布金融产品', '在规定时限内受理融资需求', '如实反馈授信和放款结果']),
    ],
  },
  {
    title: () => '农村承包土地经营权抵押贷款试点管理办法',
    source: AGRICULTURE_BUREAU,
    body: () => [
      p('农村承包土地经营权可依法向金融机构抵押融资，贷款用途限于农业生产经营。'),
      p('抵押登记由县（区）农业农村部门办理，评估可由借贷双方协商确定。'),
    ],
  },
];

const ANNOUNCEMENTS: readonly Entry[] = [
  {
    title: (c) => `关于申报${c.year}年度农业贷款贴息的通知`,
    source: AGRICULTURE_BUREAU,
    body: (c) => [
      p(`现启动${c.year}年度新型农业经营主体贷款贴息申报工作，申报截止时间为本通知发布之日起${c.days * 5}日内。`),
      list(['贷款合同和放款凭证', '贷款利息支付凭证', '经营主体营业执照或登记证明']),
    ],
  },
  {
    title: (c) => `${c.district}第${c.days}批信用村评定结果公告`,
    source: AGRICULTURE_BUREAU,
    body: (c) => [
      p(`经村级推荐、乡镇审核，${c.district}共评定信用村${c.firms}个，现予以公告。`),
      p('对公告结果有异议的，可在公告之日起7个工作日内向区农业农村局反映。'),
    ],
  },
  {
    title: () => '信易贷平台农业金融专区上线运行的公告',
    source: FINANCE_OFFICE,
    body: () => [
      p('信易贷融资对接平台农业金融专区即日起上线运行，提供金融产品查询、融资需求发布和在线申请服务。'),
      p('企业用户登录后可发布融资需求，金融机构将在规定时限内对接。'),
    ],
  },
  {
    title: (c) => `关于组织开展${c.year}年农业金融服务宣传月活动的通知`,
    source: FINANCE_OFFICE,
    body: (c) => [
      p(`为提高农业经营主体的金融知识水平，定于${c.year}年开展农业金融服务宣传月活动。`),
      list(['金融产品进乡村宣讲', '信用知识进农户', '融资对接进园区']),
    ],
  },
  {
    title: () => '关于征集农业产业链融资需求的通知',
    source: AGRICULTURE_BUREAU,
    body: (c) => [
      p(`为推动金融机构精准对接农业产业链融资需求，现面向全市农业经营主体征集融资需求，预计征集${c.firms}个项目。`),
      p('请有融资需求的企业通过信易贷平台“融资对接”栏目发布需求。'),
    ],
  },
  {
    title: (c) => `${c.year}年度农业信贷担保合作银行名单公告`,
    source: FINANCE_OFFICE,
    body: (c) => [
      p(`经审核，${c.days + 4}家银行业金融机构成为${c.year}年度农业信贷担保合作银行，现予以公告。`),
      p('合作银行对担保项目执行优惠利率，并在5个工作日内完成审批。'),
    ],
  },
];

const PUBLIC_INFO: readonly Entry[] = [
  {
    title: (c) => `${c.year}年农业贷款贴息资金拨付情况公示`,
    source: AGRICULTURE_BUREAU,
    body: (c) => [
      p(`${c.year}年共向${c.firms}家新型农业经营主体拨付贷款贴息资金${c.amount}万元，现予以公示。`),
      p('公示期为7个工作日，如有异议请向市农业农村局反映。'),
    ],
  },
  {
    title: (c) => `${c.district}家庭农场名录公示`,
    source: AGRICULTURE_BUREAU,
    body: (c) => [
      p(`经审核，${c.district}新增${c.firms}家家庭农场纳入名录管理，现予以公示。`),
      p('纳入名录的家庭农场可享受贷款贴息、信贷担保等扶持政策。'),
    ],
  },
  {
    title: () => '信易贷平台入驻金融机构信息公开',
    source: FINANCE_OFFICE,
    body: (c) => [
      p(`信易贷融资对接平台已入驻银行、融资担保机构等金融机构，发布金融产品${c.firms}款。`),
      p('各机构的产品、利率和联系方式可在平台“金融产品”栏目查询。'),
    ],
  },
  {
    title: (c) => `${c.year}年农业信贷担保代偿情况公开`,
    source: FINANCE_OFFICE,
    body: (c) => [
      p(`${c.year}年农业信贷担保业务发生代偿${c.days}笔，代偿率控制在1%以内。`),
      p('风险补偿资金已按规定拨付，担保体系运行平稳。'),
    ],
  },
  {
    title: () => '农业金融服务收费标准公开',
    source: FINANCE_OFFICE,
    body: () => [
      p('平台提供的融资对接服务不向企业收取任何费用。金融机构收费应按规定明码标价。'),
      list(['信用贷款：不收取评估费', '担保贷款：担保费率不超过1%', '抵押贷款：评估费由金融机构承担']),
    ],
  },
  {
    title: (c) => `${c.district}农民合作社示范社名单公开`,
    source: AGRICULTURE_BUREAU,
    body: (c) => [
      p(`经评定，${c.district}${c.firms}家农民合作社被认定为示范社，现予以公开。`),
      p('示范社在融资授信中可享受优先受理和利率优惠。'),
    ],
  },
];

/** How many articles each column holds in every seed size: columns, not load-test tables. */
export const FARMING_ARTICLES = 18;

const ROUNDS = ['二', '三', '四', '五', '六'];

function draftArticles(random: Random, asOf: number, entries: readonly Entry[]) {
  const seen = new Map<string, number>();
  return Array.from({ length: FARMING_ARTICLES }, (_, index) => {
    const entry = entries[index % entries.length] as Entry;
    const released = releaseTime(random, asOf, 700);
    const context: Context = {
      district: random.pick(CITY.districts),
      year: new Date(released + 8 * 3600_000).getUTCFullYear(),
      firms: random.int(8, 120),
      amount: random.int(50, 900) * 10,
      days: random.int(2, 6),
    };
    // The same entry again is its next round, so every title in a column is its own.
    const base = entry.title(context);
    const earlier = seen.get(base) ?? 0;
    seen.set(base, earlier + 1);
    const title = earlier === 0 ? base : `${base}（第${ROUNDS[earlier - 1] ?? earlier + 1}期）`;
    const body = entry.body(context);
    return { title, summary: summaryOf(body, title), body: body.join(''), source: entry.source, released };
  });
}

export const FARMING_COLUMNS: readonly { column: FarmingColumn; entries: readonly Entry[] }[] = [
  { column: FARMING_NEWS, entries: NEWS },
  { column: FARMING_POLICY, entries: POLICY },
  { column: FARMING_ANNOUNCEMENT, entries: ANNOUNCEMENTS },
  { column: FARMING_PUBLIC, entries: PUBLIC_INFO },
];

export function seedFarming(db: Database, context: SeedContext): void {
  for (const { column, entries } of FARMING_COLUMNS) seedColumn(db, column, draftArticles(context.random(column.id), context.asOf, entries));
}
