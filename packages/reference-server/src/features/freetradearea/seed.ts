// The free-trade-area sub-site's four columns and their articles, drawn from the feature's own random
// streams.
import type { Database } from 'better-sqlite3';
import { CITY, CREDIT_OFFICE, DEVELOPMENT_COMMISSION } from '../../seed/city.js';
import type { Random } from '../../kernel/random.js';
import { releaseTime, seedColumn, summaryOf } from '../cms/content.js';
import type { SeedContext } from '../../kernel/feature.js';
import { escapeHtml } from '../../kernel/html.js';

/** A column of the sub-site: a named id (the column is text) that no numbered classification can take. */
export interface FtaColumn {
  id: string;
  name: string;
  sort: number;
  /** The portal routes that show it: the column page and its full list. */
  routes: readonly string[];
}

export const FTA_COLUMNS = {
  news: { id: 'fta-news', name: '自贸区新闻动态', sort: 70, routes: ['/free-trade-area/new'] },
  law: { id: 'fta-law', name: '自贸区政策法规', sort: 71, routes: ['/free-trade-area-policy-law', '/free-trade-area-policy/law'] },
  support: { id: 'fta-support', name: '自贸区扶持政策', sort: 72, routes: ['/free-trade-area-policy-support', '/free-trade-area-policy/support'] },
  publicity: { id: 'fta-publicity', name: '自贸区信用公示', sort: 73, routes: ['/free-trade-area-publicity', '/free-trade-area/publicity'] },
} as const satisfies Record<string, FtaColumn>;

/** Articles per column in every seed size: columns, not load-test tables (more than one page of 15). */
export const FTA_ARTICLES = { news: 24, law: 18, support: 18, publicity: 20 } as const;

const p = (text: string): string => `<p>${escapeHtml(text)}</p>`;

const list = (items: readonly string[]): string => `<ol>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ol>`;

const ZONE = '中国（福建）自由贸易试验区';

const LINKED = `${CITY.name}自贸试验区联动发展区`;

const COMMERCE = '市商务局';

const CUSTOMS = `${CITY.short}海关`;

const MARKET = '市市场监督管理局';

const firm = (r: Random): string =>
  `${CITY.name}${r.pick(CITY.firmWords)}${r.pick(['进出口贸易', '跨境电子商务', '国际物流', '鞋业', '工艺品', '食品'])}有限公司`;

interface Draft {
  title: string;
  body: string[];
  source: string;
}

type Writer = (r: Random, year: number, index: number) => Draft;

const NEWS_TOPICS = [
  '“证照分离”改革全覆盖试点', '跨境贸易便利化', '“信用+通关”', '海关高级认证企业培育', '外商投资准入负面清单', '国际贸易“单一窗口”',
  '“一照多址”登记改革', '企业信用风险分类监管', '知识产权保护', '涉企信用修复“一件事”', '市场主体歇业备案', '“信用承诺+容缺受理”',
] as const;

const news: Writer = (r, year, index) => {
  const topic = NEWS_TOPICS[index % NEWS_TOPICS.length] ?? '';
  const firms = r.int(12, 260);
  const title = r.pick([
    `${LINKED}推进${topic}取得新进展`,
    `复制推广自贸试验区改革经验：${CITY.short}${topic}落地见效`,
    `${year}年${LINKED}${topic}工作推进会召开`,
    `${topic}惠及${LINKED}经营主体${firms}家`,
  ]);
  return {
    title,
    source: r.pick([COMMERCE, DEVELOPMENT_COMMISSION.name, MARKET, CUSTOMS]),
    body: [
      p(`近日，${LINKED}围绕${topic}，复制推广${ZONE}改革试点经验，以信用为基础优化营商环境。`),
      p(`截至目前，已有${firms}家经营主体享受相关便利措施，办理时限平均压缩${r.int(30, 75)}%，${firm(r)}等企业反映申报更快、成本更低。`),
      list([`建立${topic}工作台账，明确牵头部门和完成时限`, '将经营主体信用状况嵌入审批和监管环节，守信者“绿色通道”、失信者重点监管', '定期评估改革成效，形成可复制可推广的案例']),
      p(`下一步，${LINKED}将持续对标${ZONE}先行先试成果，推动更多制度创新成果在${CITY.short}落地。`),
    ],
  };
};

const LAWS = [
  ['国务院关于印发中国（福建）自由贸易试验区总体方案的通知', '国务院'],
  ['中国（福建）自由贸易试验区条例', '福建省人民代表大会常务委员会'],
  ['自由贸易试验区外商投资准入特别管理措施（负面清单）', '国家发展改革委 商务部'],
  ['关于推进自由贸易试验区贸易投资便利化改革创新的若干措施', '国务院'],
  ['自由贸易试验区外商投资国家安全审查试行办法', '国务院办公厅'],
  ['关于支持自由贸易试验区深化改革创新若干措施的通知', '国务院'],
  ['中华人民共和国外商投资法', '全国人民代表大会'],
  ['中华人民共和国海关企业信用管理办法', '海关总署'],
  ['企业信息公示暂行条例', '国务院'],
  ['市场主体登记管理条例', '国务院'],
  ['优化营商环境条例', '国务院'],
  ['关于建立和完善守信联合激励和失信联合惩戒制度加快推进社会诚信建设的指导意见', '国务院'],
  ['福建省自贸试验区联动发展区建设实施方案', '福建省人民政府'],
  ['关于在自由贸易试验区开展“证照分离”改革全覆盖试点的通知', '国务院'],
  ['福建省公共信用信息管理暂行办法', '福建省人民政府'],
  ['关于推进以信用为基础的新型监管机制的实施意见', `${CITY.name}人民政府办公室`],
  ['自由贸易试验区跨境服务贸易特别管理措施（负面清单）', '商务部'],
  ['关于加快推进自贸试验区联动发展区建设的若干措施', `${CITY.name}人民政府`],
] as const;

