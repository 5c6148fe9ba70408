// Credit commitments (templates, online commitment, publicity, feedback), credit declarations,
// self-declarations and dishonesty-risk reports.
import type { Database } from 'better-sqlite3';
import { fail, invalid, ok } from '../../kernel/reply.js';
import type { HandlerRequest, Handlers, OperationHandler } from '../../kernel/handler.js';
import { formatCst } from '../../kernel/time.js';
import type { SessionUser } from '../../kernel/session.js';
import { residentIdProblem, usccProblem } from '../objections/identity.js';
import { attachmentProblem, findByTrackingNo, insertSubmission, ownSubmissionPage, type PageQuery } from '../objections/store.js';
import { maskResidentId } from '../subjects/identifiers.js';
import { COMMITMENT_KINDS } from './schema.js';
import { fillTemplate, type SubjectType } from './templates.js';
import { likePattern, nextTrackingNo } from '../../kernel/sql.js';
import { offsetOf } from '../../kernel/paging.js';
import { maskName } from '../../kernel/mask.js';


interface TemplateRow {
  id: string;
  title: string;
  scenario: string;
  organ: string;
  updateTime: string;
  subjectTypes: string;
  content: string;
}

const getCommitmentTemplate: OperationHandler = ({ params }, { db }) => {
  const row = db
    .prepare(
      `SELECT CAST(id AS TEXT) AS id, title, scenario, organ, updated_at AS updateTime, subject_types AS subjectTypes, content
       FROM commitment_template WHERE id = ?`,
    )
    .get(params.id) as TemplateRow | undefined;
  if (!row) return fail(4040);
  return ok({ ...row, subjectTypes: JSON.parse(row.subjectTypes) as string[] });
};

