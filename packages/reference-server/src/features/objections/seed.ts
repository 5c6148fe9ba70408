// A realistic history of complaints, objections, corrections and clues in the seeded city: the demo
// accounts' own (in every state, so their infoPage has pages) and other citizens' (for infoQuery).
import type { Database } from 'better-sqlite3';
import { CITY } from '../../seed/city.js';
import type { Random } from '../../kernel/random.js';
import { formatCst } from '../../kernel/time.js';
import { personName } from '../subjects/names.js';
import type { SeedContext } from '../../kernel/feature.js';
import { OBJECTION_KINDS, type ObjectionKind } from './kinds.js';
import { insertSubmission, type NewSubmission, type SubmissionStatus } from './store.js';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

interface Subject {
  id: number;
  name: string;
  code: string;
  district: string;
}
interface Account {
  id: number;
  username: string;
  name: string;
  phone: string;
  enterpriseId: number | null;
  personId: number | null;
}

const mobile = (random: Random): string => `1${random.pick(['3', '5', '7', '8', '9'])}${random.int(0, 9)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;

/** Office hours of a working day after `from`, so acceptance times look like an organ's. */
const officeTimeAfter = (random: Random, from: number, minDays: number, maxDays: number): number => {
  // Acceptance and handling happen in office hours, 09:00–17:00 China Standard Time.
  const day = from + random.int(minDays, maxDays) * DAY;
  const cstMidnight = day - ((day + 8 * HOUR) % DAY);
  return cstMidnight + random.int(9, 16) * HOUR + random.int(0, 59) * 60_000 + random.int(0, 59) * 1000;
};

interface Progress {
  status: SubmissionStatus;
  acceptTime: string | null;
  finishTime: string | null;
  handleUnit: string | null;
  result: string | null;
}

/** Older submissions are mostly handled, recent ones still waiting: the states a real desk shows. */
function progressOf(random: Random, at: number, asOf: number, unit: string, results: readonly string[]): Progress {
  const age = (asOf - at) / DAY;
  const roll = random.next();
  const status: SubmissionStatus =
    age > 30 ? (roll < 0.92 ? '已办结' : '受理中') : age > 5 ? (roll < 0.45 ? '已办结' : roll < 0.9 ? '受理中' : '待受理') : roll < 0.6 ? '待受理' : '受理中';
  if (status === '待受理') return { status, acceptTime: null, finishTime: null, handleUnit: null, result: null };
  const accepted = Math.min(officeTimeAfter(random, at, 1, 3), asOf - HOUR);
  if (status === '受理中') return { status, acceptTime: formatCst(accepted), finishTime: null, handleUnit: unit, result: null };
  const finished = Math.min(officeTimeAfter(random, accepted, 3, 20), asOf - HOUR);
  return { status, acceptTime: formatCst(accepted), finishTime: formatCst(Math.max(finished, accepted + HOUR)), handleUnit: unit, result: random.pick(results) };
}

const MEDIATED = '经属地市场监督管理局组织调解，被投诉方已退还相关款项，投诉人表示满意。';
const NOT_TRUE = '经调查核实，投诉反映的问题与事实不符，已向投诉人反馈核查情况。';
const CIVIL = '投诉事项属于民事合同纠纷，经调解未能达成一致，已告知投诉人可通过人民调解或诉讼途径解决。';
const COMPLAINTS = [
  { type: '拖欠款项', title: '拖欠货款逾期四个月未付', content: '本人于今年年初向该单位供应货物一批，双方约定货到验收后30日内付款，至今已逾期四个月，多次催讨均以资金紧张为由拖延。', demand: '要求结清货款并支付逾期利息。', results: ['经约谈，被投诉方已于近日结清拖欠货款，投诉人表示满意。', CIVIL] },
  { type: '合同违约', title: '未按合同约定交付货物', content: '本单位与该单位签订采购合同，约定于合同签订后45日内交付货物，逾期至今仍未交货，且拒绝退还预付款。', demand: '要求解除合同并退还预付款。', results: ['经协调，被投诉方已按合同补发货物，双方达成和解，本件办结。', CIVIL] },
  { type: '虚假宣传', title: '宣传“工厂直销价”与实际不符', content: '该商户在店招和宣传单上标注“工厂直销、全城最低价”，本人购买后发现同款商品在其他门店价格更低，且所谓“厂家”并不存在。', demand: '要求停止虚假宣传并退还差价。', results: ['经核实，被投诉方存在引人误解的宣传，已责令立即整改并依法立案调查。', NOT_TRUE] },
  { type: '产品质量', title: '购买的休闲鞋穿着一周即开胶', content: '本人在该商户购买休闲鞋一双，正常穿着一周后鞋底与鞋面开胶，商家以人为损坏为由拒绝退换，也不提供质检报告。', demand: '要求退货退款。', results: [MEDIATED, '经抽样送检，该批次产品剥离强度不合格，已责令下架并依法处理，投诉人已获退款。'] },
  { type: '价格欺诈', title: '结账价格高于商品标价', content: '本人在该商户购买商品，货架标价为每件39.9元，结账时按49.9元收取，向收银员反映后未予处理。', demand: '要求退还多收款项并依法赔偿。', results: ['经核实，被投诉方未及时更新价签，已退还多收款项并整改明码标价。', NOT_TRUE] },
  { type: '服务质量', title: '预付卡消费后商家拒绝提供服务', content: '本人在该商户办理预付卡，剩余余额一千余元，近期商户以装修为由长期停业，联系不上负责人。', demand: '要求退还剩余预付款。', results: [MEDIATED, '经核查，该商户已恢复营业并承诺继续履约，投诉人同意继续消费。'] },
  { type: '侵害消费者权益', title: '商家拒不退还定金', content: '本人与该单位签订意向书并支付定金五千元，因对方方案与约定不符申请退订，对方拒绝退还定金。', demand: '要求退还定金。', results: [MEDIATED, CIVIL] },
  { type: '其他失信行为', title: '企业长期拖欠员工工资', content: '本人在该单位工作，单位自今年三月起拖欠工资，涉及员工三十余人，多次协商无果。', demand: '要求支付拖欠的工资。', results: ['该事项涉及劳动报酬争议，已转市人力资源和社会保障局劳动保障监察支队依法处理，拖欠工资已全部补发。'] },
] as const;

const SHOE_CITY = [
  { kind: '投诉', content: '采购的一批鞋面材料存在明显色差，供应商以已验收为由拒绝退换，希望鞋城协调处理。' },
  { kind: '投诉', content: '该企业在鞋博会上展示的样品与实际批量交付的产品差异较大，质量明显下降。' },
  { kind: '投诉', content: '合作加工厂拖欠加工费三个月，多次催讨无果，请鞋城管委会督促。' },
  { kind: '建议', content: '建议在鞋城服务中心设立信用信息自助查询终端，方便采购商核验供应商信用。' },
  { kind: '建议', content: '建议定期公布鞋城诚信经营示范企业名单，引导采购商优先合作。' },
  { kind: '建议', content: '建议鞋城推广电子合同和第三方支付担保，减少货款纠纷。' },
] as const;
const SHOE_RESULTS = [
  '已转鞋城管委会协调，双方已就退换货达成一致。',
  '感谢您的建议，已转鞋城管委会研究，将在下一阶段工作中采纳。',
  '经鞋城管委会约谈，企业已承诺于本月底前结清欠款。',
];

const OBJECTIONS = [
  { category: '行政处罚', request: '撤销公示', organ: '市市场监督管理局', recordId: (r: Random) => `${CITY.abbreviation}市监处罚〔${r.int(2023, 2025)}〕${r.int(10, 399)}号`, reason: '该行政处罚已于决定作出后15日内履行完毕，最短公示期已满，本单位已完成整改并提交信用修复申请，申请撤销公示。', results: ['经数据提供单位核实，该行政处罚信息最短公示期已满且已完成信用修复，已停止公示。', '经核查，该行政处罚最短公示期未满，暂不予撤销公示，期满后可申请信用修复。'] },
  { category: '行政处罚', request: '更正', organ: `国家税务总局${CITY.name}税务局`, recordId: (r: Random) => `${CITY.abbreviation}税稽罚〔${r.int(2024, 2026)}〕${r.int(10, 199)}号`, reason: '公示的行政处罚决定书中处罚金额录入有误，原决定书载明罚款金额为二千元，公示信息显示为二万元，申请更正。', results: ['经数据提供单位核实，原公示的罚款金额录入有误，已予以更正。', '经核查，异议信息与原始记录一致，维持原公示信息，已书面告知申请人。'] },
  { category: '经营异常', request: '删除', organ: '市市场监督管理局', recordId: (r: Random) => `${CITY.abbreviation}市监异〔${r.int(2024, 2026)}〕${r.int(100, 999)}号`, reason: '本单位已补报年度报告并经登记机关审核，已于近期移出经营异常名录，但信用网站仍显示列入信息，申请删除。', results: ['经登记机关核实，该单位已移出经营异常名录，相关公示信息已同步更新。'] },
  { category: '行政许可', request: '更正', organ: '市住房和城乡建设局', recordId: (r: Random) => `闽建施${r.int(2024, 2026)}${String(r.int(1, 9999)).padStart(4, '0')}`, reason: '公示的建筑施工许可信息中许可有效期截止日期有误，原许可证载明有效期至2028年，公示为2025年，申请更正。', results: ['经数据提供单位核实，许可有效期录入有误，已按许可证原件更正。', '经核查，异议信息与原始记录一致，维持原公示信息，已书面告知申请人。'] },
  { category: '其他', request: '更正', organ: '市社会信用体系建设领导小组办公室', recordId: () => '', reason: '信用档案中登记的注册地址仍为变更前地址，本单位已于今年办理住所变更登记，申请按最新登记信息更正。', results: ['已按登记机关最新登记信息更正信用档案中的住所信息。'] },
] as const;
const PERSON_OBJECTIONS = [
  { category: '失信被执行人', request: '删除', organ: '市中级人民法院', recordId: (r: Random) => `（${r.int(2023, 2025)}）${CITY.courtCode}${r.int(0, 1) ? '02' : '04'}执${r.int(100, 3999)}号`, reason: '本人已全额履行判决确定的给付义务，执行法院已出具结案通知书并屏蔽失信信息，但网站仍在公示，申请删除。', results: ['经执行法院确认，失信被执行人信息已屏蔽，网站已同步删除。', '经执行法院核实，申请人尚未全部履行给付义务，维持原公示信息。'] },
  { category: '行政处罚', request: '撤销公示', organ: '市交通运输局', recordId: (r: Random) => `${CITY.abbreviation}交执罚〔${r.int(2024, 2026)}〕${r.int(100, 999)}号`, reason: '该行政处罚属于适用简易程序作出的警告类处罚，依规不予公示，申请撤销公示。', results: ['经数据提供单位核实，该处罚属于依规不予公示的简易程序处罚，已撤销公示。'] },
  { category: '其他', request: '更正', organ: '市人力资源和社会保障局', recordId: () => '', reason: '本人的职业资格证书信息中证书等级显示有误，实际为高级技师，申请按证书原件更正。', results: ['经核实，证书等级录入有误，已按证书原件更正。', '经核查，异议信息与原始记录一致，维持原公示信息，已书面告知申请人。'] },
] as const;
const CORRECTIONS = [
  { path: '/enterprise-detail?id=', content: '企业详情页的法定代表人信息未更新，该企业已于今年上半年办理法定代表人变更登记。' },
  { path: '/content-detail?id=', content: '信用动态文章中的发布日期与正文所述会议日期不一致，请核实更正。' },
  { path: '/license-punishment-detail?id=', content: '双公示行政许可信息中许可证编号少了一位数字，与许可证原件不符。' },
  { path: '/credit-catalog-detail?id=', content: '信用目录中该数据项的更新频率标注为每月，实际数据已半年未更新。' },
  { path: '/red-black-publicity?id=', content: '红名单公示中企业名称存在错别字，“鞋业”误写为“鞋叶”。' },
] as const;
const CORRECTION_RESULTS = [
  '已核实并更正相关信息，感谢您对信用网站的关注与支持。',
  '经核实，页面信息与数据提供单位报送的数据一致，无需更正。',
  '已通知数据提供单位重新报送，相关信息已于近日更新。',
];

const CLUES = [
  { type: '食品', target: (d: string) => `${d}兴业食品商行`, description: '该商行货架上有多批次过期的散装糕点仍在销售，生产日期标签被覆盖。' },
  { type: '食品', target: (d: string) => `${d}荔海小吃店`, description: '该店后厨卫生条件差，生熟食品混放，从业人员未佩戴口罩和帽子，无健康证明公示。' },
  { type: '食品', target: (d: string) => `${d}鑫源食品加工作坊`, description: '该作坊未取得食品生产许可证，在民房内加工米粉并批发给周边餐馆。' },
  { type: '药品', target: (d: string) => `${d}华丰大药房`, description: '该药店执业药师长期不在岗，营业员在无处方的情况下销售处方药。' },
  { type: '药品', target: (d: string) => `${d}永盛保健品经营部`, description: '该经营部以讲座形式向老年人推销保健食品，宣称可以治疗高血压、糖尿病。' },
  { type: '农产品', target: (d: string) => `${d}${CITY.firmWords[8]}蔬菜种植基地`, description: '该基地在蔬菜采收前仍在喷洒农药，疑似未遵守农药安全间隔期。' },
  { type: '农产品', target: (d: string) => `${d}${CITY.firmWords[6]}生猪养殖场`, description: '该养殖场疑似使用禁用兽药，附近村民反映病死猪未进行无害化处理。' },
] as const;
const CLUE_RESULTS = [
  '经属地市场监督管理所现场检查，责令当事人立即下架过期食品，并已立案调查。',
  '经执法人员现场核查，未发现举报所述违法行为，已反馈举报人。',
  '已没收涉案产品，并依法对当事人作出罚款的行政处罚。',
  '已移交属地农业农村部门依法查处，当事人已整改到位。',
];

function subjects(db: Database, kinds: string[]): Subject[] {
  return db
    .prepare(
      `SELECT id, name, credit_code AS code, district FROM enterprise WHERE kind IN (${kinds.map(() => '?').join(', ')}) AND status IN ('存续', '在业') ORDER BY id LIMIT 200`,
    )
    .all(...kinds) as Subject[];
}

export function seedObjections(db: Database, context: SeedContext): void {
  const random = context.random('objections');
  const { asOf } = context;
  const accounts = db
    .prepare('SELECT id, username, name, phone, enterprise_id AS enterpriseId, person_id AS personId FROM user_account')
    .all() as Account[];
  const byName = (name: string) => accounts.find((a) => a.username === name);
  const qiye = byName('qiye');
  const zuzhi = byName('zuzhi');
  const geren = byName('geren');
  const firms = subjects(db, ['enterprise', 'individualBusiness']);
  const organisations = subjects(db, ['socialOrganisation', 'institution']);
  const persons = db.prepare('SELECT id, name, id_number AS code, district FROM person ORDER BY id LIMIT 200').all() as Subject[];
  const own = (account: Account | undefined, table: 'enterprise' | 'person'): Subject | undefined =>
    account
      ? (db
          .prepare(
            table === 'enterprise'
              ? 'SELECT id, name, credit_code AS code, district FROM enterprise WHERE id = ?'
              : 'SELECT id, name, id_number AS code, district FROM person WHERE id = ?',
          )
          .get(table === 'enterprise' ? account.enterpriseId : account.personId) as Subject | undefined)
      : undefined;
  const qiyeUnit = own(qiye, 'enterprise');
  const zuzhiUnit = own(zuzhi, 'enterprise');
  const gerenSelf = own(geren, 'person');

  const rows: NewSubmission[] = [];
  /** A time in the 400 days before asOf; a fifth of them in the last fortnight, so every state shows. */
  const when = (): number =>
    asOf - (random.chance(0.2) ? random.int(1, 14 * 24) * HOUR : random.int(15, 400) * DAY) - random.int(0, 23) * HOUR - random.int(0, 3599) * 1000;
  const push = (kind: ObjectionKind, row: Omit<NewSubmission, 'kind' | 'prefix' | 'at'>, unit: string, results: readonly string[]) => {
    const at = when();
    rows.push({ kind, prefix: OBJECTION_KINDS[kind].prefix, at, ...row, ...progressOf(random, at, asOf, unit, results) });
  };
  const marketRegulator = (district: string) => `${CITY.name}${district}市场监督管理局`;

  // 信用投诉: the demo accounts' and other citizens'.
  const complainants: (Account | null)[] = [
    ...Array<Account | undefined>(18).fill(qiye), ...Array<Account | undefined>(20).fill(geren), ...Array<Account | undefined>(4).fill(zuzhi),
    ...Array<null>(30).fill(null),
  ].filter((a): a is Account | null => a !== undefined);
  for (const account of complainants) {
    const complaint = random.pick(COMPLAINTS);
    const respondent = random.pick(firms);
    const name = account?.personId ? (gerenSelf?.name ?? personName(random)) : personName(random);
    const idNumber = account?.personId && gerenSelf ? gerenSelf.code : (random.pick(persons).code);
    const phone = account ? account.phone : mobile(random);
    push('creditComplaint', {
      userId: account?.id ?? null,
      enterpriseId: respondent.id,
      title: complaint.title,
      subjectName: respondent.name,
      subjectCode: idNumber,
      contactName: name,
      contactPhone: phone,
      payload: {
        complainantName: name, idType: '身份证', idNumber, phone, respondentName: respondent.name, respondentCreditCode: respondent.code,
        complaintType: complaint.type, title: complaint.title, content: complaint.content, demand: complaint.demand,
        fileIds: [], isPublic: random.chance(0.4),
      },
    }, complaint.type === '其他失信行为' ? '市人力资源和社会保障局' : marketRegulator(respondent.district), complaint.results);
  }

  for (let i = 0; i < 30; i++) {
    const item = random.pick(SHOE_CITY);
    const firm = random.pick(firms);
    const account = random.chance(0.3) ? (random.pick([qiye, geren]) ?? null) : null;
    const name = personName(random);
    const phone = account?.phone ?? mobile(random);
    push('shoeCity', {
      userId: account?.id ?? null,
      title: `关于${firm.name}的${item.kind}`,
      subjectName: firm.name,
      contactName: name,
      contactPhone: phone,
      payload: { kind: item.kind, name, phone, enterpriseName: firm.name, content: item.content },
    }, `${CITY.short}鞋城管理委员会`, SHOE_RESULTS);
  }

  const objection = (kind: 'enterpriseObjection' | 'otherObjection', unit: Subject, account: Account | null) => {
    const item = random.pick(OBJECTIONS);
    const recordId = item.recordId(random);
    const phone = account?.phone ?? mobile(random);
    const operator = personName(random);
    const form = { category: item.category, request: item.request, ...(recordId ? { recordId } : {}) };
    push(kind, {
      userId: account?.id ?? null,
      enterpriseId: unit.id,
      title: `${form.category}信息异议（申请${form.request}）${recordId ? `：${recordId}` : ''}`,
      subjectName: unit.name,
      subjectCode: unit.code,
      contactName: operator,
      contactPhone: phone,
      payload: {
        subjectName: unit.name, creditCode: unit.code, operatorName: operator, phone, ...form, sourceOrgan: item.organ,
        reason: item.reason, fileIds: [`${unit.code.slice(-8).toLowerCase()}${random.int(1000, 9999)}`], promise: true,
      },
    }, item.organ, item.results);
  };
  for (let i = 0; i < 18 && qiye && qiyeUnit; i++) objection('enterpriseObjection', qiyeUnit, qiye);
  for (let i = 0; i < 30; i++) objection('enterpriseObjection', random.pick(firms), null);
  for (let i = 0; i < 16 && zuzhi && zuzhiUnit; i++) objection('otherObjection', zuzhiUnit, zuzhi);
  for (let i = 0; i < 14; i++) objection('otherObjection', random.pick(organisations), null);

  const personObjection = (self: Subject, account: Account | null) => {
    const item = random.pick(PERSON_OBJECTIONS);
    const recordId = item.recordId(random);
    const phone = account?.phone ?? mobile(random);
    push('personObjection', {
      userId: account?.id ?? null,
      personId: self.id,
      title: `${item.category}信息异议（申请${item.request}）${recordId ? `：${recordId}` : ''}`,
      subjectName: self.name,
      subjectCode: self.code,
      contactName: self.name,
      contactPhone: phone,
      payload: {
        name: self.name, idNumber: self.code, phone, category: item.category, request: item.request, ...(recordId ? { recordId } : {}),
        sourceOrgan: item.organ, reason: item.reason, fileIds: [], promise: true,
      },
    }, item.organ, item.results);
  };
  for (let i = 0; i < 18 && geren && gerenSelf; i++) personObjection(gerenSelf, geren);
  for (let i = 0; i < 25; i++) personObjection(random.pick(persons), null);

  for (let i = 0; i < 40; i++) {
    const item = random.pick(CORRECTIONS);
    const account = i < 6 ? geren : i < 11 ? qiye : null;
    const contactName = account?.personId && gerenSelf ? gerenSelf.name : personName(random);
    const phone = account?.phone ?? mobile(random);
    const pageUrl = `https://credit.example.gov.cn${item.path}${random.int(1, 600)}`;
    push('correction', {
      userId: account?.id ?? null,
      title: `信息纠错：${item.content.slice(0, 24)}…`,
      contactName,
      contactPhone: phone,
      payload: { pageUrl, content: item.content, contactName, phone },
    }, '市公共信用信息中心', CORRECTION_RESULTS);
  }

  for (let i = 0; i < 60; i++) {
    const item = random.pick(CLUES);
    const district = random.pick(CITY.districts);
    const targetName = item.target(district);
    const account = i < 8 ? (geren ?? null) : null;
    const anonymous = !account && random.chance(0.35);
    const reporterName = account?.personId && gerenSelf ? gerenSelf.name : personName(random);
    const phone = account?.phone ?? mobile(random);
    const address = `${CITY.province}${CITY.name}${district}${random.pick(['镇海街道', '龙桥街道', '拱辰街道', '凤凰山街道', '笏石镇', '鲤城街道'])}${random.int(1, 300)}号`;
    const clue = { clueType: item.type, targetName, address, description: item.description, anonymous };
    push('safetyClue', {
      userId: account?.id ?? null,
      title: `${item.type}安全线索：${targetName}`,
      subjectName: targetName,
      contactName: anonymous ? null : reporterName,
      contactPhone: anonymous ? null : phone,
      queryCode: anonymous ? String(random.int(0, 999_999_999_999)).padStart(12, '0') : null,
      payload: anonymous ? clue : { ...clue, reporterName, phone },
    }, item.type === '农产品' ? '市农业农村局' : marketRegulator(district), CLUE_RESULTS);
  }

  // In time order, so ids and daily sequence numbers grow as they would have.
  rows.sort((a, b) => a.at - b.at);
  for (const row of rows) insertSubmission(db, row);
}
