// What the CMS feature adds to the foundation's articles: the classifications that the portal's
// list, topic and journal routes ask for by name (spec §2 "/other", special topics, /city-journal),
// their articles with richer HTML bodies, the header's link lists, member units and sidebars.
import { CAMPAIGNS, CITY, CREDIT_OFFICE, INDUSTRIES, ORGANS, TOPICS, type Organ, type Subsite } from '../../seed/city.js';
import type { Database } from 'better-sqlite3';
import type { Random } from '../../kernel/random.js';
import { formatCst } from '../../kernel/time.js';
import { escapeHtml } from '../../kernel/html.js';

export interface ExtraClassification {
  id: string;
  parentId: string | null;
  name: string;
  sort: number;
  /** Articles of a demo seed; 0 for a parent whose articles sit in its children. */
  articles: number;
  /** The portal route that lists it (documentation of the mapping, spec §2). */
  route: string;
}

/** Ids follow the foundation's 1–8 (信用动态 … 典型案例). */
export const EXTRA_CLASSIFICATIONS: readonly ExtraClassification[] = [
  { id: '9', parentId: null, name: '联合奖惩', sort: 9, articles: 24, route: '/rewards-punishments' },
  { id: '10', parentId: null, name: '信用宣传', sort: 10, articles: 26, route: '/credit-propaganda' },
  { id: '11', parentId: null, name: '营商环境', sort: 11, articles: 0, route: '/business-environment' },
  { id: '12', parentId: '11', name: '经验借鉴', sort: 1, articles: 18, route: '/business-environment?type=经验借鉴' },
  { id: '13', parentId: '11', name: '我市做法', sort: 2, articles: 20, route: '/business-environment?type=我市做法' },
  { id: '14', parentId: null, name: '专项治理', sort: 12, articles: 22, route: '/special-governance' },
  { id: '15', parentId: null, name: '双随机一公开', sort: 13, articles: 24, route: '/double-random-check' },
  { id: '16', parentId: null, name: '信用知识', sort: 14, articles: 20, route: '/credit-knowledge' },
  { id: '17', parentId: null, name: '城市信用', sort: 15, articles: 18, route: '/city-credit' },
  { id: '18', parentId: null, name: '行业信用', sort: 16, articles: 20, route: '/industry-credit' },
  { id: '19', parentId: null, name: CITY.journal.title, sort: 17, articles: 20, route: '/city-journal' },
  { id: '20', parentId: null, name: '失信惩戒', sort: 18, articles: 18, route: '/punish-again' },
  { id: '21', parentId: null, name: '创新案例', sort: 19, articles: 16, route: '/other-innovation' },
  { id: '22', parentId: null, name: '专项整治', sort: 20, articles: 16, route: '/specialty-improve' },
  { id: '23', parentId: null, name: '标准规范', sort: 21, articles: 16, route: '/standard-specification' },
  { id: '24', parentId: null, name: '垃圾分类', sort: 22, articles: 16, route: '/refuse-classification' },
  { id: '25', parentId: null, name: '信用修复', sort: 23, articles: 18, route: '/credit-repair-news' },
  { id: '26', parentId: null, name: '失信风险警示', sort: 24, articles: 16, route: '/SXFXJSBG' },
  { id: '27', parentId: null, name: '常见问题', sort: 25, articles: 16, route: '/common-problem' },
];

/** Pictures that article bodies show (drawn as SVG like the adverts): id, caption. */
export const ARTICLE_PHOTOS: readonly [id: string, caption: string][] = [
  ['article-photo-1', '社会信用体系建设工作推进会'],
  ['article-photo-2', '诚信兴商宣传月活动现场'],
  ['article-photo-3', '信用修复业务培训班'],
  ['article-photo-4', '“双随机、一公开”联合抽查'],
  ['article-photo-5', '信易贷政银企对接会'],
  ['article-photo-6', '诚信示范街区授牌仪式'],
  ['article-photo-7', '垃圾分类进社区宣传'],
  ['article-photo-8', '信用知识进企业'],
];

const p = (text: string): string => `<p>${escapeHtml(text)}</p>`;

interface Ctx {
  organ: Organ;
  industry: string;
  topic: string;
  campaign: string;
  district: string;
  year: number;
  month: number;
  firm: string;
}

