// The electronic bid guarantee's operations: institutions and products, tenders, an enterprise's
// application (issued at once), its own guarantees, and the public verification by number and code.
import type { Database } from 'better-sqlite3';
import { groupCommit } from '../../kernel/group-commit.js';
import { fail, invalid, ok } from '../../kernel/reply.js';
import { offsetOf } from '../../kernel/paging.js';
import { keywordWords, likePattern } from '../../kernel/sql.js';
import { formatCst } from '../../kernel/time.js';
import { signedIn, type Handler, type Handlers, type Schema, type SignedInHandler } from '../../kernel/handler.js';
import { usccProblem } from '../objections/identity.js';
import { attachmentProblem, compact } from '../objections/store.js';
import { lookupLock, lookupLocked } from '../../kernel/lookup-lock.js';
import { STATUS_SQL, issueGuarantee, newVerifyCode, premiumOf, todayOf, validityOf } from './store.js';

type Status = Schema<'GuaranteeStatus'>;

const listGuaranteeInstitutions: Handler<'listGuaranteeInstitutions'> = ({ query }, { db }) => {
  const institutions = db
    .prepare(
      `SELECT CAST(id AS TEXT) AS id, name, institution_type AS institutionType, credit_code AS creditCode, address, phone, rating
       FROM guarantee_institution WHERE (@type IS NULL OR institution_type = @type) ORDER BY type_order, name, id`,
    )
    .all({ type: query.institutionType ?? null }) as Omit<Schema<'GuaranteeInstitution'>, 'products'>[];
  const products = db
    .prepare(
      `SELECT CAST(id AS TEXT) AS id, institution_id AS institutionId, name, guarantee_kind AS guaranteeKind, rate, min_premium AS minPremium,
         min_amount AS minAmount, max_amount AS maxAmount, conditions, issue_time AS issueTime FROM guarantee_product ORDER BY rate, id`,
    )
    .all() as (Omit<Schema<'GuaranteeProduct'>, 'conditions'> & { institutionId: number; conditions: string })[];
  return ok(
    institutions.map((institution) => ({
      ...institution,
      products: products
        .filter((p) => String(p.institutionId) === institution.id)
        .map(({ institutionId: _i, conditions, ...p }) => ({ ...p, guaranteeKind: '投标保函' as const, conditions: JSON.parse(conditions) as string[] })),
    })),
  );
};

const TENDER_COLUMNS = `project_no AS projectNo, project_name AS projectName, field, tenderee, agency, district, bid_bond AS bidBond,
  bid_deadline AS bidDeadline, valid_days AS validDays, bid_deadline > @now AS open`;

/** Open tenders first, nearest deadline first; then the closed ones, newest deadline first. */
const getGuaranteeTenderPage: Handler<'getGuaranteeTenderPage'> = ({ query }, { db, now }) => {
  const where = ['1 = 1'];
  const args: Record<string, unknown> = { now: formatCst(now()) };
  keywordWords(query.keyword).forEach((word, index) => {
    where.push(`(project_no LIKE @w${index} ESCAPE '\\' OR project_name LIKE @w${index} ESCAPE '\\' OR tenderee LIKE @w${index} ESCAPE '\\')`);
    args[`w${index}`] = likePattern(word);
  });
  if (query.open) where.push('bid_deadline > @now');
  const filter = where.join(' AND ');
  const { total } = db.prepare(`SELECT count(*) AS total FROM guarantee_tender WHERE ${filter}`).get(args) as { total: number };
  const records = (
    db
      .prepare(
        `SELECT ${TENDER_COLUMNS} FROM guarantee_tender WHERE ${filter}
         ORDER BY bid_deadline > @now DESC, CASE WHEN bid_deadline > @now THEN bid_deadline END ASC, bid_deadline DESC, id
         LIMIT @limit OFFSET @offset`,
      )
      .all({ ...args, limit: query.pageSize, offset: offsetOf(query.pageNo, query.pageSize) }) as (Omit<Schema<'GuaranteeTender'>, 'open'> & { open: number })[]
  ).map((row) => ({ ...row, open: row.open === 1 }));
  return ok({ records, total, size: query.pageSize, current: query.pageNo });
};

interface Tender {
  id: number;
  bidBond: number;
  bidDeadline: string;
  validDays: number;
}
interface Product {
  id: number;
  rate: number;
  minPremium: number;
  minAmount: number;
  maxAmount: number;
}

