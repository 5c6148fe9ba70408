// The financial-product operations (base /credit): products, their home page and leaderboards, support
// and application lists, institutions, and a visitor's favourites and applications.
import type { Database } from 'better-sqlite3';
import { fail, ok } from '../../kernel/reply.js';
import { signedIn, type Handler, type Handlers, type Schema, type SignedInHandler } from '../../kernel/handler.js';
import { formatCst } from '../../kernel/time.js';
import { isValidUscc } from '../subjects/identifiers.js';
import { applyNumber } from './seed.js';
import { likePattern } from '../../kernel/sql.js';
import { offsetOf } from '../../kernel/paging.js';

/** Applicants on public lists: a person keeps the surname, an enterprise its place and form (privacy of credit demand). */
export function maskApplicant(name: string, isPerson: boolean): string {
  const chars = [...name];
  if (isPerson) return chars.length <= 2 ? `${chars[0] ?? ''}*` : `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
  if (chars.length <= 6) return `${chars.slice(0, 2).join('')}**${chars.slice(-2).join('')}`;
  return `${chars.slice(0, 4).join('')}**${chars.slice(-4).join('')}`;
}


/** The columns of a product card; `p` is finance_product, `i` its institution, `s` its counts. */
export const PRODUCT_COLUMNS = `
  CAST(p.id AS TEXT) AS id, p.name, CAST(i.id AS TEXT) AS institutionId, i.name AS institutionName,
  i.short_name AS institutionShortName, i.logo_picture_id AS logoPictureId, p.product_type AS productType,
  p.min_amount AS minAmount, p.max_amount AS maxAmount, p.min_rate AS minRate, p.max_rate AS maxRate,
  p.min_term AS minTerm, p.max_term AS maxTerm, p.guarantee_mode AS guaranteeMode, p.target,
  p.enterprise_only AS enterpriseOnly, s.apply_count AS applyCount, s.loan_count AS loanCount, p.published_at AS publishTime`;
export const PRODUCT_FROM = `
  finance_product p JOIN finance_institution i ON i.id = p.institution_id JOIN finance_product_stats s ON s.product_id = p.id`;

/** A product card as SQLite gives it: the flag as 0 or 1. */
type ProductRow = Omit<Schema<'ProductSummary'>, 'enterpriseOnly'> & { enterpriseOnly: number };
const productOut = <Row extends ProductRow>(row: Row): Omit<Row, 'enterpriseOnly'> & { enterpriseOnly: boolean } => ({
  ...row,
  enterpriseOnly: row.enterpriseOnly === 1,
});

const SORTS: Record<string, string> = {
  default: 'p.featured DESC, p.published_at DESC, p.id DESC',
  newest: 'p.published_at DESC, p.id DESC',
  rateAsc: 'p.min_rate ASC, p.id DESC',
  amountDesc: 'p.max_amount DESC, p.id DESC',
  applyDesc: 's.apply_count DESC, p.id DESC',
};

function platformStatistics(db: Database): Schema<'PlatformStatistics'> {
  return db
    .prepare(
      `SELECT (SELECT count(*) FROM finance_institution) AS institutionCount,
              (SELECT count(*) FROM finance_product) AS productCount,
              (SELECT count(*) FROM finance_application) AS applyCount,
              (SELECT count(*) FROM finance_application WHERE status = '已放款') AS loanCount,
              (SELECT coalesce(sum(loan_amount), 0) FROM finance_application WHERE status = '已放款') AS loanAmount`,
    )
    .get() as Schema<'PlatformStatistics'>;
}

/** productHomePage: featured and newest products and the platform's totals. */
const getFinanceProductHomePage: Handler<'getFinanceProductHomePage', 'size'> = ({ query }, { db }) => {
  const { size } = query;
  const list = (order: string, where = '1 = 1') =>
    (db.prepare(`SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE ${where} ORDER BY ${order} LIMIT ?`).all(size) as ProductRow[]).map(productOut);
  return ok({
    featured: list(SORTS.default as string, 'p.featured = 1'),
    newest: list(SORTS.newest as string),
    statistics: platformStatistics(db),
  });
};

/** productPage: products filtered by type, institution, amount band, term and keyword (product or institution name). */
const getFinanceProductPage: Handler<'getFinanceProductPage', 'sort'> = ({ query }, { db }) => {
  const { pageNo, pageSize, keyword, productType, institutionId, minAmount, maxAmount, term, sort } = query;
  const where: string[] = [];
  const args: unknown[] = [];
  if (productType) { where.push('p.product_type = ?'); args.push(productType); }
  if (institutionId) { where.push('p.institution_id = ?'); args.push(institutionId); }
  // A product fits when its amount range overlaps the asked one and its term range holds the asked term.
  if (minAmount !== undefined) { where.push('p.max_amount >= ?'); args.push(minAmount); }
  if (maxAmount !== undefined) { where.push('p.min_amount <= ?'); args.push(maxAmount); }
  if (term !== undefined) { where.push('p.min_term <= ? AND p.max_term >= ?'); args.push(term, term); }
  for (const word of (keyword ?? '').trim().split(/\s+/).filter(Boolean)) {
    where.push("(p.name LIKE ? ESCAPE '\\' OR i.name LIKE ? ESCAPE '\\' OR i.short_name LIKE ? ESCAPE '\\')");
    args.push(likePattern(word), likePattern(word), likePattern(word));
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const { total } = db.prepare(`SELECT count(*) AS total FROM ${PRODUCT_FROM} ${filter}`).get(...args) as { total: number };
  const records = (
    db.prepare(`SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} ${filter} ORDER BY ${SORTS[sort] ?? SORTS.default} LIMIT ? OFFSET ?`)
      .all(...args, pageSize, offsetOf(pageNo, pageSize)) as ProductRow[]
  ).map(productOut);
  return ok({ records, total, size: pageSize, current: pageNo });
};

function productDetail(db: Database, id: string): Schema<'ProductDetail'> | undefined {
  const row = db
    .prepare(
      `SELECT ${PRODUCT_COLUMNS}, p.conditions, p.features, p.featured, i.phone AS institutionPhone, i.address AS institutionAddress,
              i.kind AS institutionKind
         FROM ${PRODUCT_FROM} WHERE p.id = ?`,
    )
    .get(id) as (ProductRow & Omit<Schema<'ProductDetail'>, keyof Schema<'ProductSummary'> | 'featured'> & { featured: number }) | undefined;
  return row ? { ...productOut(row), featured: row.featured === 1 } : undefined;
}

/** info/{id}: one product with its conditions, features and the institution's contact. */
const getFinanceProductInfo: Handler<'getFinanceProductInfo'> = ({ params }, { db }) => {
  const product = productDetail(db, params.id);
  return product ? ok(product) : fail(4040);
};

const PUBLIC_APPLICATION_COLUMNS = `
  CAST(a.id AS TEXT) AS id, CAST(p.id AS TEXT) AS productId, p.name AS productName, i.short_name AS institutionName,
  a.applicant_name AS applicantName, a.person_id IS NOT NULL AS isPerson, a.amount, a.term, a.status, a.applied_at AS applyTime`;

/** A public application as SQLite gives it: whether the applicant is a person as 0 or 1. */
type PublicApplicationRow = Omit<Schema<'PublicApplication'>, 'applicantType'> & { isPerson: number };
const publicApplication = ({ isPerson, applicantName, ...rest }: PublicApplicationRow): Schema<'PublicApplication'> => ({
  ...rest,
  applicantName: maskApplicant(applicantName, isPerson === 1),
  applicantType: isPerson === 1 ? '个人' : '企业',
});

/** productApplyPage (public): the newest applications, of one product when asked, applicants masked. */
const getFinanceProductApplyPage: Handler<'getFinanceProductApplyPage'> = ({ query }, { db }) => {
  const { pageNo, pageSize, productId } = query;
  const filter = productId ? 'WHERE a.product_id = ?' : '';
  const args = productId ? [productId] : [];
  const { total } = db.prepare(`SELECT count(*) AS total FROM finance_application a ${filter}`).get(...args) as { total: number };
  const records = (
    db.prepare(
      `SELECT ${PUBLIC_APPLICATION_COLUMNS} FROM finance_application a
         JOIN finance_product p ON p.id = a.product_id JOIN finance_institution i ON i.id = p.institution_id
         ${filter} ORDER BY a.applied_at DESC, a.id DESC LIMIT ? OFFSET ?`,
    ).all(...args, pageSize, offsetOf(pageNo, pageSize)) as PublicApplicationRow[]
  ).map(publicApplication);
  return ok({ records, total, size: pageSize, current: pageNo });
};

/** financialLeaderboardList: institutions ranked by the amount they have lent through the platform. */
const getFinancialLeaderboardList: Handler<'getFinancialLeaderboardList', 'size'> = ({ query }, { db }) => {
  const rows = db
    .prepare(
      `SELECT CAST(i.id AS TEXT) AS institutionId, i.name AS institutionName, i.short_name AS institutionShortName,
              i.logo_picture_id AS logoPictureId,
              coalesce(sum(CASE WHEN a.status = '已放款' THEN a.loan_amount END), 0) AS loanAmount,
              count(CASE WHEN a.status = '已放款' THEN 1 END) AS loanCount,
              count(a.id) AS applyCount
         FROM finance_institution i
         LEFT JOIN finance_product p ON p.institution_id = i.id
         LEFT JOIN finance_application a ON a.product_id = p.id
        GROUP BY i.id ORDER BY loanAmount DESC, i.id LIMIT ?`,
    )
    .all(query.size) as Omit<Schema<'LeaderboardEntry'>, 'rank'>[];
  return ok(rows.map((row, index) => ({ rank: index + 1, ...row })));
};

/** financialSupportList: the latest loans granted (放款动态), borrowers masked. */
const getFinancialSupportList: Handler<'getFinancialSupportList', 'size'> = ({ query }, { db }) => {
  const rows = db
    .prepare(
      `SELECT CAST(a.id AS TEXT) AS id, a.applicant_name AS applicantName, a.person_id IS NOT NULL AS isPerson,
              p.name AS productName, i.short_name AS institutionName, a.loan_amount AS loanAmount, a.handled_at AS loanTime
         FROM finance_application a
         JOIN finance_product p ON p.id = a.product_id JOIN finance_institution i ON i.id = p.institution_id
        WHERE a.status = '已放款' ORDER BY a.handled_at DESC, a.id DESC LIMIT ?`,
    )
    .all(query.size) as (Schema<'LoanRecord'> & { isPerson: number })[];
  return ok(rows.map(({ isPerson, applicantName, ...rest }) => ({ ...rest, applicantName: maskApplicant(applicantName, isPerson === 1) })));
};

/** financialApplyList: the latest applications (申请动态) as a ticker, applicants masked. */
const getFinancialApplyList: Handler<'getFinancialApplyList', 'size'> = ({ query }, { db }) => {
  const rows = db
    .prepare(
      `SELECT ${PUBLIC_APPLICATION_COLUMNS} FROM finance_application a
         JOIN finance_product p ON p.id = a.product_id JOIN finance_institution i ON i.id = p.institution_id
        ORDER BY a.applied_at DESC, a.id DESC LIMIT ?`,
    )
    .all(query.size) as PublicApplicationRow[];
  return ok(rows.map(publicApplication));
};

export const INSTITUTION_COLUMNS = `
  CAST(i.id AS TEXT) AS id, i.name, i.short_name AS shortName, i.kind, i.district, i.address, i.phone,
  i.logo_picture_id AS logoPictureId, i.introduction, i.joined_at AS joinTime,
  (SELECT count(*) FROM finance_product p WHERE p.institution_id = i.id) AS productCount`;

/** blankJrJg: every institution of the platform (the "bank 金融机构" filter and logo wall). */
const getFinancialInstitutionList: Handler<'getFinancialInstitutionList'> = ({ query }, { db }) => {
  const { kind, keyword } = query;
  const where: string[] = [];
  const args: unknown[] = [];
  if (kind) { where.push('i.kind = ?'); args.push(kind); }
  if (keyword?.trim()) { where.push("(i.name LIKE ? ESCAPE '\\' OR i.short_name LIKE ? ESCAPE '\\')"); args.push(likePattern(keyword.trim()), likePattern(keyword.trim())); }
  const rows = db
    .prepare(`SELECT ${INSTITUTION_COLUMNS} FROM finance_institution i ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY i.id`)
    .all(...args) as Schema<'Institution'>[];
  return ok(rows);
};

/** myCollectPage: my favourite products, most recently collected first. */
const getMyCollectPage: SignedInHandler<'getMyCollectPage'> = (request, { db }) => {
  const { pageNo, pageSize } = request.query;
  const user = request.user;
  const { total } = db.prepare('SELECT count(*) AS total FROM finance_collect WHERE user_id = ?').get(user.id) as { total: number };
  const records = (
    db.prepare(
      `SELECT ${PRODUCT_COLUMNS}, c.collected_at AS collectTime FROM ${PRODUCT_FROM} JOIN finance_collect c ON c.product_id = p.id
        WHERE c.user_id = ? ORDER BY c.collected_at DESC, p.id DESC LIMIT ? OFFSET ?`,
    ).all(user.id, pageSize, offsetOf(pageNo, pageSize)) as (ProductRow & Pick<Schema<'CollectedProduct'>, 'collectTime'>)[]
  ).map(productOut);
  return ok({ records, total, size: pageSize, current: pageNo });
};

/** productApplyPage (mine): my applications with their numbers, outcomes and the lender's opinion. */
const getMyProductApplyPage: SignedInHandler<'getMyProductApplyPage'> = (request, { db }) => {
  const { pageNo, pageSize, status } = request.query;
  const user = request.user;
  const filter = status ? 'AND a.status = ?' : '';
  const args: unknown[] = status ? [user.id, status] : [user.id];
  const { total } = db.prepare(`SELECT count(*) AS total FROM finance_application a WHERE a.user_id = ? ${filter}`).get(...args) as { total: number };
  const records = db
    .prepare(
      `SELECT CAST(a.id AS TEXT) AS id, a.apply_no AS applyNo, CAST(p.id AS TEXT) AS productId, p.name AS productName,
              i.name AS institutionName, a.applicant_name AS applicantName, a.amount, a.term, a.purpose,
              a.contact_name AS contactName, a.contact_phone AS contactPhone, a.status, a.credit_amount AS creditAmount,
              a.loan_amount AS loanAmount, a.opinion, a.applied_at AS applyTime, a.handled_at AS handleTime
         FROM finance_application a JOIN finance_product p ON p.id = a.product_id JOIN finance_institution i ON i.id = p.institution_id
        WHERE a.user_id = ? ${filter} ORDER BY a.applied_at DESC, a.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, pageSize, offsetOf(pageNo, pageSize)) as Schema<'MyApplication'>[];
  return ok({ records, total, size: pageSize, current: pageNo });
};

