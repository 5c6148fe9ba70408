// The electronic-guarantee sub-site's columns (news, policies) and their articles, drawn from the
// feature's own random streams.
import type { Database } from 'better-sqlite3';
import { CITY, CREDIT_OFFICE, DEVELOPMENT_COMMISSION } from '../../seed/city.js';
import type { Random } from '../../kernel/random.js';
import { releaseTime, seedColumn, summaryOf } from '../cms/content.js';
import type { SeedContext } from '../../kernel/feature.js';
import { escapeHtml } from '../../kernel/html.js';
import { formatCst } from '../../kernel/time.js';
import { DISTRICT_CODES, generateUscc } from '../subjects/identifiers.js';
import { insertSubmission } from '../objections/store.js';
import { personName } from '../subjects/names.js';
import { AGENCIES, GUARANTEE_CLUES, GUARANTEE_CLUE_RESULTS, INSTITUTIONS, LOTS, PURCHASES, TYPE_ORDER, WORKS } from './data.js';
import { issueGuarantee, newVerifyCode, premiumOf, validityOf } from './store.js';

/** The sub-site's news column; a named id (the column is text) that no numbered classification can take. */
export const GUARANTEE_NEWS_COLUMN = { id: 'ele-guarantee-news', name: '电子保函动态', sort: 70, route: '/ele-guarantee-news' } as const;

/** The sub-site's policy column. */
export const GUARANTEE_POLICY_COLUMN = { id: 'ele-guarantee-policy', name: '电子保函政策', sort: 71, route: '/ele-guarantee-policy' } as const;

/** How many articles each column holds in every seed size: columns, not load-test tables. */
export const GUARANTEE_NEWS_ARTICLES = 22;

export const GUARANTEE_POLICY_ARTICLES = 17;

const p = (text: string): string => `<p>${escapeHtml(text)}</p>`;

const list = (items: readonly string[]): string => `<ol>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ol>`;

const TRADING_CENTRE = `${CITY.name}公共资源交易中心`;

const ISSUERS = ['中国银行', '中国建设银行', '兴业银行', '农业银行', `${CITY.short}农商银行`, '福建省融资担保有限责任公司', '中国人民财产保险股份有限公司'];

const FIELDS = ['工程建设', '政府采购', '土地和矿业权出让', '国有产权交易'];

const KINDS = ['投标保函', '履约保函', '预付款保函', '工程质量保函', '农民工工资支付保函'];

interface Context {
  year: number;
  district: string;
  issuer: string;
  field: string;
  kind: string;
  /** The quarter of the release (1-4). */
  quarter: number;
  count: number;
  amount: number;
}

interface Story {
  title: (c: Context) => string;
  body: (c: Context) => string[];
  byCommission?: boolean;
  /** A one-time event or document (a launch, a measure): told once; the others recur with their own details. */
  once?: boolean;
}