function table(head: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cells = (row: readonly (string | number)[], tag: 'th' | 'td') => `<tr>${row.map((c) => `<${tag}>${escapeHtml(String(c))}</${tag}>`).join('')}</tr>`;
  return `<table><thead>${cells(head, 'th')}</thead><tbody>${rows.map((r) => cells(r, 'td')).join('')}</tbody></table>`;
}

const list = (items: readonly string[], ordered = false): string =>
  `<${ordered ? 'ol' : 'ul'}>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</${ordered ? 'ol' : 'ul'}>`;

function photo(r: Random): string {
  const [id, caption] = r.pick(ARTICLE_PHOTOS);
  return `<figure><img src="/api/filestorage/file/readImage/${id}" alt="${escapeHtml(caption)}" width="640" height="360"><figcaption>${escapeHtml(caption)}</figcaption></figure>`;
}

function firmName(r: Random): string {
  return `${CITY.name}${r.pick(CITY.firmWords)}${r.pick(['鞋业', '工艺品', '食品', '建设工程', '贸易', '物流', '电子科技', '餐饮管理'])}有限公司`;
}

type Writer = { titles: (r: Random, c: Ctx) => string; body: (r: Random, c: Ctx, title: string) => string[] };

const closing = (c: Ctx): string =>
  `下一步，${c.organ.short}将持续深化${c.industry}领域信用体系建设，推动形成“守信者处处受益、失信者处处受限”的良好氛围。`;

