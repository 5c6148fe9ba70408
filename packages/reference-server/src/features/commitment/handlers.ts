// Credit commitments (templates, online commitment, publicity, feedback), credit declarations,
// self-declarations and dishonesty-risk reports.
import type { Database } from 'better-sqlite3';
import { fail, invalid, ok } from '../../kernel/reply.js';
import { signedIn, type Handler, type Handlers, type Schema, type SignedInHandler } from '../../kernel/handler.js';
import { formatCst } from '../../kernel/time.js';
import type { SessionUser } from '../../kernel/session.js';
import { residentIdProblem, usccProblem } from '../objections/identity.js';
import { attachmentProblem, infoPage, infoQuery, submitSubmission } from '../objections/store.js';
import { maskResidentId } from '../subjects/identifiers.js';
import { COMMITMENT_KINDS } from './schema.js';
import { fillTemplate, type SubjectType } from './templates.js';
import { likePattern, nextTrackingNo } from '../../kernel/sql.js';
import { offsetOf } from '../../kernel/paging.js';
import { maskName } from '../../kernel/mask.js';


/** A template as SQLite gives it: the subject types as JSON. */
type TemplateRow = Omit<Schema<'CommitmentTemplate'>, 'subjectTypes'> & { subjectTypes: string };

const getCommitmentTemplate: Handler<'getCommitmentTemplate'> = ({ params }, { db }) => {
  const row = db
    .prepare(
      `SELECT CAST(id AS TEXT) AS id, title, scenario, organ, updated_at AS updateTime, subject_types AS subjectTypes, content
       FROM commitment_template WHERE id = ?`,
    )
    .get(params.id) as TemplateRow | undefined;
  if (!row) return fail(4040);
  return ok({ ...row, subjectTypes: JSON.parse(row.subjectTypes) as Schema<'SubjectType'>[] });
};

/** The template list of /promise-application-scenarios and /promise-online, by scenario and title words. */
const getCommitmentTemplatePage: Handler<'getCommitmentTemplatePage'> = ({ query }, { db }) => {
  const { pageNo, pageSize, keyword, scenario } = query;
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
    .all(...args, pageSize, offsetOf(pageNo, pageSize)) as Schema<'CommitmentTemplateSummary'>[];
  return ok({ records, total, size: pageSize, current: pageNo });
};

/** A commitment as SQLite gives it: unmasked, the legal person null for persons, with its template's text. */
type CommitmentRow = Omit<Schema<'CommitmentDetail'>, 'legalPerson'> & { legalPerson: string | null };

const COMMITMENT_COLUMNS = `CAST(c.id AS TEXT) AS id, c.commitment_no AS commitmentNo, c.subject_type AS subjectType,
  c.subject_name AS subjectName, c.subject_code AS subjectCode, c.legal_person AS legalPerson, c.matter,
  t.scenario, t.title AS templateTitle, c.sign_date AS signDate, c.status`;

/** Persons are published masked (name and ID); legal persons as registered. */
function publicView(row: Omit<CommitmentRow, 'content'>): Schema<'CommitmentPublicity'> {
  const person = row.subjectType === '自然人';
  const { legalPerson, ...rest } = row;
  return {
    ...rest,
    subjectName: person ? maskName(row.subjectName) : row.subjectName,
    subjectCode: person ? maskResidentId(row.subjectCode) : row.subjectCode,
    ...(legalPerson && !person ? { legalPerson } : {}),
  };
}