const NEWS: readonly Story[] = [
  {
    title: (c) => `${c.year}年第${c.quarter}季度${CITY.name}电子保函运行情况`,
    body: (c) => [
      p(`${c.year}年第${c.quarter}季度，${CITY.name}在${c.field}领域全面推行电子保函替代现金缴纳保证金，共出具电子保函${c.count}份，为企业释放保证金${c.amount}亿元。`),
      p('投标人可通过电子保函平台在线申请、在线支付、在线出函，全程不见面办理，平均出函时间由原来的两天缩短至数分钟。'),
      p('下一步将扩大出函机构范围，推动电子保函在更多交易领域应用。'),
    ],
  },
  {
    title: (c) => `${c.issuer}接入${CITY.name}电子保函平台`,
    body: (c) => [
      p(`近日，${c.issuer}完成与${CITY.name}电子保函平台的系统对接，可为投标企业出具${c.kind}。`),
      p(`至此，接入平台的出函机构已达${c.count % 30 + 8}家，覆盖银行、担保机构和保险机构。企业可在平台上比较费率、自主选择出函机构。`),
      p('平台对出函机构实行信用评价，对违规出函、拒不履行赔付义务的机构依法依规实施失信约束。'),
    ],
  },
  {
    title: (c) => `${c.district}推行${c.kind}“信用+电子保函”模式`,
    body: (c) => [
      p(`${c.district}在${c.field}领域推行“信用+电子保函”模式，公共信用综合评价良好的企业可享受费率优惠、免反担保等便利。`),
      p(`试行以来共为${c.count}家企业出具${c.kind}，企业综合成本下降约${c.count % 20 + 10}%。`),
      p('对存在严重失信行为的企业，出函机构将依法依规审慎出函。'),
    ],
  },
  {
    title: () => `${TRADING_CENTRE}上线电子保函真伪在线核验`,
    once: true,
    body: (c) => [
      p(`${TRADING_CENTRE}上线电子保函在线核验功能，招标人和评标专家可凭保函编号实时核验保函真伪、金额和有效期。`),
      p(`上线以来累计核验电子保函${c.count}份，未发现伪造、变造保函。`),
      p('核验结果与出函机构系统实时同步，杜绝纸质保函伪造、重复使用等问题。'),
    ],
  },
  {
    title: (c) => `${c.district}召开电子保函业务培训会`,
    byCommission: true,
    body: (c) => [
      p(`${DEVELOPMENT_COMMISSION.name}会同${TRADING_CENTRE}在${c.district}召开电子保函业务培训会，${c.count}余家招标代理机构、出函机构和投标企业参加。`),
      p('培训讲解了电子保函的申请流程、在线核验、理赔办理以及保函信息在信用评价中的应用。'),
      list(['投标保函应在投标截止时间前出具；', '保函有效期应不短于投标有效期；', '理赔申请应通过平台在线提交。']),
    ],
  },
  {
    title: (c) => `${c.year}年第${c.quarter}季度电子保函领域线索举报受理情况通报`,
    body: (c) => [
      p(`${CREDIT_OFFICE.name}通报电子保函领域线索举报受理情况：本期共受理举报${c.count % 12 + 3}件，涉及虚假保函、违规出函等问题，均已转交有关部门核查。`),
      p('经查实的违法违规行为，处理结果将记入相关主体信用记录，并在本网站公示。'),
    ],
  },
];

const POLICIES: readonly Story[] = [
  {
    title: (c) => `${c.district}电子保函推广应用工作方案`,
    body: (c) => [
      p(`为推动电子保函在${c.district}${c.field}领域全面应用，制定本工作方案。`),
      list(['明确各招标人、采购人接受电子保函的责任；', '公布辖区内可出函机构名单和费率；', '建立电子保函应用情况月报制度。']),
    ],
  },
  {
    title: () => `${CITY.name}关于全面推行工程建设领域电子保函的实施意见`,
    once: true,
    byCommission: true,
    body: () => [
      p('为进一步优化营商环境、减轻企业负担，根据国家和省关于在工程建设领域推行保函替代保证金的要求，制定本实施意见。'),
      list([
        '在依法必须招标的工程建设项目中，投标人可自主选择以电子保函形式提交投标保证金；',
        '招标人不得拒绝符合规定的电子保函，不得指定出函机构；',
        '电子保函通过公共资源交易平台在线提交、在线核验；',
        '出函机构应依约履行赔付义务。',
      ]),
    ],
  },
  {
    title: () => '电子保函服务平台管理办法',
    once: true,
    body: () => [
      p('本办法规定电子保函服务平台的功能、出函机构的准入和退出、保函的出具、核验、理赔和信息公开。'),
      list(['出函机构应具备相应的金融许可或融资担保业务经营许可；', '保函信息应当真实、完整，与出函机构系统一致；', '平台对出函机构实施信用评价并定期公布结果。']),
    ],
  },
  {
    title: (c) => `关于在${c.field}领域推行${c.kind}的通知`,
    byCommission: true,
    body: (c) => [
      p(`为降低制度性交易成本，决定在${c.field}领域推行${c.kind}，以保函替代现金保证金。`),
      p('各招标人、采购人应当在招标文件中明确接受电子保函，并说明保函的金额、有效期和核验方式。'),
    ],
  },
  {
    title: () => '电子保函出函机构信用评价办法（试行）',
    once: true,
    body: () => [
      p('出函机构信用评价按年度开展，评价结果分为A、B、C、D四个等级，在本网站公示。'),
      list(['评价指标包括出函规范、理赔时效、投诉处理和信息报送；', '评价为D级的，暂停其在平台出函资格；', '评价结果作为招标人和投标人选择出函机构的参考。']),
    ],
  },
  {
    title: () => '电子保函常见问题解答',
    once: true,
    body: () => [
      p('问：电子保函与纸质保函具有同等效力吗？答：符合规定的电子保函与纸质保函具有同等法律效力。'),
      p('问：如何核验电子保函的真伪？答：可通过公共资源交易平台凭保函编号在线核验。'),
      p('问：发现虚假保函怎么办？答：可向招标人、出函机构核实，或向行业主管部门举报。'),
    ],
  },
];