const WRITERS: Record<string, Writer> = {
  联合奖惩: {
    titles: (r, c) => r.pick([`${c.organ.short}对${r.int(3, 30)}家守信主体实施“绿色通道”激励`, `我市${c.year}年第${r.int(1, 4)}批失信联合惩戒对象名单发布`, `${c.district}联合奖惩系统嵌入审批流程实现“逢办必查”`, `联合奖惩备忘录在${c.industry}领域落地见效`]),
    body: (r, c) => [
      `${c.organ.name}依托${CITY.name}公共信用信息平台联合奖惩系统，在${c.industry}领域行政审批、公共资源交易等环节全面实施“逢办必查”。`,
      `截至${c.month}月底，系统累计查询信用记录${r.int(2, 90)}万余次，对守信主体实施激励措施${r.int(200, 3000)}项次，对失信主体实施约束措施${r.int(20, 400)}项次。`,
      table(['措施类别', '实施部门', '项次'], [['容缺受理', c.organ.short, r.int(30, 300)], ['优先推荐评优评先', '市发展改革委', r.int(10, 80)], ['限制参与政府采购', '市财政局', r.int(2, 40)]]),
      closing(c),
    ],
  },
  信用宣传: {
    titles: (r, c) => r.pick([`“${c.campaign}”主题宣传活动走进${c.district}`, `${c.organ.short}开展“${c.campaign}”进企业活动`, `我市举办${c.year}年“诚信建设万里行”主题宣传`, `信用知识竞赛在${c.district}举行`]),
    body: (r, c) => [
      `${c.month}月，${c.organ.name}联合${c.district}在辖区开展“${c.campaign}”主题宣传活动。`,
      photo(r),
      `活动通过设置咨询台、发放宣传册、现场讲解等方式，向群众普及信用报告查询、信用修复、信用承诺等知识，发放宣传资料${r.int(5, 40) * 100}余份。`,
      `${firmName(r)}等${r.int(5, 30)}家企业现场签署诚信经营承诺书。`,
      closing(c),
    ],
  },
  经验借鉴: {
    titles: (r) => r.pick(['杭州：“信用+”场景应用让守信者处处受益', '厦门：信用承诺制改革压缩审批时限', '苏州：“信易贷”平台破解小微企业融资难', '成都：构建以信用为基础的新型监管机制', '深圳：信用修复“一网通办”', '青岛：公共信用综合评价结果全面应用']),
    body: (r, c) => [
      `近年来，兄弟城市在${c.topic}方面积极探索，形成了一批可复制、可推广的经验做法。`,
      list([`建立${c.topic}工作专班，明确部门职责分工`, '依托公共信用信息平台实现数据共享和结果应用', `在${c.industry}等重点领域先行先试`, '健全考核评价机制，定期通报工作进展'], true),
      `${CITY.name}将认真学习借鉴先进地区经验，结合本地实际，进一步优化营商环境。`,
    ],
  },
  我市做法: {
    titles: (r, c) => r.pick([`${c.district}推行“信用+审批”提升办事效率`, `我市“信用承诺+容缺受理”惠及经营主体${r.int(2, 9)}千余家`, `${c.organ.short}打造“诚信示范街区”优化营商环境`, `我市“信易贷”累计放款突破${r.int(30, 200)}亿元`]),
    body: (r, c) => [
      `为持续优化营商环境，${c.organ.name}在${c.industry}领域推行信用承诺制，申请人书面承诺后即可先行办理，审批时限平均压缩${r.int(30, 70)}%。`,
      r.chance(0.5) ? photo(r) : p(`今年以来，${c.district}共为${r.int(200, 3000)}家经营主体办理“承诺即入”事项。`),
      table(['指标', '数值'], [['承诺办理事项', `${r.int(50, 300)}项`], ['惠及经营主体', `${r.int(1000, 9000)}家`], ['平均办理时限', `${r.int(1, 5)}个工作日`]]),
      closing(c),
    ],
  },
  专项治理: {
    titles: (r, c) => r.pick([`${c.organ.short}开展${c.industry}领域失信问题专项治理`, `我市${c.year}年度失信被执行人专项治理工作取得阶段性成效`, `${c.district}政务失信专项治理推进会召开`, `拖欠农民工工资失信问题专项治理行动启动`]),
    body: (r, c) => [
      `根据国家和省关于开展失信问题专项治理的部署，${c.organ.name}在全市${c.industry}领域开展专项治理。`,
      list([`全面排查${c.industry}领域失信主体，建立问题清单`, '逐一约谈失信主体，督促履行法定义务', '对整改到位的主体，指导其按程序申请信用修复', '对拒不整改的主体依法依规实施联合惩戒']),
      `专项治理开展以来，已督促${r.int(10, 120)}家失信主体完成整改，${r.int(5, 60)}家主体完成信用修复。`,
      closing(c),
    ],
  },
  双随机一公开: {
    titles: (r, c) => r.pick([`${c.year}年第${r.int(1, 4)}批“双随机、一公开”抽查结果公示`, `${c.organ.short}${c.year}年度跨部门联合抽查计划`, `${c.district}${c.industry}领域“双随机、一公开”抽查情况通报`]),
    body: (r, c) => {
      const rows = Array.from({ length: r.int(3, 6) }, () => [firmName(r), c.industry, r.pick(['未发现问题', '未发现问题', '发现问题已责令整改', '未按规定公示年度报告'])]);
      return [
        `根据《${CITY.name}推进“双随机、一公开”监管工作实施方案》，${c.organ.name}对${c.industry}领域经营主体开展随机抽查，现将抽查结果公示如下：`,
        table(['经营主体名称', '抽查领域', '抽查结果'], rows),
        `本次共抽取检查对象${r.int(20, 200)}家，抽查结果将记入经营主体信用记录，并通过国家企业信用信息公示系统向社会公示。`,
      ];
    },
  },
  信用知识: {
    titles: (r) => r.pick(['什么是统一社会信用代码？', '如何查询企业的信用报告？', '信用修复需要满足哪些条件？', '什么是信用承诺制？', '失信被执行人会受到哪些限制？', '个人信用记录如何维护？', '什么是“红黑名单”？', '公共信用信息包括哪些内容？']),
    body: (r, c, title) => [
      `问：${title}`,
      `答：${r.pick(['统一社会信用代码是一组长度为18位的用于法人和其他组织身份识别的代码，由登记管理部门负责在法人和其他组织注册登记时发放。', '经营主体可以通过信用网站的“信用报告”栏目在线查询和下载本单位的公共信用信息报告。', '失信主体在规定期限内纠正失信行为、消除不良影响，且公示期满后，可以按规定申请信用修复。', '信用承诺制是指申请人以书面形式作出承诺，行政机关据此简化办理程序的一种制度安排。'])}`,
      list(['登录信用网站并完成实名认证', `在相应栏目填写${c.topic}相关信息`, '上传证明材料并提交申请', '通过“查询”功能跟踪办理进度'], true),
      '如有疑问，可拨打信用网站服务热线咨询。',
    ],
  },
  城市信用: {
    titles: (r, c) => r.pick([`${c.year}年${c.month}月全国城市信用状况监测结果发布`, `我市城市信用监测排名稳居全省前列`, `${c.district}创建社会信用体系建设示范区工作纪实`]),
    body: (r, c) => [
      `在${c.year}年${c.month}月全国城市信用状况监测中，${CITY.name}综合排名位居全国地级市第${r.int(20, 80)}位、全省第${r.int(1, 4)}位。`,
      table(['城市', '综合得分', '全省排名'], [['福州市', (86 + r.next() * 3).toFixed(2), 1], [CITY.name, (84 + r.next() * 3).toFixed(2), 2], ['泉州市', (83 + r.next() * 3).toFixed(2), 3]]),
      `${c.topic}、信用承诺制等指标表现突出。`,
      closing(c),
    ],
  },
  行业信用: {
    titles: (r, c) => r.pick([`${c.industry}行业信用评价结果发布`, `${c.organ.short}建立${c.industry}领域信用分级分类监管制度`, `${c.industry}领域经营主体信用等级情况通报`]),
    body: (r, c) => [
      `${c.organ.name}组织开展${c.year}年度${c.industry}领域经营主体信用评价，共评价经营主体${r.int(200, 3000)}家。`,
      table(['信用等级', '主体数量（家）'], [['A级（守信）', r.int(50, 900)], ['B级（基本守信）', r.int(100, 1500)], ['C级（失信）', r.int(5, 60)], ['D级（严重失信）', r.int(0, 10)]]),
      `评价结果将作为${c.industry}领域“双随机、一公开”抽查比例和频次的重要依据。`,
    ],
  },
  失信惩戒: {
    titles: (r, c) => r.pick([`${c.organ.short}依法对严重失信主体实施联合惩戒`, `${r.int(10, 60)}名失信被执行人被限制高消费`, `我市公布${c.year}年第${r.int(1, 4)}批严重失信主体名单`]),
    body: (r, c) => [
      `${c.organ.name}依据有关法律法规，将${firmName(r)}等主体列入严重失信主体名单，依法实施联合惩戒。`,
      list(['限制参与政府采购和招标投标', '限制取得政府供应土地', '限制乘坐飞机、高铁等高消费行为', '在评优评先中实行“一票否决”']),
      `惩戒措施将持续至失信主体完成信用修复为止。`,
    ],
  },
  创新案例: {
    titles: (r, c) => r.pick([`“信用+${r.pick(['医疗', '养老', '交通', '旅游', '文明城市'])}”创新应用案例`, `${c.district}探索“信用村”建设新路径`, `“信用分”让守信企业享受实实在在的便利`]),
    body: (r, c) => [`【背景】${c.district}围绕${c.topic}开展创新探索。`, r.chance(0.5) ? photo(r) : p('【做法】将信用评价结果嵌入公共服务场景。'), `【成效】累计惠及群众${r.int(1, 30)}万人次，经营主体${r.int(200, 3000)}家。`, closing(c)],
  },
  专项整治: {
    titles: (r, c) => r.pick([`${c.industry}领域突出问题专项整治行动方案`, `${c.organ.short}开展“${c.campaign}”专项整治`, `${c.district}专项整治行动取得实效`]),
    body: (r, c) => [`为解决${c.industry}领域群众反映强烈的突出问题，${c.organ.name}开展专项整治。`, list(['排查摸底', '集中整治', '巩固提升'], true), `整治期间共检查经营主体${r.int(100, 2000)}家，立案查处${r.int(3, 50)}件。`],
  },
  标准规范: {
    titles: (r) => r.pick(['《公共信用信息基础数据项规范》解读', '《法人和其他组织统一社会信用代码编码规则》（GB 32100-2015）', '《信用修复服务规范》地方标准发布', '《公共信用信息报告编制规范》解读', '《“双公示”数据标准》（2024版）']),
    body: (r, c, title) => [`${title}对${c.topic}工作提出了规范要求。`, list(['适用范围', '术语和定义', '基本要求', '数据项及格式', '质量控制'], true), `各单位应按照标准要求做好数据报送，确保数据合规率达到${r.int(95, 100)}%。`],
  },
  垃圾分类: {
    titles: (r, c) => r.pick([`${c.district}垃圾分类工作纳入社区信用评价`, '垃圾分类“红黑榜”第' + String(r.int(1, 20)) + '期发布', `我市推进生活垃圾分类与信用积分挂钩`]),
    body: (r, c) => [`${c.district}将生活垃圾分类情况纳入居民信用积分和单位信用评价。`, photo(r), table(['社区', '分类准确率', '积分'], [['东园社区', `${r.int(85, 99)}%`, r.int(80, 100)], ['梅峰社区', `${r.int(80, 99)}%`, r.int(70, 100)], ['镇海社区', `${r.int(75, 99)}%`, r.int(60, 100)]]), closing(c)],
  },
  信用修复: {
    titles: (r, c) => r.pick([`“信用修复一件事”集成办理在${c.district}上线`, `${c.organ.short}主动告知${r.int(20, 300)}家主体信用修复途径`, `信用修复“一网通办”累计办结${r.int(500, 5000)}件`]),
    body: (r, c) => [`${c.organ.name}推动信用修复“一网通办”，经营主体可在线提交申请、查询进度。`, list(['登录信用网站进入“信用修复”栏目', '填写修复申请并上传整改材料', '认定单位审核', '平台更新信用记录'], true), `今年以来，全市共办结信用修复申请${r.int(500, 5000)}件，平均办理时限${r.int(1, 3)}个工作日。`],
  },
  失信风险警示: {
    titles: (r, c) => r.pick([`${c.year}年第${r.int(1, 4)}季度经营主体失信风险警示报告`, `${c.industry}领域失信风险警示（${c.year}年${c.month}月）`]),
    body: (r, c) => [`根据公共信用信息平台监测，${c.industry}领域存在失信风险的经营主体${r.int(10, 200)}家。`, table(['风险类型', '主体数量（家）'], [['行政处罚', r.int(5, 80)], ['经营异常', r.int(5, 120)], ['司法失信', r.int(1, 30)]]), '请相关部门加强监管，请经营主体及时整改。'],
  },
  常见问题: {
    titles: (r) => r.pick(['信用报告下载后如何验证真伪？', '忘记登录密码怎么办？', '异议申诉多久可以办结？', '为什么查询不到我单位的信息？', '信用承诺书填写有哪些注意事项？', '自主声明提交后可以修改吗？']),
    body: (r, _c, title) => [`问：${title}`, `答：${r.pick(['信用报告右上角的报告编号即验证码，可在“信用报告”栏目输入报告编号核验。', '可在登录页点击“忘记密码”，通过手机验证码重置。', '异议申诉自受理之日起一般在5个工作日内办结。', '信息更新存在一定周期，如仍查询不到，可通过“信息纠错”反映。'])}`],
  },
};

