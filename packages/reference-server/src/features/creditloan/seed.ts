// The credit-loan sub-site's columns (news, service guides) and their articles, drawn from the feature's
// own random streams.
import type { Database } from 'better-sqlite3';
import { CITY, ORGANS } from '../../seed/city.js';
import type { Random } from '../../kernel/random.js';
import { releaseTime, seedColumn, summaryOf, type ColumnArticle } from '../cms/content.js';
import type { SeedContext } from '../../kernel/feature.js';
import { escapeHtml } from '../../kernel/html.js';

export const CREDIT_LOAN_NEWS = { id: 'credit-loan-news', name: '信用贷资讯', sort: 80, route: '/credit-loan-news' } as const;

export const CREDIT_LOAN_GUIDES = { id: 'credit-loan-guides', name: '信用贷服务指南', sort: 81, route: '/credit-loan-service' } as const;

/** Articles per column in every seed size. */
export const CREDIT_LOAN_NEWS_ARTICLES = 22;

export const CREDIT_LOAN_GUIDE_ARTICLES = 10;

const p = (text: string): string => `<p>${escapeHtml(text)}</p>`;

const h2 = (text: string): string => `<h2>${escapeHtml(text)}</h2>`;

const list = (items: readonly string[]): string => `<ol>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ol>`;

const PLATFORM = `${CITY.name}信易贷融资对接平台`;

const BANKS = ['兴业银行', `${CITY.short}农商银行`, '建设银行', '中国银行', '农业银行', '工商银行', '邮储银行', `${CITY.short}农信担保`] as const;

const lenders = ORGANS.filter((o) => [`中国人民银行${CITY.name}分行`, `国家金融监督管理总局${CITY.short}监管分局`, '市发展和改革委员会'].includes(o.name));

function newsArticle(r: Random, year: number) {
  const bank = r.pick(BANKS);
  const district = r.pick(CITY.districts);
  const amount = r.int(2, 60);
  const firms = r.int(30, 900);
  const title = r.pick([
    `${bank}依托信易贷平台为小微企业发放信用贷款${amount}亿元`,
    `${district}召开“信易贷”政银企对接会，现场签约${r.int(5, 40)}家企业`,
    `${year}年${CITY.short}信用贷款余额同比增长${r.int(8, 40)}%`,
    `“信用贷”助力${district}${r.pick(['鞋服', '工艺美术', '食品加工', '电子信息'])}企业复工扩产`,
    `${bank}推出守信企业专属信用贷款产品`,
    `信易贷平台入驻金融机构增至${r.int(18, 46)}家`,
    `“信用贷”走进${district}：${firms}家经营主体获授信`,
  ]);
  const body = [
    p(`${PLATFORM}归集纳税、社保、公积金、水电气和公共信用信息，向入驻金融机构推送企业信用画像，帮助银行对小微企业“敢贷、愿贷、能贷”。`),
    p(`据统计，${bank}等金融机构通过平台累计受理融资需求${firms}笔，发放信用贷款${amount}亿元，平均审批时间缩短至${r.int(2, 7)}个工作日，纯信用贷款占比${r.int(35, 70)}%。`),
    list(['企业在平台注册认证后即可在线申请金融产品', '金融机构根据企业授权查询信用信息，线上审批', '守信企业享受利率优惠和优先放款']),
    p(`下一步，${r.pick(lenders).name}将会同有关部门扩大平台覆盖面，推动更多信用贷款产品上线。`),
  ];
  return { title, body, source: r.pick([...lenders.map((o) => o.name), `${bank}${CITY.short}分行`]) };
}