function draftColumn(random: Random, asOf: number, stories: readonly Story[], count: number, again: string) {
  const recurring = stories.filter((story) => !story.once);
  const seen = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    const released = releaseTime(random, asOf, 700);
    const at = new Date(released + 8 * 3600_000);
    const context: Context = {
      year: at.getUTCFullYear(),
      quarter: Math.floor(at.getUTCMonth() / 3) + 1,
      district: random.pick(CITY.districts),
      issuer: random.pick(ISSUERS),
      field: random.pick(FIELDS),
      kind: random.pick(KINDS),
      count: random.int(20, 900),
      amount: random.int(3, 40),
    };
    // Every story once, then the recurring ones again with their own details; when the details repeat an
    // earlier title (a quarter already reported), the next recurring story is told instead.
    const candidates = index < stories.length ? [stories[index] as Story] : recurring.map((_, k) => recurring[(index - stories.length + k) % recurring.length] as Story);
    const story = candidates.find((candidate) => !seen.has(candidate.title(context))) ?? (candidates[0] as Story);
    const base = story.title(context);
    // Only when every story repeats: a later issue (news) or revision (policies) of the first.
    let title = base;
    for (let n = 2; seen.has(title); n += 1) title = `${base}（${again}${n === 2 ? '' : n - 1}）`;
    seen.add(title);
    const body = story.body(context);
    const source = story.byCommission ? DEVELOPMENT_COMMISSION.name : random.chance(0.5) ? CREDIT_OFFICE.name : TRADING_CENTRE;
    return { title, summary: summaryOf(body, title), body: body.join(''), source, released };
  });
}

/** The publicity of handled guarantee clues (/ele-guarantee/clueList): one notice per clue 已办结, drawn from the clues. */
export const GUARANTEE_CLUE_RESULTS_COLUMN = { id: 'ele-guarantee-clue-results', name: '电子保函线索处理结果公示', sort: 72, route: '/ele-guarantee/clueList' } as const;

/** How many tenders and guarantees the platform holds in every seed size. */
export const GUARANTEE_TENDERS = 40;
export const GUARANTEES = 90;

const DAY = 24 * 3600_000;

/** 公共资源交易综合监管: the organ that handles guarantee clues. */
const SUPERVISOR = `${CITY.name}发展和改革委员会`;

function seedInstitutions(db: Database, random: Random): void {
  const institution = db.prepare(
    'INSERT INTO guarantee_institution (name, institution_type, type_order, credit_code, address, phone, rating) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const product = db.prepare(
    `INSERT INTO guarantee_product (institution_id, name, guarantee_kind, rate, min_premium, min_amount, max_amount, conditions, issue_time)
     VALUES (?, ?, '投标保函', ?, ?, ?, ?, ?, ?)`,
  );
  for (const seed of INSTITUTIONS) {
    const region = seed.name.startsWith('福建省') ? '350000' : `${CITY.divisionCode.slice(0, 4)}00`;
    const { lastInsertRowid } = institution.run(seed.name, seed.type, TYPE_ORDER[seed.type], generateUscc(random, 'enterprise', region), seed.address, seed.phone, seed.rating);
    for (const p of seed.products) {
      product.run(lastInsertRowid, p.name, p.rate, p.minPremium, p.minAmount, p.maxAmount, JSON.stringify(p.conditions), p.issueTime);
    }
  }
}