/** 信用期刊: one issue per month, with its cover and the issue as an attachment. */
function journalIssue(index: number, year: number, month: number): { title: string; body: string[] } {
  const title = `《${CITY.short}信用》${year}年第${month}期（总第${index}期）`;
  return {
    title,
    body: [
      `<figure><img src="/api/filestorage/file/readImage/journal-cover" alt="${escapeHtml(title)}封面" width="420" height="594"><figcaption>${escapeHtml(title)}</figcaption></figure>`,
      '本期目录：',
      list(['【要闻】全市社会信用体系建设工作推进会召开', '【政策】信用修复管理办法解读', '【案例】“信易贷”助力中小微企业发展', '【知识】如何查询和使用信用报告']),
    ],
  };
}

export interface ExtraArticle {
  classificationId: string;
  title: string;
  summary: string;
  body: string;
  source: string;
  releasedAt: number;
  /** File names of the attachments (PDF documents). */
  attachments: string[];
}

const DAY = 24 * 3600_000;

/** A release moment on a working day in office hours, at most `spanDays` before `asOf`. */
export function releaseTime(r: Random, asOf: number, spanDays: number): number {
  let at = asOf - r.int(1, spanDays) * DAY;
  const weekday = new Date(at + 8 * 3600_000).getUTCDay();
  if (weekday === 6) at -= DAY;
  if (weekday === 0) at -= 2 * DAY;
  const cstMidnight = at - ((at + 8 * 3600_000) % DAY);
  return cstMidnight + (r.int(8, 17) * 60 + r.int(0, 59)) * 60_000 + r.int(0, 59) * 1000;
}