/** The service guides: fixed texts, one per question a borrower asks. */
const GUIDES: readonly { title: string; body: string[] }[] = [
  {
    title: '信用贷款申请流程',
    body: [
      p(`在${PLATFORM}申请信用贷款分为以下步骤：`),
      list(['登录：使用统一身份认证账号登录本网站', '选产品：在“特色服务”中按产品类型、额度、期限筛选金融产品', '提交申请：填写融资金额、期限、用途和联系人', '银行受理：金融机构在3个工作日内受理并联系企业', '审批放款：审批通过后签订合同、发放贷款']),
      p('申请进度可在“个人中心”的融资申请中查看，受理编号以JR开头。'),
    ],
  },
  {
    title: '申请信用贷款需要哪些条件',
    body: [
      p('各金融产品的申请条件以产品页面为准，一般要求：'),
      list(['在本市依法登记注册、正常经营满一年', '企业及其实际控制人无不良信用记录，未被列入失信被执行人名单', '纳税信用等级B级及以上（部分产品要求）', '贷款用途合法合规']),
    ],
  },
  {
    title: '信用信息如何帮助企业获得贷款',
    body: [
      h2('信用画像'),
      p('平台在企业授权后，向金融机构提供企业的纳税、社保、公积金、水电气缴费和行政许可、行政处罚等公共信用信息，形成企业信用画像。'),
      h2('守信激励'),
      p('获评守信激励对象、纳税信用A级的企业可享受利率优惠、提高授信额度和优先审批等激励措施。'),
    ],
  },
  {
    title: '融资担保服务说明',
    body: [
      p('缺少抵押物的企业可选择入驻平台的政策性融资担保机构提供担保，担保费率不超过1%。'),
      list(['企业在平台选择担保贷款类产品', '担保机构与银行联合审批', '担保机构对守信企业降低反担保要求']),
    ],
  },
  {
    title: '信用贷款常见问题解答',
    body: [
      h2('个人可以申请吗？'),
      p('部分产品面向个体工商户和农户，标注“仅限企业”的产品需使用企业账号登录后申请。'),
      h2('申请被退回怎么办？'),
      p('可根据金融机构的审核意见补充材料后重新申请；对信用信息有异议的，可通过本站“异议申诉”栏目提出。'),
    ],
  },
  {
    title: '如何查询融资申请进度',
    body: [
      p('提交申请后，可在“个人中心”的融资申请中按受理编号查看进度：已提交、受理中、已授信、已放款或已退回。'),
      p('金融机构受理后会填写处理意见；对处理结果有疑问的，可直接拨打产品页面所列的机构联系电话咨询。'),
    ],
  },
  {
    title: '个体工商户和农户如何申请信用贷款',
    body: [
      p('个体工商户和农户可使用个人账号登录后申请未标注“仅限企业”的金融产品。'),
      list(['选择面向个体工商户或农户的产品，如荔枝贷、枇杷贷', '如实填写经营情况和贷款用途', '按金融机构要求补充营业执照或土地承包等材料']),
    ],
  },
  {
    title: '信用修复后能否申请信用贷款',
    body: [
      p('失信信息按规定完成信用修复并在本网站撤下公示后，不再作为金融机构的负面信息使用，企业可正常申请信用贷款。'),
      p('信用修复的条件和流程见本站“信用修复”栏目。'),
    ],
  },
  {
    title: '贷款利率和费用说明',
    body: [
      p('平台展示的年利率为金融机构公布的区间，实际利率根据企业信用状况和担保方式在区间内确定。'),
      list(['平台不向企业收取任何费用', '担保贷款的担保费率不超过1%', '守信激励对象可享受利率优惠']),
    ],
  },
  {
    title: '金融机构入驻信易贷平台指南',
    body: [
      p(`在${CITY.name}设立分支机构的银行业金融机构和政策性融资担保机构，可向中国人民银行${CITY.name}分行申请入驻${PLATFORM}。`),
      list(['提交入驻申请和产品说明', '签订信息安全和保密承诺', '完成系统对接和人员培训', '上线发布金融产品']),
    ],
  },
];

export function seedCreditLoan(db: Database, context: SeedContext): void {
  const r = context.random('credit-loan-news');
  const seen = new Set<string>();
  const news: ColumnArticle[] = [];
  for (let tries = 0; seen.size < CREDIT_LOAN_NEWS_ARTICLES && tries < 500; tries += 1) {
    const released = releaseTime(r, context.asOf, 720);
    const drafted = newsArticle(r, new Date(released + 8 * 3600_000).getUTCFullYear());
    if (seen.has(drafted.title)) continue;
    seen.add(drafted.title);
    news.push({ title: drafted.title, summary: summaryOf(drafted.body, drafted.title), body: drafted.body.join(''), source: drafted.source, released });
  }
  seedColumn(db, CREDIT_LOAN_NEWS, news);

  const g = context.random('credit-loan-guides');
  seedColumn(
    db,
    CREDIT_LOAN_GUIDES,
    GUIDES.map((guide) => ({
      title: guide.title, summary: summaryOf(guide.body, guide.title), body: guide.body.join(''), source: `中国人民银行${CITY.name}分行`,
      released: releaseTime(g, context.asOf, 400),
    })),
  );
}