/** The template list of /promise-application-scenarios and /promise-online, by scenario and title words. */
const getCommitmentTemplatePage: OperationHandler = ({ query }, { db }) => {
  const { pageNo, pageSize, keyword, scenario } = query as { pageNo: number; pageSize: number; keyword?: string; scenario?: string };
  const where: string[] = [];
  const args: unknown[] = [];
  if (scenario) {
    where.push('scenario = ?');
    args.push(scenario);
  }
  if (keyword?.trim()) {
    where.push("title LIKE ? ESCAPE '\\'");
    args.push(likePattern(keyword.trim()));
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const { total } = db.prepare(`SELECT count(*) AS total FROM commitment_template ${filter}`).get(...args) as { total: number };
  const records = db
    .prepare(
      `SELECT CAST(id AS TEXT) AS id, title, scenario, organ, updated_at AS updateTime FROM commitment_template ${filter}
       ORDER BY scenario, sort, id LIMIT ? OFFSET ?`,
    )
    .all(...args, pageSize, offsetOf(pageNo, pageSize));
  return ok({ records, total, size: pageSize, current: pageNo });
};

interface CommitmentRow {
  id: string;
  commitmentNo: string;
  subjectType: SubjectType;
  subjectName: string;
  subjectCode: string;
  legalPerson: string | null;
  matter: string;
  scenario: string;
  templateTitle: string;
  signDate: string;
  status: string;
  content: string;
}

const COMMITMENT_COLUMNS = `CAST(c.id AS TEXT) AS id, c.commitment_no AS commitmentNo, c.subject_type AS subjectType,
  c.subject_name AS subjectName, c.subject_code AS subjectCode, c.legal_person AS legalPerson, c.matter,
  t.scenario, t.title AS templateTitle, c.sign_date AS signDate, c.status`;

/** Persons are published masked (name and ID); legal persons as registered. */
function publicView(row: Omit<CommitmentRow, 'content'>) {
  const person = row.subjectType === '自然人';
  const { legalPerson, ...rest } = row;
  return {
    ...rest,
    subjectName: person ? maskName(row.subjectName) : row.subjectName,
    subjectCode: person ? maskResidentId(row.subjectCode) : row.subjectCode,
    ...(legalPerson && !person ? { legalPerson } : {}),
  };
}

const getOnlineCommitmentDetail: OperationHandler = ({ params }, { db }) => {
  const row = db
    .prepare(`SELECT ${COMMITMENT_COLUMNS}, t.content FROM commitment c JOIN commitment_template t ON t.id = c.template_id WHERE c.id = ?`)
    .get(params.id) as CommitmentRow | undefined;
  if (!row) return fail(4040);
  const shown = publicView(row);
  const content = fillTemplate(row.content, {
    subjectName: shown.subjectName,
    creditCode: shown.subjectCode,
    legalPerson: row.legalPerson ?? '',
    matter: row.matter,
    signDate: row.signDate,
  });
  return ok({ ...shown, content });
};

/** 承诺公示: every signed commitment, newest first; keyword over the subject's name and the matter. */
const getPromiseApplyPublicityPage: OperationHandler = ({ query }, { db }) => {
  const { pageNo, pageSize, keyword, scenario, subjectType, status } = query as {
    pageNo: number;
    pageSize: number;
    keyword?: string;
    scenario?: string;
    subjectType?: string;
    status?: string;
  };
  const where: string[] = [];
  const args: unknown[] = [];
  if (scenario) {
    where.push('t.scenario = ?');
    args.push(scenario);
  }
  if (subjectType) {
    where.push('c.subject_type = ?');
    args.push(subjectType);
  }
  if (status) {
    where.push('c.status = ?');
    args.push(status);
  }
  if (keyword?.trim()) {
    // Persons are published masked, so a name search only finds legal persons (no re-identification).
    where.push("((c.subject_type <> '自然人' AND c.subject_name LIKE ? ESCAPE '\\') OR c.matter LIKE ? ESCAPE '\\')");
    args.push(likePattern(keyword.trim()), likePattern(keyword.trim()));
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const from = 'FROM commitment c JOIN commitment_template t ON t.id = c.template_id';
  const { total } = db.prepare(`SELECT count(*) AS total ${from} ${filter}`).get(...args) as { total: number };
  const rows = db
    .prepare(`SELECT ${COMMITMENT_COLUMNS} ${from} ${filter} ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`)
    .all(...args, pageSize, offsetOf(pageNo, pageSize)) as CommitmentRow[];
  return ok({ records: rows.map(publicView), total, size: pageSize, current: pageNo });
};

interface OnlineCommitmentForm {
  templateId: string;
  subjectType: SubjectType;
  subjectName: string;
  creditCode?: string;
  idNumber?: string;
  legalPerson?: string;
  phone: string;
  matter: string;
  signDate: string;
  agree: true;
}

const DAY = 24 * 60 * 60 * 1000;

/** The account's own subject as `{id, name, code}`, or an error on the field that names another. */
interface OwnRow {
  id: number;
  name: string;
  code: string;
}
type OwnSubject = { error: Record<string, string>; enterprise?: undefined; person?: undefined } | { error?: undefined; enterprise?: OwnRow; person?: OwnRow };

function ownSubject(db: Database, user: SessionUser, type: SubjectType, code: string, name: string): OwnSubject {
  if (type === '自然人') {
    const own = db.prepare('SELECT id, name, id_number AS code FROM person WHERE id = ?').get(user.personId) as
      | { id: number; name: string; code: string }
      | undefined;
    if (!own || own.code !== code) return { error: { idNumber: '只能以本人名义作出承诺' } };
    if (own.name !== name.trim()) return { error: { subjectName: '姓名与身份证号码不一致' } };
    return { person: own };
  }
  const own = db.prepare('SELECT id, name, credit_code AS code FROM enterprise WHERE id = ?').get(user.enterpriseId) as
    | { id: number; name: string; code: string }
    | undefined;
  if (!own || own.code !== code) return { error: { creditCode: '只能以本单位名义作出承诺' } };
  if (own.name !== name.trim()) return { error: { subjectName: '单位名称与统一社会信用代码不一致' } };
  return { enterprise: own };
}

const addOnlineCommitment: OperationHandler = ({ body, user }, { db, now }) => {
  const form = body as OnlineCommitmentForm;
  const account = user as SessionUser;
  const person = form.subjectType === '自然人';
  // Which identity fields are required depends on the subject type; the schema lists them all as optional.
  const missing: Record<string, string> = person
    ? { ...(form.idNumber ? {} : { idNumber: '身份证号码不能为空' }) }
    : { ...(form.creditCode ? {} : { creditCode: '统一社会信用代码不能为空' }), ...(form.legalPerson ? {} : { legalPerson: '法定代表人不能为空' }) };
  if (Object.keys(missing).length > 0) return invalid(missing);
  const code = (person ? form.idNumber : form.creditCode)?.toUpperCase() ?? '';
  const codeProblem = person ? residentIdProblem(code) : usccProblem(code);
  if (codeProblem) return invalid({ [person ? 'idNumber' : 'creditCode']: codeProblem });
  const template = db.prepare('SELECT id, subject_types AS types FROM commitment_template WHERE id = ?').get(form.templateId) as
    | { id: number; types: string }
    | undefined;
  if (!template) return invalid({ templateId: '承诺书模板不存在' });
  if (!(JSON.parse(template.types) as string[]).includes(form.subjectType)) {
    return invalid({ subjectType: `该承诺书不适用于${form.subjectType}` });
  }
  // A commitment is signed on the day it is submitted, or within the 30 days before (a paper copy signed earlier).
  const today = formatCst(now()).slice(0, 10);
  const earliest = formatCst(now() - 30 * DAY).slice(0, 10);
  if (form.signDate > today || form.signDate < earliest) return invalid({ signDate: '签署日期应为近30日内且不晚于今天' });
  const subject = ownSubject(db, account, form.subjectType, code, form.subjectName);
  if (subject.error) return invalid(subject.error);
  const at = now();
  const commitmentNo = nextTrackingNo(db, COMMITMENT_KINDS.onlineCommitment.prefix, at, 'commitment', 'commitment_no');
  const signTime = formatCst(at);
  db.prepare(
    `INSERT INTO commitment (commitment_no, template_id, subject_type, subject_name, subject_code, legal_person, phone, matter,
       sign_date, status, user_id, enterprise_id, person_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, '公示中', ?, ?, ?, ?)`,
  ).run(
    commitmentNo, template.id, form.subjectType, form.subjectName.trim(), code, person ? null : (form.legalPerson ?? null), form.phone,
    form.matter, form.signDate, account.id, subject.enterprise?.id ?? null, subject.person?.id ?? null, signTime,
  );
  return ok({ commitmentNo, status: '公示中', signTime });
};

interface FeedbackForm {
  commitmentNo: string;
  fulfilment: string;
  description: string;
  contactName: string;
  phone: string;
  fileIds?: string[];
}

const addCommitmentFeedback: OperationHandler = ({ body, user }, { db, now }) => {
  const form = body as FeedbackForm;
  const account = user as SessionUser;
  const commitment = db
    .prepare('SELECT id, subject_name AS name, subject_code AS code, enterprise_id AS enterpriseId, person_id AS personId, matter FROM commitment WHERE commitment_no = ?')
    .get(form.commitmentNo) as { id: number; name: string; code: string; enterpriseId: number | null; personId: number | null; matter: string } | undefined;
  // One message for "unknown" and "someone else's": commitment numbers of others are not probed here.
  const mine =
    commitment &&
    ((commitment.enterpriseId !== null && commitment.enterpriseId === account.enterpriseId) ||
      (commitment.personId !== null && commitment.personId === account.personId));
  if (!mine) return invalid({ commitmentNo: '未找到本主体作出的该项承诺' });
  const files = attachmentProblem(db, form.fileIds, account.id);
  if (files) return invalid({ fileIds: files });
  const stored = insertSubmission(db, {
    kind: 'commitmentFeedback',
    prefix: COMMITMENT_KINDS.commitmentFeedback.prefix,
    userId: account.id,
    enterpriseId: commitment.enterpriseId,
    personId: commitment.personId,
    title: `${form.commitmentNo} 履约反馈（${form.fulfilment}）：${commitment.matter}`,
    subjectName: commitment.name,
    subjectCode: commitment.code,
    contactName: form.contactName,
    contactPhone: form.phone,
    payload: form,
    at: now(),
  });
  return ok(stored);
};

interface CreditDeclareForm {
  fileIds: string[];
  enterpriseName: string;
  creditCode: string;
  declareType: string;
  itemName: string;
  issuingOrgan: string;
  issueDate: string;
  validUntil?: string;
  contactName: string;
  phone: string;
}

/** Declarations are about the account's own enterprise, checked like objections. */
function ownEnterprise(
  db: Database,
  account: SessionUser,
  name: string,
  code: string,
): { error: Record<string, string>; own?: undefined } | { error?: undefined; own: OwnRow } {
  const problem = usccProblem(code);
  if (problem) return { error: { creditCode: problem } };
  const own = db.prepare('SELECT id, name, credit_code AS code FROM enterprise WHERE id = ?').get(account.enterpriseId) as
    | { id: number; name: string; code: string }
    | undefined;
  if (!own || own.code !== code) return { error: { creditCode: '只能申报本企业的信息' } };
  if (own.name !== name.trim()) return { error: { enterpriseName: '企业名称与统一社会信用代码不一致' } };
  return { own };
}

const addCreditDeclare: OperationHandler = ({ body, user }, { db, now }) => {
  const form = body as CreditDeclareForm;
  const code = form.creditCode.toUpperCase();
  const checked = ownEnterprise(db, user as SessionUser, form.enterpriseName, code);
  if (checked.error) return invalid(checked.error);
  const today = formatCst(now()).slice(0, 10);
  if (form.issueDate > today) return invalid({ issueDate: '颁发日期不能晚于今天' });
  if (form.validUntil && form.validUntil < form.issueDate) return invalid({ validUntil: '有效期至不能早于颁发日期' });
  const files = attachmentProblem(db, form.fileIds, (user as SessionUser).id);
  if (files) return invalid({ fileIds: files });
  const stored = insertSubmission(db, {
    kind: 'creditDeclare',
    prefix: COMMITMENT_KINDS.creditDeclare.prefix,
    userId: (user as SessionUser).id,
    enterpriseId: checked.own.id,
    title: `${form.declareType}：${form.itemName}`,
    subjectName: checked.own.name,
    subjectCode: code,
    contactName: form.contactName,
    contactPhone: form.phone,
    payload: { ...form, creditCode: code },
    at: now(),
  });
  return ok(stored);
};

interface SelfDeclarationForm {
  enterpriseName: string;
  creditCode: string;
  title: string;
  scope: string;
  content: string;
  validFrom: string;
  validTo: string;
  contactName: string;
  phone: string;
}

const addIndependentDeclaration: OperationHandler = ({ body, user }, { db, now }) => {
  const form = body as SelfDeclarationForm;
  const code = form.creditCode.toUpperCase();
  const checked = ownEnterprise(db, user as SessionUser, form.enterpriseName, code);
  if (checked.error) return invalid(checked.error);
  if (form.validTo < form.validFrom) return invalid({ validTo: '有效期止不能早于有效期起' });
  if (form.validTo < formatCst(now()).slice(0, 10)) return invalid({ validTo: '有效期止不能早于今天' });
  const stored = insertSubmission(db, {
    kind: 'selfDeclaration',
    prefix: COMMITMENT_KINDS.selfDeclaration.prefix,
    userId: (user as SessionUser).id,
    enterpriseId: checked.own.id,
    title: form.title,
    subjectName: checked.own.name,
    subjectCode: code,
    contactName: form.contactName,
    contactPhone: form.phone,
    payload: { ...form, creditCode: code },
    at: now(),
  });
  return ok(stored);
};

interface RiskForm {
  fileIds?: string[];
  name: string;
  idNumber: string;
  phone: string;
  riskType: string;
  riskSubject?: string;
  content: string;
}

const addRiskPersonDeclare: OperationHandler = ({ body, user }, { db, now }) => {
  const form = body as RiskForm;
  const idNumber = form.idNumber.toUpperCase();
  const problem = residentIdProblem(idNumber);
  if (problem) return invalid({ idNumber: problem });
  const files = attachmentProblem(db, form.fileIds, user?.id ?? null);
  if (files) return invalid({ fileIds: files });
  const stored = insertSubmission(db, {
    kind: 'riskPerson',
    prefix: COMMITMENT_KINDS.riskPerson.prefix,
    userId: user?.id ?? null,
    title: `${form.riskType}风险报告${form.riskSubject ? `：${form.riskSubject}` : ''}`,
    subjectName: form.riskSubject ?? null,
    // The reporter's own ID is the second factor of infoQuery (with the phone).
    subjectCode: idNumber,
    contactName: form.name,
    contactPhone: form.phone,
    payload: { ...form, idNumber },
    at: now(),
  });
  return ok(stored);
};

function infoPage(kind: string): OperationHandler {
  return ({ query, user }: HandlerRequest, { db }) => ok(ownSubmissionPage(db, [kind], (user as SessionUser).id, query as unknown as PageQuery));
}

function infoQuery(kind: string): OperationHandler {
  return ({ query }, { db }) => {
    const { trackingNo, verifier } = query as { trackingNo: string; verifier: string };
    const found = findByTrackingNo(db, [kind], trackingNo, verifier);
    return found ? ok(found) : fail(4040);
  };
}

export const handlers: Handlers = {
  getCommitmentTemplate,
  getCommitmentTemplatePage,
  getOnlineCommitmentDetail,
  getPromiseApplyPublicityPage,
  addOnlineCommitment,
  addCommitmentFeedback,
  getCommitmentFeedbackInfoPage: infoPage('commitmentFeedback'),
  queryCommitmentFeedbackInfo: infoQuery('commitmentFeedback'),
  addCreditDeclare,
  getCreditDeclareInfoPage: infoPage('creditDeclare'),
  queryCreditDeclareInfo: infoQuery('creditDeclare'),
  addIndependentDeclaration,
  getIndependentDeclarationInfoPage: infoPage('selfDeclaration'),
  queryIndependentDeclarationInfo: infoQuery('selfDeclaration'),
  addRiskPersonDeclare,
  getRiskPersonDeclareInfoPage: infoPage('riskPerson'),
  queryRiskPersonDeclareInfo: infoQuery('riskPerson'),
};
