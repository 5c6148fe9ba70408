// Complaints, objections, error corrections and safety clues: the submissions and their inquiries.
import type { Database } from 'better-sqlite3';
import { invalid, ok } from '../../kernel/reply.js';
import { signedIn, type Handler, type Handlers, type SignedInHandler } from '../../kernel/handler.js';
import { certificateProblem, residentIdProblem, usccProblem } from './identity.js';
import { OBJECTION_KINDS } from './kinds.js';
import { attachmentProblem, clueDetail, infoPage, infoQuery, submitSubmission, newQueryCode, type StoredSubmission } from './store.js';
import { withCaptchaPass } from '../../kernel/captcha-pass.js';

const receipt = (stored: StoredSubmission, extra: { queryCode?: string } = {}) =>
  ok({ trackingNo: stored.trackingNo, status: stored.status, submitTime: stored.submitTime, ...extra });

const enterpriseIdByCode = (db: Database, code: string): number | null =>
  (db.prepare('SELECT id FROM enterprise WHERE credit_code = ?').get(code) as { id: number } | undefined)?.id ?? null;

const addCreditComplaint: SignedInHandler<'addCreditComplaint'> = async ({ body, user }, { db, now }) => {
  const form = body;
  const errors: Record<string, string> = {};
  const certificate = certificateProblem(form.idType, form.idNumber);
  if (certificate) errors.idNumber = certificate;
  const respondentCode = form.respondentCreditCode?.toUpperCase();
  if (respondentCode && usccProblem(respondentCode)) errors.respondentCreditCode = usccProblem(respondentCode) as string;
  const files = attachmentProblem(db, form.fileIds, user.id);
  if (files) errors.fileIds = files;
  if (Object.keys(errors).length > 0) return invalid(errors);
  const stored = await submitSubmission(db, {
    kind: 'creditComplaint',
    prefix: OBJECTION_KINDS.creditComplaint.prefix,
    userId: user.id,
    enterpriseId: respondentCode ? enterpriseIdByCode(db, respondentCode) : null,
    title: form.title,
    subjectName: form.respondentName,
    // The complainant's certificate is the second factor of infoQuery (with the phone).
    subjectCode: form.idNumber.toUpperCase(),
    contactName: form.complainantName,
    contactPhone: form.phone,
    payload: { ...form, idNumber: form.idNumber.toUpperCase(), respondentCreditCode: respondentCode },
    at: now(),
  });
  return receipt(stored);
};

const addShoeCityComplaintSuggestion: SignedInHandler<'addShoeCityComplaintSuggestion'> = async ({ body, user }, { db, now }) => {
  const form = body;
  const stored = await submitSubmission(db, {
    kind: 'shoeCity',
    prefix: OBJECTION_KINDS.shoeCity.prefix,
    userId: user.id,
    title: `关于${form.enterpriseName}的${form.kind}`,
    subjectName: form.enterpriseName,
    contactName: form.name,
    contactPhone: form.phone,
    payload: form,
    at: now(),
  });
  return receipt(stored);
};

const objectionTitle = (form: { category: string; request: string; recordId?: string }): string =>
  `${form.category}信息异议（申请${form.request}）${form.recordId ? `：${form.recordId}` : ''}`;

/** Enterprise and other legal-person objections: only about the unit the account acts for. */
function legalPersonObjection(
  kind: 'enterpriseObjection' | 'otherObjection',
): SignedInHandler<'addEnterpriseLegalPersonObjection' | 'addOtherLegalPersonObjection'> {
  return async ({ body, user }, { db, now }) => {
    const form = body;
    const account = user;
    const code = form.creditCode.toUpperCase();
    const codeProblem = usccProblem(code);
    if (codeProblem) return invalid({ creditCode: codeProblem });
    const own = db.prepare('SELECT id, name, credit_code AS code FROM enterprise WHERE id = ?').get(account.enterpriseId) as
      | { id: number; name: string; code: string }
      | undefined;
    if (!own || own.code !== code) return invalid({ creditCode: '只能对本单位的信用信息提出异议' });
    if (own.name !== form.subjectName.trim()) return invalid({ subjectName: '单位名称与统一社会信用代码不一致' });
    const files = attachmentProblem(db, form.fileIds, account.id);
    if (files) return invalid({ fileIds: files });
    const stored = await submitSubmission(db, {
      kind,
      prefix: OBJECTION_KINDS[kind].prefix,
      userId: account.id,
      enterpriseId: own.id,
      title: objectionTitle(form),
      subjectName: own.name,
      subjectCode: code,
      contactName: form.operatorName,
      contactPhone: form.phone,
      payload: { ...form, creditCode: code },
      at: now(),
    });
    return receipt(stored);
  };
}