const yuan = (amount: number) => `${amount.toLocaleString('en-US')}元`;

/** What stops an application beyond the schema, as field messages; null when it may be issued. */
type Checked = { errors: Record<string, string> } | { own: { id: number; name: string; code: string }; tender: Tender; product: Product };

function applicationProblem(db: Database, form: Schema<'GuaranteeApplyForm'>, enterpriseId: number | null, now: number): Checked {
  const code = form.creditCode.toUpperCase();
  const codeProblem = usccProblem(code);
  if (codeProblem) return { errors: { creditCode: codeProblem } };
  const own = db.prepare('SELECT id, name, credit_code AS code FROM enterprise WHERE id = ?').get(enterpriseId) as { id: number; name: string; code: string } | undefined;
  if (!own || own.code !== code) return { errors: { creditCode: '只能以本企业名义申请保函，统一社会信用代码应为本企业的代码' } };
  if (own.name !== form.enterpriseName.trim()) return { errors: { enterpriseName: '企业名称与统一社会信用代码不一致' } };
  const tender = db
    .prepare('SELECT id, bid_bond AS bidBond, bid_deadline AS bidDeadline, valid_days AS validDays FROM guarantee_tender WHERE project_no = ?')
    .get(form.projectNo) as Tender | undefined;
  if (!tender) return { errors: { projectNo: '未找到该招标项目，请核对项目编号' } };
  if (tender.bidDeadline <= formatCst(now)) return { errors: { projectNo: '该项目投标已截止，不能再申请投标保函' } };
  const product = db
    .prepare('SELECT id, rate, min_premium AS minPremium, min_amount AS minAmount, max_amount AS maxAmount FROM guarantee_product WHERE id = ?')
    .get(form.productId) as Product | undefined;
  if (!product) return { errors: { productId: '保函产品不存在，请重新选择' } };
  if (tender.bidBond < product.minAmount || tender.bidBond > product.maxAmount) {
    return { errors: { productId: `该项目投标保证金${yuan(tender.bidBond)}不在该产品的担保额度（${yuan(product.minAmount)}至${yuan(product.maxAmount)}）内，请选择其他产品` } };
  }
  const held = db
    .prepare(`SELECT guarantee_no AS guaranteeNo FROM ele_guarantee WHERE tender_id = ? AND enterprise_id = ? AND status = '已出函' AND valid_to >= ?`)
    .get(tender.id, own.id, formatCst(now).slice(0, 10)) as { guaranteeNo: string } | undefined;
  if (held) return { errors: { projectNo: `本企业已持有该项目的有效投标保函（保函编号${held.guaranteeNo}），无需重复申请` } };
  return { own, tender, product };
}

const applyEleGuarantee: SignedInHandler<'applyEleGuarantee'> = async ({ body, user }, { db, now }) => {
  const at = now();
  const checked = applicationProblem(db, body, user.enterpriseId, at);
  if ('errors' in checked) return invalid(checked.errors);
  const files = attachmentProblem(db, body.fileIds, user.id);
  if (files) return invalid({ fileIds: files });
  const { own, tender, product } = checked;
  const premium = premiumOf(tender.bidBond, product);
  const { validFrom, validTo } = validityOf(at, tender.bidDeadline, tender.validDays);
  const verifyCode = newVerifyCode();
  const issued = await groupCommit(db, () =>
    issueGuarantee(db, {
      verifyCode,
      enterpriseId: own.id,
      userId: user.id,
      applicantName: own.name,
      applicantCode: own.code,
      tenderId: tender.id,
      productId: product.id,
      amount: tender.bidBond,
      premium,
      status: '已出函',
      contactName: body.contactName.trim(),
      phone: body.phone,
      email: body.email ?? null,
      fileIds: body.fileIds,
      at,
      validFrom,
      validTo,
    }),
  );
  return ok({ id: String(issued.id), guaranteeNo: issued.guaranteeNo, verifyCode, status: '已出函' as const, applyTime: issued.applyTime, amount: tender.bidBond, premium, validTo });
};

const FROM = `FROM ele_guarantee g JOIN guarantee_tender t ON t.id = g.tender_id JOIN guarantee_product p ON p.id = g.product_id
  JOIN guarantee_institution i ON i.id = p.institution_id`;