const getOnlineCommitmentDetail: Handler<'getOnlineCommitmentDetail'> = ({ params }, { db }) => {
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

/** A 承诺编号 as a visitor may type it: CN, the day, the day's sequence (tracking numbers, kernel). */
const COMMITMENT_NO = /^CN\d{12,16}$/i;

/** 承诺公示: every signed commitment, newest first; keyword over the subject's name and the matter, or one 承诺编号. */
const getPromiseApplyPublicityPage: Handler<'getPromiseApplyPublicityPage'> = ({ query }, { db }) => {
  const { pageNo, pageSize, keyword, scenario, subjectType, status } = query;
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
  const words = keyword?.trim();
  if (words && COMMITMENT_NO.test(words)) {
    // A 承诺编号 finds its one commitment (/commitent-inquire): the number is what the subject was given.
    where.push('c.commitment_no = ?');
    args.push(words.toUpperCase());
  } else if (words) {
    // Persons are published masked, so a name search only finds legal persons (no re-identification).
    where.push("((c.subject_type <> '自然人' AND c.subject_name LIKE ? ESCAPE '\\') OR c.matter LIKE ? ESCAPE '\\')");
    args.push(likePattern(words), likePattern(words));
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const from = 'FROM commitment c JOIN commitment_template t ON t.id = c.template_id';
  const { total } = db.prepare(`SELECT count(*) AS total ${from} ${filter}`).get(...args) as { total: number };
  const rows = db
    .prepare(`SELECT ${COMMITMENT_COLUMNS} ${from} ${filter} ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`)
    .all(...args, pageSize, offsetOf(pageNo, pageSize)) as CommitmentRow[];
  return ok({ records: rows.map(publicView), total, size: pageSize, current: pageNo });
};

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

const addOnlineCommitment: SignedInHandler<'addOnlineCommitment'> = ({ body, user }, { db, now }) => {
  const form = body;
  const account = user;
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
  return ok({ commitmentNo, status: '公示中' as const, signTime });
};

const addCommitmentFeedback: SignedInHandler<'addCommitmentFeedback'> = async ({ body, user }, { db, now }) => {
  const form = body;
  const account = user;
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
  const stored = await submitSubmission(db, {
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

/** What a declaration about the account's own enterprise carries besides its own fields. */
interface EnterpriseForm {
  enterpriseName: string;
  creditCode: string;
  contactName: string;
  phone: string;
}

/**
 * Stores a declaration about the account's own enterprise: the name and code must be the account's
 * (checked like objections), then the form's own `problems`, then its attachments, if any.
 */
async function storeEnterpriseSubmission(
  db: Database,
  account: SessionUser,
  now: () => number,
  form: EnterpriseForm,
  submission: { kind: 'creditDeclare' | 'selfDeclaration'; title: string; fileIds?: string[]; problems(): Record<string, string> | undefined },
) {
  const code = form.creditCode.toUpperCase();
  const checked = ownEnterprise(db, account, form.enterpriseName, code);
  if (checked.error) return invalid(checked.error);
  const problems = submission.problems();
  if (problems) return invalid(problems);
  const files = attachmentProblem(db, submission.fileIds, account.id);
  if (files) return invalid({ fileIds: files });
  const stored = await submitSubmission(db, {
    kind: submission.kind,
    prefix: COMMITMENT_KINDS[submission.kind].prefix,
    userId: account.id,
    enterpriseId: checked.own.id,
    title: submission.title,
    subjectName: checked.own.name,
    subjectCode: code,
    contactName: form.contactName,
    contactPhone: form.phone,
    payload: { ...form, creditCode: code },
    at: now(),
  });
  return ok(stored);
}

const addCreditDeclare: SignedInHandler<'addCreditDeclare'> = ({ body: form, user }, { db, now }) =>
  storeEnterpriseSubmission(db, user, now, form, {
    kind: 'creditDeclare',
    title: `${form.declareType}：${form.itemName}`,
    fileIds: form.fileIds,
    problems(): Record<string, string> | undefined {
      const today = formatCst(now()).slice(0, 10);
      if (form.issueDate > today) return { issueDate: '颁发日期不能晚于今天' };
      if (form.validUntil && form.validUntil < form.issueDate) return { validUntil: '有效期至不能早于颁发日期' };
      return undefined;
    },
  });

const addIndependentDeclaration: SignedInHandler<'addIndependentDeclaration'> = ({ body: form, user }, { db, now }) =>
  storeEnterpriseSubmission(db, user, now, form, {
    kind: 'selfDeclaration',
    title: form.title,
    problems(): Record<string, string> | undefined {
      if (form.validTo < form.validFrom) return { validTo: '有效期止不能早于有效期起' };
      if (form.validTo < formatCst(now()).slice(0, 10)) return { validTo: '有效期止不能早于今天' };
      return undefined;
    },
  });

const addRiskPersonDeclare: Handler<'addRiskPersonDeclare'> = async ({ body, user }, { db, now }) => {
  const form = body;
  const idNumber = form.idNumber.toUpperCase();
  const problem = residentIdProblem(idNumber);
  if (problem) return invalid({ idNumber: problem });
  const files = attachmentProblem(db, form.fileIds, user?.id ?? null);
  if (files) return invalid({ fileIds: files });
  const stored = await submitSubmission(db, {
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

export const handlers: Handlers = {
  getCommitmentTemplate,
  getCommitmentTemplatePage,
  getOnlineCommitmentDetail,
  getPromiseApplyPublicityPage,
  addOnlineCommitment: signedIn(addOnlineCommitment),
  addCommitmentFeedback: signedIn(addCommitmentFeedback),
  getCommitmentFeedbackInfoPage: signedIn(infoPage('commitmentFeedback')),
  queryCommitmentFeedbackInfo: infoQuery('commitmentFeedback'),
  addCreditDeclare: signedIn(addCreditDeclare),
  getCreditDeclareInfoPage: signedIn(infoPage('creditDeclare')),
  queryCreditDeclareInfo: infoQuery('creditDeclare'),
  addIndependentDeclaration: signedIn(addIndependentDeclaration),
  getIndependentDeclarationInfoPage: signedIn(infoPage('selfDeclaration')),
  queryIndependentDeclarationInfo: infoQuery('selfDeclaration'),
  addRiskPersonDeclare,
  getRiskPersonDeclareInfoPage: signedIn(infoPage('riskPerson')),
  queryRiskPersonDeclareInfo: infoQuery('riskPerson'),
};