const productExists = (db: Database, id: unknown): boolean => db.prepare('SELECT 1 FROM finance_product WHERE id = ?').get(id) !== undefined;

/** judgeCollect/{id}: whether I have collected the product. */
const judgeProductCollect: SignedInHandler<'judgeProductCollect'> = (request, { db }) => {
  if (!productExists(db, request.params.id)) return fail(4040);
  const row = db.prepare('SELECT 1 FROM finance_collect WHERE user_id = ? AND product_id = ?').get(request.user.id, request.params.id);
  return ok(row !== undefined);
};

/** collect: `collect: true` adds the product to my favourites, `false` removes it; both are idempotent. */
const collectProduct: SignedInHandler<'collectProduct'> = (request, { db, now }) => {
  const { productId, collect } = request.body;
  if (!productExists(db, productId)) return fail(4040);
  const user = request.user;
  if (collect) {
    db.prepare('INSERT OR IGNORE INTO finance_collect (user_id, product_id, collected_at) VALUES (?, ?, ?)').run(user.id, productId, formatCst(now()));
  } else {
    db.prepare('DELETE FROM finance_collect WHERE user_id = ? AND product_id = ?').run(user.id, productId);
  }
  return ok({ productId, collected: collect });
};

/** The farming rule (spec §5, §6, glossary): only enterprise accounts publish a financing demand. */
export const ENTERPRISE_ONLY_MESSAGE = '请使用企业账号登录后发布融资需求';