const law: Writer = (r, _year, index) => {
  const [title, issuer] = LAWS[index % LAWS.length] ?? LAWS[0];
  return {
    title,
    source: issuer,
    body: [
      p(`《${title}》由${issuer}发布，现予转载，供${LINKED}经营主体和相关部门学习参考。`),
      p(`文件明确了${r.pick(['投资管理、贸易便利、金融创新和事中事后监管', '准入前国民待遇加负面清单管理', '以信用为基础的分级分类监管', '市场主体登记、信息公示和信用约束'])}等方面的要求。`),
      list(['坚持以制度创新为核心，对标国际高标准经贸规则', '健全社会信用体系，完善守信激励和失信惩戒机制', '加强事中事后监管，推进部门间信息共享和联合监管']),
      p('全文以发布机关公布的文本为准。'),
    ],
  };
};

const SUPPORTS = [
  '跨境电子商务发展扶持资金', '外贸企业出口信用保险保费补助', '自贸试验区改革创新案例奖励', '守信企业“信易贷”贴息', '外资研发中心认定奖励',
  '进口贴息资金', '海关高级认证企业培育奖励', '国际物流航线补助', '服务外包企业发展扶持', '外贸综合服务企业扶持',
  '总部经济企业落户奖励', '知识产权质押融资贴息', '自贸区人才引进补贴', '保税加工企业技术改造补助',
] as const;

const support: Writer = (r, year, index) => {
  const item = SUPPORTS[index % SUPPORTS.length] ?? SUPPORTS[0];
  const title = r.pick([`关于申报${year}年度${item}的通知`, `${item}实施细则`, `${year}年度${item}拟支持企业名单公示`, `${item}申报指南`]);
  return {
    title,
    source: r.pick([COMMERCE, '市财政局', DEVELOPMENT_COMMISSION.name]),
    body: [
      p(`为支持${LINKED}开放型经济发展，根据有关规定，现就${item}有关事项通知如下。`),
      list([
        `申报对象：在${CITY.name}依法登记注册、具有独立法人资格的企业`,
        '信用要求：申报企业近三年无严重失信行为，未被列入经营异常名录、严重违法失信名单和失信被执行人名单',
        `支持标准：按实际发生额的${r.int(10, 50)}%给予补助，单家企业最高不超过${r.int(10, 200)}万元`,
        `申报时间：${year}年${r.int(1, 12)}月底前提交申报材料`,
      ]),
      p(`申报企业的信用状况以“信用${CITY.short}”网站公示信息为准，信用审查由${CREDIT_OFFICE.name}配合开展。`),
    ],
  };
};

const publicity: Writer = (r, year, index) => {
  const kind = r.pick(['海关高级认证企业名单', '守信激励对象名单', '外贸企业信用评价结果', '跨境电商企业信用承诺', '失信主体信用修复结果', '经营异常名录移出名单']);
  const batch = (index % 4) + 1;
  const rows = Array.from({ length: r.int(3, 6) }, () => `<tr><td>${escapeHtml(firm(r))}</td><td>${escapeHtml(r.pick(['A', 'A', 'B', '高级认证']))}</td></tr>`).join('');
  const title = `${LINKED}${year}年第${batch}批${kind}公示`;
  return {
    title,
    source: r.pick([CREDIT_OFFICE.name, CUSTOMS, MARKET, COMMERCE]),
    body: [
      p(`根据${ZONE}信用监管有关规定，经企业申报、部门审核，现将${LINKED}${year}年第${batch}批${kind}予以公示。`),
      `<table><thead><tr><th scope="col">企业名称</th><th scope="col">评价结果</th></tr></thead><tbody>${rows}</tbody></table>`,
      p(`公示期为${r.int(5, 10)}个工作日。对公示内容有异议的，可在公示期内通过本站“异议申诉”栏目提出，并提供相关证明材料。`),
    ],
  };
};

const WRITERS: Record<keyof typeof FTA_COLUMNS, Writer> = { news, law, support, publicity };

/** The articles of one column, newest first by release time; titles unique. */
export function draftFtaArticles(key: keyof typeof FTA_COLUMNS, r: Random, asOf: number) {
  const seen = new Set<string>();
  const out: { title: string; summary: string; body: string; source: string; released: number }[] = [];
  for (let index = 0; out.length < FTA_ARTICLES[key] && index < 500; index += 1) {
    const released = releaseTime(r, asOf, 700);
    const year = new Date(released + 8 * 3600_000).getUTCFullYear();
    const draft = WRITERS[key](r, year, index);
    if (seen.has(draft.title)) continue;
    seen.add(draft.title);
    out.push({ title: draft.title, summary: summaryOf(draft.body, draft.title), body: draft.body.join(''), source: draft.source, released });
  }
  return out;
}

export function seedFreeTradeArea(db: Database, context: SeedContext): void {
  for (const key of Object.keys(FTA_COLUMNS) as (keyof typeof FTA_COLUMNS)[]) {
    seedColumn(db, FTA_COLUMNS[key], draftFtaArticles(key, context.random(`free-trade-area-${key}`), context.asOf));
  }
}