/** Tenders from two months back to six weeks ahead of the seed's moment: about a third still open. */
function seedTenders(db: Database, random: Random, asOf: number): void {
  const insert = db.prepare(
    `INSERT INTO guarantee_tender (project_no, project_name, field, tenderee, agency, district, bid_bond, bid_deadline, valid_days)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const year = formatCst(asOf).slice(0, 4);
  const names = new Set<string>();
  for (let n = 1; names.size < GUARANTEE_TENDERS; n += 1) {
    const district = random.pick(CITY.districts.slice(0, 5));
    const region = DISTRICT_CODES[district] ?? `${CITY.divisionCode.slice(0, 4)}00`;
    const construction = random.chance(0.7);
    const lot = random.int(0, LOTS.length - 1);
    const work = random.pick(WORKS);
    const purchase = random.pick(PURCHASES);
    const projectName = construction
      ? `${CITY.name}${district}${random.pick(CITY.firmWords.slice(0, 8))}片区${work.place}${work.work}（${LOTS[lot]}）`
      : `${CITY.name}${district}${purchase.buyer}${purchase.goods}采购项目`;
    if (names.has(projectName)) continue;
    names.add(projectName);
    const tenderee = `${CITY.name}${district}${construction ? work.tenderee : purchase.buyer}`;
    const projectNo = `${construction ? 'E' : 'Z'}${region}${year}${String(n * 37 + random.int(0, 30)).padStart(5, '0')}${String(lot + 1).padStart(3, '0')}`;
    // Construction bid bonds: up to 2% of the estimate, at most 80万元 (招标投标法实施条例 art. 26); procurement: smaller.
    const bidBond = construction ? random.int(2, 80) * 10_000 : random.int(5, 40) * 1_000;
    const deadline = Math.floor((asOf + random.int(-60, 42) * DAY) / DAY) * DAY + random.pick([1, 1.5, 2]) * 3600_000;
    insert.run(projectNo, projectName, construction ? '工程建设' : '政府采购', tenderee, random.pick(AGENCIES), district, bidBond, formatCst(deadline), random.pick([60, 90, 90, 120]));
  }
}

interface TenderRow {
  id: number;
  bidBond: number;
  bidDeadline: string;
  validDays: number;
}
interface ProductRow {
  id: number;
  rate: number;
  minPremium: number;
  minAmount: number;
  maxAmount: number;
}
interface Applicant {
  id: number;
  name: string;
  code: string;
  legalPerson: string;
}

/** The guarantees bidders applied for, the demo enterprise account's among them (its user centre has some). */
function seedGuarantees(db: Database, random: Random, asOf: number): void {
  const tenders = db.prepare('SELECT id, bid_bond AS bidBond, bid_deadline AS bidDeadline, valid_days AS validDays FROM guarantee_tender ORDER BY id').all() as TenderRow[];
  const products = db.prepare('SELECT id, rate, min_premium AS minPremium, min_amount AS minAmount, max_amount AS maxAmount FROM guarantee_product ORDER BY id').all() as ProductRow[];
  const bidders = db
    .prepare(
      `SELECT id, name, credit_code AS code, legal_person AS legalPerson FROM enterprise
       WHERE kind = 'enterprise' AND status IN ('存续', '在业') AND (name LIKE '%建设%' OR name LIKE '%工程%' OR name LIKE '%建筑%' OR name LIKE '%科技%' OR name LIKE '%贸易%')
       ORDER BY id LIMIT 400`,
    )
    .all() as Applicant[];
  const demo = db
    .prepare(`SELECT e.id, e.name, e.credit_code AS code, e.legal_person AS legalPerson FROM user_account u JOIN enterprise e ON e.id = u.enterprise_id WHERE u.username = 'qiye'`)
    .get() as Applicant | undefined;
  const taken = new Set<string>();
  for (let n = 0; n < GUARANTEES; n += 1) {
    const applicant = demo && n % 30 === 0 ? demo : random.pick(bidders);
    if (!applicant) return;
    // The demo enterprise's history is of closed tenders, so every open one is left for it to apply for.
    const closedTenders = tenders.filter((t) => t.bidDeadline < formatCst(asOf));
    const tender = random.pick(applicant === demo && closedTenders.length > 0 ? closedTenders : tenders);
    const key = `${tender.id}:${applicant.id}`;
    const product = random.shuffle(products).find((p) => tender.bidBond >= p.minAmount && tender.bidBond <= p.maxAmount);
    if (taken.has(key) || !product) continue;
    taken.add(key);
    const deadline = Date.parse(`${tender.bidDeadline.replace(' ', 'T')}+08:00`);
    const applied = Math.min(deadline - random.int(2, 240) * 3600_000, asOf - random.int(1, 48) * 3600_000);
    const { validFrom, validTo } = validityOf(applied, tender.bidDeadline, tender.validDays);
    const closed = deadline < asOf;
    const roll = random.next();
    const status = closed && roll < 0.04 ? '已理赔' : !closed && roll < 0.06 ? '已撤销' : '已出函';
    issueGuarantee(db, {
      verifyCode: newVerifyCode(random.next),
      enterpriseId: applicant.id,
      userId: null,
      applicantName: applicant.name,
      applicantCode: applicant.code,
      tenderId: tender.id,
      productId: product.id,
      amount: tender.bidBond,
      premium: premiumOf(tender.bidBond, product),
      status,
      contactName: random.chance(0.5) ? applicant.legalPerson : personName(random),
      phone: `1${random.pick(['3', '5', '8'])}${random.int(0, 9)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
      email: null,
      fileIds: [],
      at: applied,
      validFrom,
      validTo,
      claimTime: status === '已理赔' ? formatCst(deadline + random.int(3, 20) * DAY) : null,
      cancelTime: status === '已撤销' ? formatCst(applied + random.int(1, 20) * 3600_000) : null,
    });
  }
}

