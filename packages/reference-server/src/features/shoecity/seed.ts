// The credit-shoe city's news column and its articles, drawn from the feature's own random stream.
import type { Database } from 'better-sqlite3';
import { CITY } from '../../seed/city.js';
import type { Random } from '../../kernel/random.js';
import { releaseTime, seedColumn, summaryOf } from '../cms/content.js';
import type { SeedContext } from '../../kernel/feature.js';
import { escapeHtml } from '../../kernel/html.js';

/** The column, after the CMS feature's ids (1–27, 101–108 and the repair guide's named ids). */
export const SHOE_CITY_NEWS = { id: '120', name: '鞋城动态', sort: 120, articles: 18, route: '/credit-shoes-news' } as const;

/** Where the shoe firms are: the city's districts and zones, its second district first. */
const SHOE_DISTRICTS: readonly string[] = [CITY.districts[1] ?? CITY.name, CITY.districts[0] ?? CITY.name, ...CITY.districts.slice(2, 5), CITY.districts.at(-2) ?? CITY.name];

const SOURCES = ['市工业和信息化局', '市市场监督管理局', '市商务局', '市鞋业协会', '市社会信用体系建设领导小组办公室'] as const;

const p = (text: string): string => `<p>${escapeHtml(text)}</p>`;

/** Titles and bodies in the wording of the city's shoe-trade credit work. */
const DRAFTS: readonly ((r: Random) => { title: string; paragraphs: string[] })[] = [
  (r) => {
    const count = r.int(120, 380);
    return {
      title: `${CITY.name}鞋业企业信用评价结果发布，${count}家企业获评A级`,
      paragraphs: [
        `近日，${CITY.name}公布年度鞋服制造行业企业信用评价结果，共有${count}家鞋业企业获评A级信用企业。评价结果已在“信用${CITY.short}”网站“信用+”专栏公示。`,
        '本次评价围绕企业依法纳税、合同履约、产品质量、知识产权保护和劳动用工等方面开展，综合运用公共信用信息和行业协会评价意见。',
        '评价结果将作为政府采购、评优评先、融资授信和日常监管的重要参考，对A级企业在行政审批中实行“绿色通道”。',
      ],
    };
  },
  (r) => {
    const district = r.pick(SHOE_DISTRICTS);
    return {
      title: `${district}开展鞋业知识产权保护专项整治行动`,
      paragraphs: [
        `为维护鞋业市场秩序，${district}联合市场监管、公安等部门开展鞋业知识产权保护专项整治行动，重点打击假冒商标、侵犯外观设计专利等违法行为。`,
        `行动期间共检查鞋业生产经营单位${r.int(60, 300)}家，责令整改${r.int(5, 40)}家，相关行政处罚信息已依法归集至公共信用信息平台并向社会公示。`,
        '下一步，将持续推进信用分级分类监管，对存在侵权失信行为的企业提高抽查比例和频次。',
      ],
    };
  },
  (r) => ({
    title: `“鞋业贷”累计为${r.int(200, 900)}家鞋企授信${r.int(20, 90)}亿元`,
    paragraphs: [
      `记者从${CITY.name}金融监管部门获悉，依托“信易贷”平台推出的“鞋业贷”产品，累计为鞋服制造企业提供信用贷款，有效缓解了中小鞋企采购原材料的资金压力。`,
      '“鞋业贷”以企业信用评价结果和订单信息为主要授信依据，信用等级越高，可获得的授信额度越高、利率越低。',
      `鞋业企业可通过“${CITY.portalName}”网站信易贷融资对接平台在线申请，银行在线受理、限时办结。`,
    ],
  }),
  (r) => ({
    title: `鞋城商户签署诚信经营承诺书，${r.int(300, 1200)}家商户“亮码经营”`,
    paragraphs: [
      `近日，${CITY.name}鞋城服务中心组织商户集中签署诚信经营承诺书，承诺明码标价、不售假冒伪劣产品、不虚假宣传。`,
      '签署承诺的商户在店铺显著位置张贴信用二维码，采购商扫码即可查看商户的公共信用信息和信用承诺履行情况。',
      '市场监管部门将对承诺履行情况进行跟踪核查，违背承诺的将记入信用记录。',
    ],
  }),
  (r) => ({
    title: `鞋业行业协会发布《鞋业企业诚信经营自律公约》`,
    paragraphs: [
      `${CITY.name}鞋业协会发布《鞋业企业诚信经营自律公约》，${r.int(80, 260)}家会员企业现场签约。`,
      '公约从产品质量、合同履约、劳动用工、环境保护和知识产权等方面对会员企业提出自律要求。',
      '协会将建立会员企业信用档案，对违反公约的企业采取警示、通报批评直至取消会员资格等措施。',
    ],
  }),
  (r) => ({
    title: `${r.pick(SHOE_DISTRICTS)}鞋企信用修复培训会举办`,
    paragraphs: [
      '为帮助受到行政处罚的鞋业企业及时修复信用，相关部门举办信用修复专题培训会。',
      `培训会解读了信用修复的条件、流程和所需材料，现场为${r.int(20, 90)}家企业答疑解惑。`,
      `企业可通过“${CITY.portalName}”网站信用修复栏目在线提交申请，符合条件的将按规定缩短公示期限。`,
    ],
  }),
  (r) => ({
    title: `鞋服出口企业信用培育工作推进，${r.int(30, 120)}家企业纳入重点培育名单`,
    paragraphs: [
      '为提升鞋服出口企业的国际竞争力，商务、海关等部门联合开展出口企业信用培育工作。',
      '纳入培育名单的企业将获得海关高级认证辅导、出口信用保险优惠等支持。',
      '相关部门将定期跟踪企业信用状况，对发生严重失信行为的企业移出培育名单。',
    ],
  }),
];

function draft(r: Random, asOf: number) {
  return Array.from({ length: SHOE_CITY_NEWS.articles }, (_, i) => {
    const { title, paragraphs } = (DRAFTS[i % DRAFTS.length] as (typeof DRAFTS)[number])(r);
    return { title, paragraphs, source: r.pick(SOURCES), releasedAt: releaseTime(r, asOf, 700) };
  }).sort((a, b) => a.releasedAt - b.releasedAt);
}

export function seedShoeCity(db: Database, context: SeedContext): void {
  seedColumn(
    db,
    SHOE_CITY_NEWS,
    draft(context.random('shoecity'), context.asOf).map((article) => ({
      title: article.title, summary: summaryOf(article.paragraphs, article.title), body: article.paragraphs.map(p).join('\n'),
      source: article.source, released: article.releasedAt,
    })),
  );
}