/**
 * apply: a financing application for a product. Beyond the schema: the amount and term must lie in
 * the product's ranges, an enterprise or organisation names itself with a USCC whose check character
 * holds and that is the logged-in subject's, and one product takes one open application per account.
 */
const applyProduct: SignedInHandler<'applyProduct'> = (request, { db, now }) => {
  const { body } = request;
  const user = request.user;
  const product = db
    .prepare('SELECT id, min_amount AS minAmount, max_amount AS maxAmount, min_term AS minTerm, max_term AS maxTerm, enterprise_only AS enterpriseOnly FROM finance_product WHERE id = ?')
    .get(body.productId) as { id: number; minAmount: number; maxAmount: number; minTerm: number; maxTerm: number; enterpriseOnly: number } | undefined;
  if (!product) return fail(4040);
  if (product.enterpriseOnly === 1 && user.userType !== 2) return fail(403, ENTERPRISE_ONLY_MESSAGE);

  const errors: Record<string, string> = {};
  if (body.amount < product.minAmount || body.amount > product.maxAmount) {
    errors.amount = `申请金额应在${product.minAmount}至${product.maxAmount}万元之间`;
  }
  if (body.term < product.minTerm || body.term > product.maxTerm) errors.term = `贷款期限应在${product.minTerm}至${product.maxTerm}个月之间`;
  let applicantName = user.name;
  let creditCode: string | null = null;
  if (user.userType !== 1) {
    const subject = db.prepare('SELECT name, credit_code AS creditCode FROM enterprise WHERE id = ?').get(user.enterpriseId) as
      | { name: string; creditCode: string }
      | undefined;
    if (!body.enterpriseName?.trim()) errors.enterpriseName = '请填写企业名称';
    if (!body.creditCode) errors.creditCode = '请填写统一社会信用代码';
    else if (!isValidUscc(body.creditCode)) errors.creditCode = '统一社会信用代码校验位不正确';
    else if (subject && subject.creditCode !== body.creditCode) errors.creditCode = '统一社会信用代码与登录企业不一致';
    applicantName = body.enterpriseName?.trim() || subject?.name || user.name;
    creditCode = body.creditCode ?? null;
  }
  const open = db
    .prepare("SELECT 1 FROM finance_application WHERE user_id = ? AND product_id = ? AND status IN ('已提交', '受理中')")
    .get(user.id, product.id);
  if (open) errors.productId = '您已申请该产品且正在办理中，请勿重复提交';
  if (Object.keys(errors).length > 0) return { kind: 'json', status: 200, body: { code: 202, msg: Object.values(errors)[0] as string, errors } };

  const appliedAt = formatCst(now());
  const id = db.transaction(() => {
    const next = (db.prepare('SELECT coalesce(max(id), 0) + 1 AS id FROM finance_application').get() as { id: number }).id;
    db.prepare(
      `INSERT INTO finance_application (id, apply_no, product_id, user_id, enterprise_id, person_id, applicant_name, credit_code,
         amount, term, purpose, contact_name, contact_phone, status, applied_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '已提交', ?)`,
    ).run(
      next, applyNumber(appliedAt, next), product.id, user.id, user.userType === 1 ? null : user.enterpriseId,
      user.userType === 1 ? user.personId : null, applicantName, creditCode, body.amount, body.term, body.purpose.trim(),
      body.contactName.trim(), body.contactPhone, appliedAt,
    );
    return next;
  })();
  return ok({ id: String(id), applyNo: applyNumber(appliedAt, id), status: '已提交' as const, applyTime: appliedAt });
};

export const handlers: Handlers = {
  getFinanceProductHomePage,
  getFinanceProductPage,
  getFinanceProductInfo,
  getFinanceProductApplyPage,
  getFinancialLeaderboardList,
  getFinancialSupportList,
  getFinancialApplyList,
  getFinancialInstitutionList,
  getMyCollectPage: signedIn(getMyCollectPage),
  getMyProductApplyPage: signedIn(getMyProductApplyPage),
  judgeProductCollect: signedIn(judgeProductCollect),
  collectProduct: signedIn(collectProduct),
  applyProduct: signedIn(applyProduct),
};
