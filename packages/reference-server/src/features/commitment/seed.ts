// Seeded commitments: the templates, a publicity of signed commitments (legal persons mostly), and the
// demo accounts' own commitments, feedback, declarations and risk reports in every state.
import type { Database } from 'better-sqlite3';
import { DISTRICTS, CITY } from '../../seed/city.js';
import type { Random } from '../../kernel/random.js';
import { formatCst } from '../../kernel/time.js';
import { insertSubmission, type NewSubmission, type SubmissionStatus } from '../objections/store.js';
import { personName } from '../subjects/names.js';
import type { SeedContext } from '../../kernel/feature.js';
import { COMMITMENT_KINDS } from './schema.js';
import { TEMPLATES, templateHtml, type SubjectType } from './templates.js';
import { nextTrackingNo } from '../../kernel/sql.js';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

interface Subject {
  id: number;
  name: string;
  code: string;
  legalPerson: string | null;
}
interface Account {
  id: number;
  username: string;
  phone: string;
  enterpriseId: number | null;
  personId: number | null;
}

const mobile = (random: Random): string => `1${random.pick(['3', '5', '7', '8', '9'])}${random.int(0, 9)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;

/** Matters that subjects commit to, by template title. */
const MATTERS: Record<string, readonly string[]> = {
  食品经营许可告知承诺书: ['申请食品经营许可证（告知承诺制）', '食品经营许可证延续'],
  企业投资项目告知承诺书: ['年产300万双运动鞋智能化生产线项目备案', '鞋材新材料研发中心建设项目备案'],
  建筑工程施工许可告知承诺书: ['厂房扩建工程施工许可', '综合楼新建工程施工许可'],
  道路货物运输经营许可告知承诺书: ['申请道路普通货物运输经营许可'],
  公共场所卫生许可告知承诺书: ['申请公共场所卫生许可证'],
  个体工商户登记告知承诺书: ['个体工商户设立登记'],
  无犯罪记录证明替代承诺书: ['申请从事家政服务工作', '申请网约车驾驶员从业资格'],
  纳税情况证明替代承诺书: ['参加政府采购项目投标', '申报市级工业企业技术改造补助'],
  社会保险缴纳证明替代承诺书: ['参加政府采购项目投标', '申请人才引进补贴'],
  '住所（经营场所）使用证明替代承诺书': ['办理企业住所变更登记', '办理个体工商户设立登记'],
  行政处罚信息信用修复承诺书: ['申请行政处罚信息信用修复'],
  经营异常名录移出信用修复承诺书: ['申请移出经营异常名录'],
  失信被执行人信用修复承诺书: ['申请失信被执行人信息信用修复'],
  鞋服行业诚信经营承诺书: [`${CITY.short}鞋城诚信经营`, `参加中国（${CITY.short}）鞋业博览会`],
  工艺美术行业诚信经营承诺书: ['参加海峡工艺品博览会', '工艺美术品诚信经营'],
  家政服务诚信承诺书: ['家政服务诚信经营'],
  电子商务经营者诚信承诺书: ['网店诚信经营', '直播电商诚信经营'],
  企业主动信用承诺书: ['企业诚信经营主动承诺'],
  个人诚信承诺书: ['个人诚信主动承诺'],
  中介服务机构信用承诺书: ['中介服务诚信执业'],
};

function progress(random: Random, at: number, asOf: number, unit: string, results: readonly string[]) {
  const age = (asOf - at) / DAY;
  const roll = random.next();
  const status: SubmissionStatus =
    age > 30 ? (roll < 0.9 ? '已办结' : '受理中') : age > 5 ? (roll < 0.4 ? '已办结' : roll < 0.85 ? '受理中' : '待受理') : roll < 0.6 ? '待受理' : '受理中';
  if (status === '待受理') return { status };
  const accepted = Math.min(at + random.int(20, 70) * HOUR, asOf - HOUR);
  if (status === '受理中') return { status, acceptTime: formatCst(accepted), handleUnit: unit };
  const finished = Math.min(accepted + random.int(3, 15) * DAY + random.int(0, 7) * HOUR, asOf - HOUR);
  return { status, acceptTime: formatCst(accepted), finishTime: formatCst(Math.max(finished, accepted + HOUR)), handleUnit: unit, result: random.pick(results) };
}

const DECLARATIONS = [
  { type: '荣誉类', item: '福建省守合同重信用企业', organ: '福建省市场监督管理局' },
  { type: '荣誉类', item: `${CITY.name}纳税信用A级纳税人`, organ: `国家税务总局${CITY.name}税务局` },
  { type: '荣誉类', item: `${CITY.name}诚信示范企业`, organ: '市社会信用体系建设领导小组办公室' },
  { type: '资质类', item: '高新技术企业证书', organ: '福建省科学技术厅' },
  { type: '资质类', item: 'ISO 9001质量管理体系认证证书', organ: '中国质量认证中心' },
  { type: '资质类', item: '海关AEO高级认证企业', organ: `${CITY.short}海关` },
  { type: '公益类', item: `${CITY.name}慈善捐赠先进单位`, organ: `${CITY.name}慈善总会` },
  { type: '公益类', item: '抗洪救灾捐赠（物资价值20万元）', organ: '市应急管理局' },
] as const;
const DECLARE_RESULTS = ['经核实，申报信息真实有效，已归集至企业信用档案并在信用网站公示。', '经向颁发单位核实，申报信息属实，已记入企业信用档案。', '所提交证书已过有效期，不予归集，请更新后重新申报。'];

const SELF_DECLARATIONS = [
  { title: '关于依法诚信经营的自主声明', scope: '诚信经营', content: '本企业郑重声明：严格遵守国家法律法规，依法诚信经营，不制售假冒伪劣产品，不进行虚假宣传，自觉接受社会监督。' },
  { title: '关于产品质量的自主声明', scope: '产品质量', content: '本企业郑重声明：所生产的鞋类产品均按国家标准组织生产并出厂检验，对产品质量问题实行三包，接受消费者和社会监督。' },
  { title: '关于依法纳税的自主声明', scope: '依法纳税', content: '本企业郑重声明：依法办理税务登记，按时如实申报纳税，近三年无欠税及税收违法记录。' },
  { title: '关于劳动用工的自主声明', scope: '劳动用工', content: '本企业郑重声明：依法与员工签订劳动合同，按时足额支付工资并缴纳社会保险，不使用童工。' },
] as const;
const SELF_RESULTS = ['声明内容已审核通过，在信用网站自主声明专栏公示。', '声明已公示，有效期届满后自动撤下。'];

const RISKS = [
  { type: '非法集资', subject: '投资咨询有限公司', content: `该公司在${DISTRICTS[0]}多个小区以高额回报为名吸收老年人资金，承诺月息三分，近期已出现逾期兑付，请有关部门关注。` },
  { type: '电信网络诈骗', subject: '', content: '近期有人冒充信用网站工作人员，以“修复征信”“消除不良记录”为名收取费用，本人已被骗两千元，提醒有关部门警示群众。' },
  { type: '拖欠款项', subject: '鞋材贸易商行', content: '该商行长期向多家小型加工厂赊购鞋材，拖欠货款累计数十万元，经营者近期已联系不上，存在卷款风险。' },
  { type: '虚假信息', subject: '人力资源服务有限公司', content: '该公司在招聘平台发布虚假高薪岗位信息，收取求职者培训费、服装费后不安排工作。' },
] as const;
const RISK_RESULTS = ['已将线索转交公安机关和市场监管部门核查处理，感谢您的报告。', '经核查，该主体已被纳入重点关注名单，相关部门已发布风险提示。', '经核实，报告所述情况暂无证据支持，已记录备查。'];

const FEEDBACK_RESULTS: Record<string, readonly string[]> = {
  已履约: ['经承诺受理部门核查，承诺事项已全部履行，承诺状态更新为已履约。'],
  部分履约: ['经核查，承诺事项部分履行，已督促在规定期限内补正。'],
  未履约: ['经核查，承诺人未履行承诺，已按规定记入信用档案并依法处理。'],
};
const FEEDBACK_TEXT: Record<string, string> = {
  已履约: '已按承诺在规定期限内补齐全部材料，并通过主管部门现场核查。',
  部分履约: '已完成大部分承诺事项，剩余材料因第三方出具延误，预计本月内补齐。',
  未履约: '因项目计划调整，未能在承诺期限内完成相关事项，特此说明。',
};

export function seedCommitments(db: Database, context: SeedContext): void {
  const random = context.random('commitments');
  const { asOf } = context;
  const created = formatCst(asOf - 240 * DAY);

  const insertTemplate = db.prepare(
    'INSERT INTO commitment_template (id, title, scenario, organ, subject_types, content, sort, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  TEMPLATES.forEach((t, i) => insertTemplate.run(i + 1, t.title, t.scenario, t.organ, JSON.stringify(t.subjectTypes), templateHtml(t), i + 1, created));

  const accounts = db.prepare('SELECT id, username, phone, enterprise_id AS enterpriseId, person_id AS personId FROM user_account').all() as Account[];
  const byName = (name: string) => accounts.find((a) => a.username === name);
  const firms = db
    .prepare("SELECT id, name, credit_code AS code, legal_person AS legalPerson FROM enterprise WHERE status IN ('存续', '在业') ORDER BY id LIMIT 300")
    .all() as Subject[];
  const persons = db.prepare('SELECT id, name, id_number AS code, NULL AS legalPerson FROM person ORDER BY id LIMIT 200').all() as Subject[];
  const enterpriseOf = (a?: Account) => (a?.enterpriseId ? firms.find((f) => f.id === a.enterpriseId) ?? (db.prepare('SELECT id, name, credit_code AS code, legal_person AS legalPerson FROM enterprise WHERE id = ?').get(a.enterpriseId) as Subject) : undefined);
  const qiye = byName('qiye');
  const geren = byName('geren');
  const zuzhi = byName('zuzhi');
  const qiyeUnit = enterpriseOf(qiye);
  const zuzhiUnit = enterpriseOf(zuzhi);
  const gerenSelf = geren?.personId ? (db.prepare('SELECT id, name, id_number AS code, NULL AS legalPerson FROM person WHERE id = ?').get(geren.personId) as Subject) : undefined;

  interface Signed {
    at: number;
    templateIndex: number;
    subjectType: SubjectType;
    subject: Subject;
    account: Account | null;
    phone: string;
  }
  const signed: Signed[] = [];
  const templateFor = (type: SubjectType) => {
    const options = TEMPLATES.map((t, i) => ({ t, i })).filter(({ t }) => t.subjectTypes.includes(type));
    return random.pick(options).i;
  };
  const when = () => asOf - random.int(0, 360) * DAY - random.int(1, 12) * HOUR - random.int(0, 3599) * 1000;
  for (let i = 0; i < 150; i++) {
    const type: SubjectType = random.chance(0.8) ? '法人及非法人组织' : '自然人';
    signed.push({ at: when(), templateIndex: templateFor(type), subjectType: type, subject: random.pick(type === '自然人' ? persons : firms), account: null, phone: mobile(random) });
  }
  for (let i = 0; i < 8 && qiye && qiyeUnit; i++) signed.push({ at: when(), templateIndex: templateFor('法人及非法人组织'), subjectType: '法人及非法人组织', subject: qiyeUnit, account: qiye, phone: qiye.phone });
  for (let i = 0; i < 3 && zuzhi && zuzhiUnit; i++) signed.push({ at: when(), templateIndex: templateFor('法人及非法人组织'), subjectType: '法人及非法人组织', subject: zuzhiUnit, account: zuzhi, phone: zuzhi.phone });
  for (let i = 0; i < 5 && geren && gerenSelf; i++) signed.push({ at: when(), templateIndex: templateFor('自然人'), subjectType: '自然人', subject: gerenSelf, account: geren, phone: geren.phone });
  signed.sort((a, b) => a.at - b.at);

  const insertCommitment = db.prepare(
    `INSERT INTO commitment (commitment_no, template_id, subject_type, subject_name, subject_code, legal_person, phone, matter, sign_date,
       status, user_id, enterprise_id, person_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const submissions: NewSubmission[] = [];
  for (const c of signed) {
    const template = TEMPLATES[c.templateIndex] as (typeof TEMPLATES)[number];
    const matter = random.pick(MATTERS[template.title] ?? [template.title.replace(/承诺书$/, '')]);
    const no = nextTrackingNo(db, COMMITMENT_KINDS.onlineCommitment.prefix, c.at, 'commitment', 'commitment_no');
    const person = c.subjectType === '自然人';
    // Commitments older than two months have had their fulfilment checked after a feedback.
    const checked = asOf - c.at > 60 * DAY && random.chance(0.6);
    const fulfilment = checked ? (random.next() < 0.8 ? '已履约' : random.chance(0.5) ? '部分履约' : '未履约') : null;
    insertCommitment.run(
      no, c.templateIndex + 1, c.subjectType, c.subject.name, c.subject.code, person ? null : (c.subject.legalPerson ?? personName(random)),
      c.phone, matter, formatCst(c.at).slice(0, 10), fulfilment ?? '公示中', c.account?.id ?? null, person ? null : c.subject.id,
      person ? c.subject.id : null, formatCst(c.at),
    );
    if (fulfilment || (c.account && random.chance(0.7))) {
      const state = fulfilment ?? random.pick(['已履约', '部分履约'] as const);
      const at = c.at + random.int(20, 50) * DAY;
      if (at >= asOf) continue;
      const row: NewSubmission = {
        kind: 'commitmentFeedback', prefix: COMMITMENT_KINDS.commitmentFeedback.prefix, at,
        userId: c.account?.id ?? null, enterpriseId: person ? null : c.subject.id, personId: person ? c.subject.id : null,
        title: `${no} 履约反馈（${state}）：${matter}`, subjectName: c.subject.name, subjectCode: c.subject.code,
        contactName: person ? c.subject.name : personName(random), contactPhone: c.phone,
        payload: { commitmentNo: no, fulfilment: state, description: FEEDBACK_TEXT[state], phone: c.phone },
      };
      const p = progress(random, at, asOf, template.organ, FEEDBACK_RESULTS[state] ?? []);
      // A fulfilment recorded on the commitment comes from a handled feedback.
      submissions.push({ ...row, ...(fulfilment ? { status: '已办结' as const, acceptTime: formatCst(at + 2 * DAY), finishTime: formatCst(at + 9 * DAY), handleUnit: template.organ, result: (FEEDBACK_RESULTS[state] ?? [''])[0] } : p) });
    }
  }

  /** A declaration about `unit` by `account` (or by an unnamed filer): its contact, form and progress, drawn in that order. */
  const storeDeclaration = (
    unit: Subject,
    account: Account | null,
    filed: { kind: 'creditDeclare' | 'selfDeclaration'; at: number; title: string; handleUnit: string; results: readonly string[] },
    form: (contact: { contactName: string; phone: string }) => object,
  ) => {
    const phone = account?.phone ?? mobile(random);
    const contactName = personName(random);
    submissions.push({
      kind: filed.kind, prefix: COMMITMENT_KINDS[filed.kind].prefix, at: filed.at, userId: account?.id ?? null, enterpriseId: unit.id,
      title: filed.title, subjectName: unit.name, subjectCode: unit.code, contactName, contactPhone: phone,
      payload: form({ contactName, phone }),
      ...progress(random, filed.at, asOf, filed.handleUnit, filed.results),
    });
  };

  const declare = (unit: Subject, account: Account | null) => {
    const item = random.pick(DECLARATIONS);
    const at = when();
    const issueDate = formatCst(at - random.int(30, 700) * DAY).slice(0, 10);
    const filed = { kind: 'creditDeclare' as const, at, title: `${item.type}：${item.item}`, handleUnit: '市公共信用信息中心', results: DECLARE_RESULTS };
    storeDeclaration(unit, account, filed, ({ contactName, phone }) => ({
      enterpriseName: unit.name, creditCode: unit.code, declareType: item.type, itemName: item.item, issuingOrgan: item.organ, issueDate, contactName, phone,
      fileIds: [`cert${random.int(100000, 999999)}`],
    }));
  };
  for (let i = 0; i < 17 && qiye && qiyeUnit; i++) declare(qiyeUnit, qiye);
  for (let i = 0; i < 40; i++) declare(random.pick(firms), null);

  const selfDeclare = (unit: Subject, account: Account | null) => {
    const item = random.pick(SELF_DECLARATIONS);
    const at = when();
    const validFrom = formatCst(at).slice(0, 10);
    const validTo = `${Number(validFrom.slice(0, 4)) + random.int(1, 3)}${validFrom.slice(4)}`;
    const filed = { kind: 'selfDeclaration' as const, at, title: item.title, handleUnit: '市社会信用体系建设领导小组办公室', results: SELF_RESULTS };
    storeDeclaration(unit, account, filed, ({ contactName, phone }) => ({
      enterpriseName: unit.name, creditCode: unit.code, title: item.title, scope: item.scope, content: item.content, validFrom, validTo, contactName, phone,
    }));
  };
  for (let i = 0; i < 16 && qiye && qiyeUnit; i++) selfDeclare(qiyeUnit, qiye);
  for (let i = 0; i < 40; i++) selfDeclare(random.pick(firms), null);

  const riskReport = (reporter: Subject, account: Account | null) => {
    const item = random.pick(RISKS);
    const at = when();
    const phone = account?.phone ?? mobile(random);
    const riskSubject = item.subject ? `${CITY.name}${random.pick(CITY.firmWords)}${item.subject}` : undefined;
    submissions.push({
      kind: 'riskPerson', prefix: COMMITMENT_KINDS.riskPerson.prefix, at, userId: account?.id ?? null,
      title: `${item.type}风险报告${riskSubject ? `：${riskSubject}` : ''}`, subjectName: riskSubject ?? null, subjectCode: reporter.code,
      contactName: reporter.name, contactPhone: phone,
      payload: { name: reporter.name, idNumber: reporter.code, phone, riskType: item.type, ...(riskSubject ? { riskSubject } : {}), content: item.content },
      ...progress(random, at, asOf, '市社会信用体系建设领导小组办公室', RISK_RESULTS),
    });
  };
  for (let i = 0; i < 16 && geren && gerenSelf; i++) riskReport(gerenSelf, geren);
  for (let i = 0; i < 30; i++) riskReport(random.pick(persons), null);

  submissions.sort((a, b) => a.at - b.at);
  for (const row of submissions) insertSubmission(db, row);
}