const addNaturePersonObjection: SignedInHandler<'addNaturePersonObjection'> = async ({ body, user }, { db, now }) => {
  const form = body;
  const account = user;
  const idNumber = form.idNumber.toUpperCase();
  const idProblem = residentIdProblem(idNumber);
  if (idProblem) return invalid({ idNumber: idProblem });
  const own = db.prepare('SELECT id, name, id_number AS idNumber FROM person WHERE id = ?').get(account.personId) as
    | { id: number; name: string; idNumber: string }
    | undefined;
  if (!own || own.idNumber !== idNumber) return invalid({ idNumber: '只能对本人的信用信息提出异议' });
  if (own.name !== form.name.trim()) return invalid({ name: '姓名与身份证号码不一致' });
  const files = attachmentProblem(db, form.fileIds, account.id);
  if (files) return invalid({ fileIds: files });
  const stored = await submitSubmission(db, {
    kind: 'personObjection',
    prefix: OBJECTION_KINDS.personObjection.prefix,
    userId: account.id,
    personId: own.id,
    title: objectionTitle(form),
    subjectName: own.name,
    subjectCode: idNumber,
    contactName: own.name,
    contactPhone: form.phone,
    payload: { ...form, idNumber },
    at: now(),
  });
  return receipt(stored);
};

const addCorrection: Handler<'addCorrection'> = async ({ body, user }, { db, now }) => {
  const form = body;
  const stored = await submitSubmission(db, {
    kind: 'correction',
    prefix: OBJECTION_KINDS.correction.prefix,
    userId: user?.id ?? null,
    title: `信息纠错：${form.content.slice(0, 24)}${form.content.length > 24 ? '…' : ''}`,
    contactName: form.contactName,
    contactPhone: form.phone,
    payload: form,
    at: now(),
  });
  return receipt(stored);
};

const addColumnClue: Handler<'addColumnClue'> = async ({ body, user }, { db, now }) => {
  const form = body;
  // Anonymity is kept whole: no contact, no account link, only a one-time 查询码 to follow the clue.
  const { reporterName, phone, ...clue } = form;
  const files = attachmentProblem(db, form.fileIds, user?.id ?? null);
  if (files) return invalid({ fileIds: files });
  const queryCode = form.anonymous ? newQueryCode() : null;
  const stored = await submitSubmission(db, {
    kind: 'safetyClue',
    prefix: OBJECTION_KINDS.safetyClue.prefix,
    userId: form.anonymous ? null : (user?.id ?? null),
    // A guarantee clue (the electronic-guarantee sub-site) is no safety clue: 电子保函线索, not 电子保函安全线索.
    title: `${form.clueType}${form.clueType === '电子保函' ? '' : '安全'}线索：${form.targetName}`,
    subjectName: form.targetName,
    contactName: form.anonymous ? null : (reporterName ?? null),
    contactPhone: form.anonymous ? null : (phone ?? null),
    queryCode,
    payload: form.anonymous ? clue : form,
    at: now(),
  });
  return receipt(stored, queryCode ? { queryCode } : {});
};

export const handlers: Handlers = {
  addCreditComplaint: signedIn(addCreditComplaint),
  addShoeCityComplaintSuggestion: signedIn(addShoeCityComplaintSuggestion),
  addEnterpriseLegalPersonObjection: signedIn(legalPersonObjection('enterpriseObjection')),
  addOtherLegalPersonObjection: signedIn(legalPersonObjection('otherObjection')),
  addNaturePersonObjection: signedIn(addNaturePersonObjection),
  addCorrection,
  // Anyone may report, so the report is guarded by the 安全验证 the form asks for.
  addColumnClue: withCaptchaPass(addColumnClue),
  getCreditComplaintInfoPage: signedIn(infoPage('creditComplaint')),
  queryCreditComplaintInfo: infoQuery('creditComplaint'),
  getEnterpriseLegalPersonObjectionInfoPage: signedIn(infoPage('enterpriseObjection')),
  queryEnterpriseLegalPersonObjectionInfo: infoQuery('enterpriseObjection'),
  getOtherLegalPersonObjectionInfoPage: signedIn(infoPage('otherObjection')),
  queryOtherLegalPersonObjectionInfo: infoQuery('otherObjection'),
  getNaturePersonObjectionInfoPage: signedIn(infoPage('personObjection')),
  queryNaturePersonObjectionInfo: infoQuery('personObjection'),
  getCorrectionInfoPage: signedIn(infoPage('correction')),
  queryCorrectionInfo: infoQuery('correction'),
  getColumnCluesInfoPage: signedIn(infoPage('safetyClue')),
  queryColumnCluesInfo: infoQuery('safetyClue'),
  getColumnClueDetail: clueDetail,
};