/** How many guarantee clues the seed holds; about two in three handled, each handled one published. */
export const GUARANTEE_CLUE_COUNT = 24;

function seedGuaranteeClues(db: Database, random: Random, asOf: number): void {
  const notices: { title: string; summary: string; body: string; source: string; released: string }[] = [];
  for (let index = 0; index < GUARANTEE_CLUE_COUNT; index += 1) {
    const template = GUARANTEE_CLUES[index % GUARANTEE_CLUES.length] as (typeof GUARANTEE_CLUES)[number];
    const district = random.pick(CITY.districts.slice(0, 5));
    const target = template.target(district, random.pick(CITY.firmWords));
    const at = asOf - random.int(5, 600) * DAY - random.int(0, 20) * 3600_000;
    // The newest few still wait or are being handled; older ones are handled.
    const age = (asOf - at) / DAY;
    const state = age < 20 ? (random.chance(0.5) ? '待受理' : '受理中') : age < 45 && random.chance(0.5) ? '受理中' : '已办结';
    const acceptTime = state === '待受理' ? null : formatCst(at + random.int(1, 3) * DAY);
    const finishTime = state === '已办结' ? formatCst(at + random.int(10, 30) * DAY) : null;
    const result = finishTime ? random.pick(GUARANTEE_CLUE_RESULTS) : null;
    const anonymous = random.chance(0.5);
    const address = `${CITY.province}${CITY.name}${district}`;
    insertSubmission(db, {
      kind: 'safetyClue',
      prefix: 'XS',
      userId: null,
      title: `电子保函线索：${target}`,
      subjectName: target,
      contactName: anonymous ? null : personName(random),
      contactPhone: anonymous ? null : `139${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
      queryCode: anonymous ? String(random.int(0, 999_999_999_999)).padStart(12, '0') : null,
      payload: { clueType: '电子保函', targetName: target, address, description: template.description, anonymous },
      at,
      status: state,
      handleUnit: state === '待受理' ? null : SUPERVISOR,
      acceptTime,
      finishTime,
      result,
    });
    if (finishTime && result) {
      const title = `电子保函线索处理结果公示：${target}`;
      const body = [
        p(`${SUPERVISOR}会同${TRADING_CENTRE}对群众举报的电子保函线索依法进行了核查，现将处理结果公示如下。`),
        p(`被举报对象：${target}`),
        p(`举报内容：${template.description}`),
        p(`处理结果：${result}`),
        p('公示期间如有异议，可通过本网站线索查询栏目反映。'),
      ];
      notices.push({ title, summary: summaryOf(body, title), body: body.join(''), source: SUPERVISOR, released: finishTime });
    }
  }
  notices.sort((a, b) => a.released.localeCompare(b.released));
  seedColumn(db, GUARANTEE_CLUE_RESULTS_COLUMN, notices);
}

export function seedEleGuarantee(db: Database, context: SeedContext): void {
  seedColumn(db, GUARANTEE_NEWS_COLUMN, draftColumn(context.random('ele-guarantee-news'), context.asOf, NEWS, GUARANTEE_NEWS_ARTICLES, '续'));
  seedColumn(db, GUARANTEE_POLICY_COLUMN, draftColumn(context.random('ele-guarantee-policy'), context.asOf, POLICIES, GUARANTEE_POLICY_ARTICLES, '修订'));
  seedInstitutions(db, context.random('ele-guarantee-institutions'));
  seedTenders(db, context.random('ele-guarantee-tenders'), context.asOf);
  seedGuarantees(db, context.random('ele-guarantee-guarantees'), context.asOf);
  seedGuaranteeClues(db, context.random('ele-guarantee-clues'), context.asOf);
}