/** An article's summary: its first paragraph of substance, at most 120 characters. */
export const summaryOf = (paragraphs: readonly string[], title: string): string => {
  const text = paragraphs.map((x) => x.replace(/<[^>]*>/g, '')).find((x) => x.length > 30) ?? title;
  return text.length > 120 ? `${text.slice(0, 118)}……` : text;
};

export function draftExtraArticles(r: Random, asOf: number): ExtraArticle[] {
  const out: ExtraArticle[] = [];
  for (const classification of EXTRA_CLASSIFICATIONS) {
    if (classification.name === '信用期刊') {
      const asOfDate = new Date(asOf + 8 * 3600_000);
      for (let i = 0; i < classification.articles; i++) {
        // Monthly issues going back from the month before asOf, released on the 10th.
        const month0 = asOfDate.getUTCFullYear() * 12 + asOfDate.getUTCMonth() - 1 - i;
        const year = Math.floor(month0 / 12);
        const month = (month0 % 12) + 1;
        const issue = journalIssue(200 - i, year, month);
        out.push({
          classificationId: classification.id,
          title: issue.title,
          summary: `${issue.title}，${CREDIT_OFFICE.name}主办，刊载全市社会信用体系建设要闻、政策解读和典型案例。`,
          body: issue.body.map((x) => (x.startsWith('<') ? x : p(x))).join('\n'),
          source: CREDIT_OFFICE.name,
          releasedAt: Date.UTC(year, month - 1, 10, 2, 0, 0),
          attachments: [`${issue.title.replace(/[《》（）]/g, '')}.pdf`],
        });
      }
      continue;
    }
    const writer = WRITERS[classification.name];
    if (!writer) continue;
    const titles = new Set<string>();
    for (let i = 0; i < classification.articles; i++) {
      const releasedAt = releaseTime(r, asOf, 700);
      const d = new Date(releasedAt + 8 * 3600_000);
      const ctx: Ctx = {
        organ: r.pick(ORGANS),
        industry: r.pick(INDUSTRIES),
        topic: r.pick(TOPICS),
        campaign: r.pick(CAMPAIGNS),
        district: r.pick(CITY.districts),
        year: d.getUTCFullYear(),
        month: d.getUTCMonth() + 1,
        firm: firmName(r),
      };
      let title = writer.titles(r, ctx);
      for (let attempt = 0; attempt < 8 && titles.has(title); attempt++) title = writer.titles(r, ctx);
      titles.add(title);
      const paragraphs = writer.body(r, ctx, title);
      out.push({
        classificationId: classification.id,
        title,
        summary: summaryOf(paragraphs, title),
        body: paragraphs.map((x) => (x.startsWith('<') ? x : p(x))).join('\n'),
        source: ctx.organ.name,
        releasedAt,
        attachments: r.chance(0.25) ? [`附件：${title.slice(0, 30)}.pdf`] : [],
      });
    }
  }
  return out.sort((a, b) => a.releasedAt - b.releasedAt);
}