const getMyEleGuaranteePage: SignedInHandler<'getMyEleGuaranteePage'> = ({ query, user }, { db, now }) => {
  const args = { enterprise: user.enterpriseId, status: query.status ?? null, today: todayOf(now()) };
  const filter = `g.enterprise_id = @enterprise AND (@status IS NULL OR ${STATUS_SQL} = @status)`;
  const { total } = db.prepare(`SELECT count(*) AS total ${FROM} WHERE ${filter}`).get(args) as { total: number };
  const records = db
    .prepare(
      `SELECT CAST(g.id AS TEXT) AS id, g.guarantee_no AS guaranteeNo, t.project_no AS projectNo, t.project_name AS projectName,
         i.name AS institutionName, g.amount, g.premium, ${STATUS_SQL} AS status, g.apply_time AS applyTime, g.valid_to AS validTo
       ${FROM} WHERE ${filter} ORDER BY g.apply_time DESC, g.id DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ ...args, limit: query.pageSize, offset: offsetOf(query.pageNo, query.pageSize) }) as Schema<'GuaranteeSummary'>[];
  return ok({ records, total, size: query.pageSize, current: query.pageNo });
};

const VERIFICATION_COLUMNS = `g.guarantee_no AS guaranteeNo, p.guarantee_kind AS guaranteeKind, g.applicant_name AS applicantName,
  t.project_no AS projectNo, t.project_name AS projectName, t.tenderee, i.name AS institutionName, g.amount, g.issue_time AS issueTime,
  g.valid_from AS validFrom, g.valid_to AS validTo, ${STATUS_SQL} AS status`;

/** Only the applicant enterprise's accounts; anyone else gets 4040 as for an unknown id (who bids for what stays secret). */
const getEleGuaranteeDetail: SignedInHandler<'getEleGuaranteeDetail'> = ({ params, user }, { db, now }) => {
  if (user.enterpriseId === null) return fail(4040);
  const row = db
    .prepare(
      `SELECT ${VERIFICATION_COLUMNS}, CAST(g.id AS TEXT) AS id, g.verify_code AS verifyCode, g.applicant_code AS applicantCode,
         p.name AS productName, p.rate, g.premium, g.contact_name AS contactName, g.phone, g.email, g.apply_time AS applyTime,
         t.bid_deadline AS bidDeadline, json_array_length(g.file_ids) AS fileCount, g.claim_time AS claimTime, g.cancel_time AS cancelTime
       ${FROM} WHERE g.id = @id AND g.enterprise_id = @enterprise`,
    )
    .get({ id: params.id, enterprise: user.enterpriseId, today: todayOf(now()) }) as (Schema<'GuaranteeDetail'> & { status: Status }) | undefined;
  return row ? ok(compact(row) as Schema<'GuaranteeDetail'>) : fail(4040);
};

/**
 * 真伪查验: the number and its code together, or 4040 for an unknown number and a wrong code alike; five
 * wrong codes within 15 minutes lock the number's verification for 15 minutes (kernel/lookup-lock.ts).
 */
const verifyEleGuarantee: Handler<'verifyEleGuarantee'> = ({ query }, { db, now: clock }) => {
  const now = clock();
  const found = db
    .prepare(`SELECT ${VERIFICATION_COLUMNS}, g.verify_code AS verifyCode ${FROM} WHERE g.guarantee_no = @no`)
    .get({ no: query.guaranteeNo, today: todayOf(now) }) as (Schema<'GuaranteeVerification'> & { verifyCode: string }) | undefined;
  const lock = lookupLock(db, 'guarantee');
  const locked = lock.lockedUntil(query.guaranteeNo, found !== undefined, now);
  if (locked !== null) return lookupLocked(locked, now, 'guaranteeNo', '保函编号');
  if (found && found.verifyCode === query.verifyCode.toUpperCase()) {
    const { verifyCode: _code, ...row } = found;
    return ok(row);
  }
  const lockedNow = lock.fail(query.guaranteeNo, found !== undefined, now);
  return lockedNow !== null ? lookupLocked(lockedNow, now, 'guaranteeNo', '保函编号') : fail(4040);
};

export const handlers: Handlers = {
  listGuaranteeInstitutions,
  getGuaranteeTenderPage,
  applyEleGuarantee: signedIn(applyEleGuarantee),
  getMyEleGuaranteePage: signedIn(getMyEleGuaranteePage),
  getEleGuaranteeDetail: signedIn(getEleGuaranteeDetail),
  verifyEleGuarantee,
};