/** Attachment names of the foundation's policies, notices and publicity (classifications 2, 3, 4). */
export function foundationAttachments(r: Random, classificationId: string, title: string): string[] {
  const chance = classificationId === '2' ? 0.6 : 0.45;
  if (!r.chance(chance)) return [];
  const short = title.replace(/^关于印发|^关于|的通知$|公示$/g, '').replace(/[《》“”]/g, '').slice(0, 28);
  const names =
    classificationId === '2'
      ? [`${short}.pdf`, `${short}（政策解读）.pdf`]
      : classificationId === '3'
        ? [`附件1：${short}申报表.pdf`, '附件2：报送材料清单.pdf']
        : [`附件：${short}名单.pdf`];
  return names.slice(0, r.int(1, names.length));
}

export interface MemberSeed {
  id: string;
  type: 1 | 2;
  groupName: string;
  name: string;
  url: string;
  sort: number;
}

/** The header's drop-downs (spec §2): ten credit sites and the five districts of the city. */
/** The header's 信用网站 and 县区信用 lists: the city's related sites and its districts' sites (its folder). */
const CREDIT_SITES: readonly (readonly [string, string])[] = CITY.creditSites;
const DISTRICT_SITES: readonly (readonly [string, string])[] = CITY.districtSites;
/** Member units of the city's credit system (成员单位) beyond the publishing organs. */
const MORE_MEMBER_UNITS = ['市教育局', '市公安局', '市民政局', '市司法局', '市财政局', '市自然资源局', '市水利局', '市统计局', '市城市管理局', '市消防救援支队'];

export function memberSeeds(): MemberSeed[] {
  const links: MemberSeed[] = [
    ...CREDIT_SITES.map(([name, url], i): MemberSeed => ({ id: `link-${i + 1}`, type: 2, groupName: '信用网站', name, url, sort: i + 1 })),
    ...DISTRICT_SITES.map(([name, url], i): MemberSeed => ({ id: `link-${i + 11}`, type: 2, groupName: '县区信用', name, url, sort: i + 1 })),
  ];
  const units = [...ORGANS.map((o) => o.name), ...MORE_MEMBER_UNITS].map(
    (name, i): MemberSeed => ({ id: `member-${i + 1}`, type: 1, groupName: '成员单位', name, url: `http://www.${CITY.govDomain}/zwgk/jgzn/${i + 1}/`, sort: i + 1 }),
  );
  return [...links, ...units];
}

export interface SidebarSeed {
  id: string;
  parentId: string | null;
  name: string;
  code: string;
  kind: 'site' | 'picture' | 'menu';
  sort: number;
  /** Menu entries or picture links [title, url], and the sub-site an entry leads into (left out for a city without it). */
  entries: readonly (readonly [string, string, Subsite?])[];
}

/**
 * The left columns of the main portal (spec §9 sidebar 230 px). None for the sub-sites: their layouts
 * navigate by their own tabs (spec §9's sub-site tabs), the free trade area's 'more' pages and the medical
 * insurance scheme by menus of their own columns, so a seeded column would be shown nowhere.
 */
export const SIDEBARS: readonly SidebarSeed[] = [
  { id: '1', parentId: null, name: '主站', code: 'home', kind: 'site', sort: 1, entries: [] },
  { id: '11', parentId: '1', name: '专题专栏', code: 'home-topics', kind: 'picture', sort: 1, entries: [['信用修复 一网通办', '/credit-repair'], ['信易贷 融资对接', '/farming-financing-docking', 'farming'], ['诚信建设万里行', '/integrity-wanli'], ['信用鞋城', '/credit-shoes-news', 'shoecity']] },
  { id: '12', parentId: '1', name: '信用服务', code: 'home-services', kind: 'menu', sort: 2, entries: [['信用报告', '/credit-report'], ['信用承诺', '/credit-commitment'], ['异议申诉', '/service-objection-representation'], ['信用修复', '/credit-repair'], ['自主声明', '/self-declaration']] },
];

/** A published article of a feature's own column, ready to store. */
export interface ColumnArticle {
  title: string;
  summary: string;
  body: string;
  source: string;
  /** ms since the epoch, or already as yyyy-MM-dd HH:mm:ss. */
  released: number | string;
}

/**
 * Seeds a feature's own top-level column (a classification without a parent) with its published
 * articles, numbered after the articles already stored.
 */
export function seedColumn(db: Database, column: { id: string; name: string; sort: number }, articles: readonly ColumnArticle[]): void {
  db.prepare('INSERT INTO article_classification (id, parent_id, name, sort) VALUES (?, NULL, ?, ?)').run(column.id, column.name, column.sort);
  const { lastId } = db.prepare('SELECT coalesce(max(id), 0) AS lastId FROM article').get() as { lastId: number };
  const insert = db.prepare(
    'INSERT INTO article (id, classification_id, title, summary, body, source, release_time, published) VALUES (?, ?, ?, ?, ?, ?, ?, 1)',
  );
  articles.forEach((a, index) =>
    insert.run(lastId + index + 1, column.id, a.title, a.summary, a.body, a.source, typeof a.released === 'number' ? formatCst(a.released) : a.released),
  );
}
