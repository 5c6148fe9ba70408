// The credit-report operations: templates, my applications, applying, editing, deleting, downloading the
// generated report, and sharing it with organisations (and what is shared with mine).
import type { Database } from 'better-sqlite3';
import { binary, fail, invalid, ok } from '../../kernel/reply.js';
import { signedIn, type Handler, type Handlers, type Schema, type SignedInHandler } from '../../kernel/handler.js';
import { formatCst, parseCst } from '../../kernel/time.js';
import type { SessionUser } from '../../kernel/session.js';
import { buildReport } from '../archives/report.js';
import { renderPdf } from '../archives/render.js';
import { subjectById } from '../archives/subjects.js';
import { contentDisposition } from '../files/checks.js';
import { isValidUscc } from '../subjects/identifiers.js';
import { likePattern } from '../../kernel/sql.js';
import { offsetOf, page, type Page } from '../../kernel/paging.js';
import { DAY, REPORT_PROCESSING_MS, insertApplication } from './store.js';

const STATUS_SQL = `CASE WHEN a.ready_at IS NULL OR a.ready_at > @now THEN '已申请' WHEN a.expires_at <= @now THEN '已失效' ELSE '已生成' END`;

const SHARE_STATUS_SQL = `CASE WHEN s.stopped_at IS NOT NULL THEN '已停止' WHEN s.valid_until <= @now THEN '已过期' ELSE '共享中' END`;

// ---- handlers ----

const nowText = (now: () => number): string => formatCst(now());

const TEMPLATE_COLUMNS = 'CAST(t.id AS TEXT) AS id, t.name, t.scope, t.contents, t.valid_days AS validDays';

/** templatePage: the report templates, in display order. */
const getReportTemplatePage: Handler<'getReportTemplatePage'> = ({ query }, { db }) => {
  const { pageNo, pageSize, keyword } = query;
  const filter = keyword?.trim() ? "WHERE t.name LIKE ? ESCAPE '\\' OR t.scope LIKE ? ESCAPE '\\'" : '';
  const args = keyword?.trim() ? [likePattern(keyword.trim()), likePattern(keyword.trim())] : [];
  const { total } = db.prepare(`SELECT count(*) AS total FROM report_template t ${filter}`).get(...args) as { total: number };
  const records = db.prepare(`SELECT ${TEMPLATE_COLUMNS} FROM report_template t ${filter} ORDER BY t.sort LIMIT ? OFFSET ?`).all(...args, pageSize, offsetOf(pageNo, pageSize)) as Schema<'Template'>[];
  return ok({ records, total, size: pageSize, current: pageNo });
};

const APPLICATION_COLUMNS = `CAST(a.id AS TEXT) AS id, a.apply_no AS applyNo, CAST(t.id AS TEXT) AS templateId, t.name AS templateName,
  a.purpose, a.contact_name AS contactName, a.contact_phone AS contactPhone, ${STATUS_SQL} AS status,
  CASE WHEN ${STATUS_SQL} = '已申请' THEN NULL ELSE a.report_no END AS reportNo, a.applied_at AS applyTime,
  CASE WHEN ${STATUS_SQL} = '已申请' THEN NULL ELSE a.ready_at END AS generateTime,
  CASE WHEN ${STATUS_SQL} = '已申请' THEN NULL ELSE a.expires_at END AS expireTime,
  (SELECT count(*) FROM report_share s WHERE s.application_id = a.id AND ${SHARE_STATUS_SQL} = '共享中') AS shareCount`;

/** page: my enterprise's applications, newest first. */
const getReportApplyPage: SignedInHandler<'getReportApplyPage'> = (request, { db, now }) => {
  const { pageNo, pageSize, status, keyword } = request.query;
  const where = ['a.enterprise_id = @enterprise'];
  const args: Record<string, unknown> = { enterprise: request.user.enterpriseId, now: nowText(now) };
  if (status) { where.push(`${STATUS_SQL} = @status`); args.status = status; }
  if (keyword?.trim()) { where.push("(a.purpose LIKE @word ESCAPE '\\' OR t.name LIKE @word ESCAPE '\\')"); args.word = likePattern(keyword.trim()); }
  const from = `report_application a JOIN report_template t ON t.id = a.template_id WHERE ${where.join(' AND ')}`;
  const { total } = db.prepare(`SELECT count(*) AS total FROM ${from}`).get(args) as { total: number };
  const records = db
    .prepare(`SELECT ${APPLICATION_COLUMNS} FROM ${from} ORDER BY a.applied_at DESC, a.id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...args, limit: pageSize, offset: offsetOf(pageNo, pageSize) }) as Schema<'Application'>[];
  return ok({ records, total, size: pageSize, current: pageNo });
};

/** An application with its owner and the moment its report is (to be) generated. */
type ApplicationRow = Schema<'Application'> & { enterpriseId: number; readyAt: string | null };

function application(db: Database, id: unknown, now: () => number): ApplicationRow | undefined {
  return db
    .prepare(
      `SELECT ${APPLICATION_COLUMNS}, a.enterprise_id AS enterpriseId, a.ready_at AS readyAt
         FROM report_application a JOIN report_template t ON t.id = a.template_id WHERE a.id = @id`,
    )
    .get({ id, now: nowText(now) }) as ApplicationRow | undefined;
}

/** An application of my own enterprise; anyone else's answers as if it did not exist. */
const ownApplication = (db: Database, id: unknown, user: SessionUser, now: () => number): ApplicationRow | undefined => {
  const row = application(db, id, now);
  return row && row.enterpriseId === user.enterpriseId ? row : undefined;
};

const templateById = (db: Database, id: unknown) =>
  db.prepare('SELECT id, valid_days AS validDays FROM report_template WHERE id = ?').get(id) as { id: number; validDays: number } | undefined;

/** apply: a new application; its report is generated REPORT_PROCESSING_MS later (the back office's step). */
const applyCreditReport: SignedInHandler<'applyCreditReport'> = (request, { db, now }) => {
  const { body, user } = request;
  const template = templateById(db, body.templateId);
  if (!template) return invalid({ templateId: '请选择报告模板' });
  const appliedAt = now();
  const { id, applyNo } = db.transaction(() => {
    const next = (db.prepare('SELECT coalesce(max(id), 0) + 1 AS id FROM report_application').get() as { id: number }).id;
    const number = insertApplication(db, {
      id: next, userId: user.id, enterpriseId: user.enterpriseId as number, templateId: template.id, validDays: template.validDays,
      purpose: body.purpose.trim(), contactName: body.contactName.trim(), contactPhone: body.contactPhone, appliedAt,
      readyAt: appliedAt + REPORT_PROCESSING_MS,
    });
    return { id: next, applyNo: number };
  })();
  return ok({ id: String(id), applyNo, status: '已申请' as const, applyTime: formatCst(appliedAt) });
};

/** edit/{id}: change template, purpose or contact while the application is still 已申请. */
const editCreditReportApply: SignedInHandler<'editCreditReportApply'> = (request, { db, now }) => {
  const row = ownApplication(db, request.params.id, request.user, now);
  if (!row) return fail(4040);
  if (row.status !== '已申请') return invalid({ status: '报告已生成，不能再修改申请' });
  const { body } = request;
  const template = templateById(db, body.templateId);
  if (!template) return invalid({ templateId: '请选择报告模板' });
  db.prepare(
    'UPDATE report_application SET template_id = ?, purpose = ?, contact_name = ?, contact_phone = ?, expires_at = ? WHERE id = ?',
  ).run(
    template.id, body.purpose.trim(), body.contactName.trim(), body.contactPhone,
    row.readyAt === null ? null : formatCst(parseCst(row.readyAt) + template.validDays * DAY), request.params.id,
  );
  const updated = application(db, request.params.id, now);
  if (!updated) return fail(4040);
  const { enterpriseId: _enterprise, readyAt: _ready, ...changed } = updated;
  return ok(changed);
};

/** delete/{id}: the owner removes an application, its report and its shares. */
const deleteCreditReportApply: SignedInHandler<'deleteCreditReportApply'> = (request, { db, now }) => {
  if (!ownApplication(db, request.params.id, request.user, now)) return fail(4040);
  db.transaction(() => {
    db.prepare('DELETE FROM report_share WHERE application_id = ?').run(request.params.id);
    db.prepare('DELETE FROM report_application WHERE id = ?').run(request.params.id);
  })();
  return ok(true);
};

/**
 * downloadReport: the generated report as a PDF, for the owner or for an organisation it is shared
 * with (while the share lasts). The token may come as the access_token query parameter (spec §6).
 */
const downloadAppliedCreditReport: SignedInHandler<'downloadAppliedCreditReport'> = async (request, { db, now }) => {
  const user = request.user;
  const row = application(db, request.query.id, now);
  const shared =
    row !== undefined &&
    db
      .prepare(`SELECT 1 FROM report_share s WHERE s.application_id = @id AND s.target_enterprise_id = @target AND ${SHARE_STATUS_SQL} = '共享中'`)
      .get({ id: row.id, target: user.enterpriseId, now: nowText(now) }) !== undefined;
  if (!row || (row.enterpriseId !== user.enterpriseId && !shared)) return fail(4040);
  if (row.status === '已申请') return fail(4040, '信用报告尚未生成，请稍后下载');
  if (row.status === '已失效') return fail(4040, '信用报告已失效，请重新申请');
  const subject = subjectById(db, row.enterpriseId);
  if (!subject) return fail(4040);
  const report = { ...buildReport(db, subject, parseCst(row.readyAt as string)), reportNo: row.reportNo as string };
  const pdf = await renderPdf(report);
  return binary('application/pdf', pdf, { 'Content-Disposition': contentDisposition(`${subject.name}${row.templateName}.pdf`) });
};

const SHARE_COLUMNS = `CAST(s.id AS TEXT) AS id, CAST(a.id AS TEXT) AS applicationId, a.apply_no AS applyNo, a.report_no AS reportNo,
  t.name AS templateName, ${SHARE_STATUS_SQL} AS status, substr(s.valid_until, 1, 10) AS validUntil, s.shared_at AS sharedTime,
  s.stopped_at AS stoppedTime`;

const SHARE_FROM = `report_share s JOIN report_application a ON a.id = s.application_id JOIN report_template t ON t.id = a.template_id`;

/** A share just written (so it exists), as the contract shows it. */
const shareOut = (db: Database, id: unknown, now: () => number): Schema<'Share'> =>
  db
    .prepare(
      `SELECT ${SHARE_COLUMNS}, e.name AS targetName, e.credit_code AS targetCreditCode
         FROM ${SHARE_FROM} JOIN enterprise e ON e.id = s.target_enterprise_id WHERE s.id = @id`,
    )
    .get({ id, now: nowText(now) }) as Schema<'Share'>;

/**
 * share/{id}: share a generated report with another organisation, named by its USCC, until a day no
 * later than the report's expiry. Sharing again with the same organisation renews the period.
 */
const shareCreditReport: SignedInHandler<'shareCreditReport'> = (request, { db, now }) => {
  const user = request.user;
  const row = ownApplication(db, request.params.id, user, now);
  if (!row) return fail(4040);
  if (row.status !== '已生成') return invalid({ id: '只有已生成且在有效期内的报告可以共享' });
  const { body } = request;
  const errors: Record<string, string> = {};
  let target: { id: number } | undefined;
  if (!isValidUscc(body.creditCode)) errors.creditCode = '统一社会信用代码校验位不正确';
  else {
    target = db.prepare('SELECT id FROM enterprise WHERE credit_code = ?').get(body.creditCode) as { id: number } | undefined;
    if (!target) errors.creditCode = '未找到该统一社会信用代码对应的单位';
    else if (target.id === user.enterpriseId) errors.creditCode = '不能共享给本单位';
  }
  const today = nowText(now).slice(0, 10);
  const expiry = (row.expireTime as string).slice(0, 10);
  const real = /^\d{4}-\d{2}-\d{2}$/.test(body.validUntil) && formatCst(parseCst(body.validUntil)).slice(0, 10) === body.validUntil;
  if (!real) errors.validUntil = '共享截止日期不是有效的日期';
  else if (body.validUntil < today || body.validUntil > expiry) errors.validUntil = `共享截止日期须在${today}至${expiry}之间`;
  if (Object.keys(errors).length > 0 || !target) return invalid(errors);

  // The period ends with the chosen day, but never after the report itself expires.
  const until = body.validUntil === expiry ? (row.expireTime as string) : `${body.validUntil} 23:59:59`;
  const existing = db
    .prepare(`SELECT s.id FROM report_share s WHERE s.application_id = @app AND s.target_enterprise_id = @target AND ${SHARE_STATUS_SQL} = '共享中'`)
    .get({ app: row.id, target: target.id, now: nowText(now) }) as { id: number } | undefined;
  let id: number | bigint;
  if (existing) {
    db.prepare('UPDATE report_share SET valid_until = ? WHERE id = ?').run(until, existing.id);
    id = existing.id;
  } else {
    id = db
      .prepare('INSERT INTO report_share (application_id, target_enterprise_id, valid_until, shared_at) VALUES (?, ?, ?, ?)')
      .run(row.id, target.id, until, nowText(now)).lastInsertRowid;
  }
  return ok(shareOut(db, id, now));
};

/** stopShare/{id}: the owner ends a share (by the share's id) at once; stopping twice changes nothing. */
const stopShareCreditReport: SignedInHandler<'stopShareCreditReport'> = (request, { db, now }) => {
  const user = request.user;
  const owner = db
    .prepare('SELECT a.enterprise_id AS enterpriseId FROM report_share s JOIN report_application a ON a.id = s.application_id WHERE s.id = ?')
    .get(request.params.id) as { enterpriseId: number } | undefined;
  if (!owner || owner.enterpriseId !== user.enterpriseId) return fail(4040);
  db.prepare('UPDATE report_share SET stopped_at = ? WHERE id = ? AND stopped_at IS NULL').run(nowText(now), request.params.id);
  return ok(shareOut(db, request.params.id, now));
};

/**
 * A page of shares, newest first: those of my enterprise's reports (`owner`, each with the organisation
 * it is shared with) or those other organisations shared with mine (`target`, each with its owner).
 */
function sharePage<Row>(
  db: Database,
  now: () => number,
  enterpriseId: number | null,
  query: { pageNo: number; pageSize: number; status?: string },
  side: 'owner' | 'target',
): Page<Row> {
  const { pageNo, pageSize, status } = query;
  const where = [side === 'owner' ? 'a.enterprise_id = @enterprise' : 's.target_enterprise_id = @enterprise'];
  const args: Record<string, unknown> = { enterprise: enterpriseId, now: nowText(now) };
  if (status) { where.push(`${SHARE_STATUS_SQL} = @status`); args.status = status; }
  const [join, other] = side === 'owner'
    ? ['JOIN enterprise e ON e.id = s.target_enterprise_id', 'e.name AS targetName, e.credit_code AS targetCreditCode']
    : ['JOIN enterprise o ON o.id = a.enterprise_id', 'o.name AS ownerName, o.credit_code AS ownerCreditCode'];
  const from = `${SHARE_FROM} ${join} WHERE ${where.join(' AND ')}`;
  const { total } = db.prepare(`SELECT count(*) AS total FROM ${from}`).get(args) as { total: number };
  const records = db
    .prepare(`SELECT ${SHARE_COLUMNS}, ${other} FROM ${from} ORDER BY s.shared_at DESC, s.id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...args, limit: pageSize, offset: offsetOf(pageNo, pageSize) }) as Row[];
  return page(records, total, query);
}

/** sharePage: the shares of my enterprise's reports, newest first. */
const getReportSharePage: SignedInHandler<'getReportSharePage'> = ({ query, user }, { db, now }) =>
  ok(sharePage<Schema<'Share'>>(db, now, user.enterpriseId, query, 'owner'));

/** alreadySharePage: reports other organisations shared with mine, newest first. */
const getReportReceivedSharePage: SignedInHandler<'getReportReceivedSharePage'> = ({ query, user }, { db, now }) =>
  ok(sharePage<Schema<'ReceivedShare'>>(db, now, user.enterpriseId, query, 'target'));

/** shareUserList: the organisations one of my reports is (or was) shared with. */
const getReportShareUserList: SignedInHandler<'getReportShareUserList'> = (request, { db, now }) => {
  const row = ownApplication(db, request.query.id, request.user, now);
  if (!row) return fail(4040);
  return ok(
    db
      .prepare(
        `SELECT ${SHARE_COLUMNS}, e.name AS targetName, e.credit_code AS targetCreditCode
           FROM ${SHARE_FROM} JOIN enterprise e ON e.id = s.target_enterprise_id WHERE a.id = @id ORDER BY s.shared_at DESC, s.id DESC`,
      )
      .all({ id: row.id, now: nowText(now) }) as Schema<'Share'>[],
  );
};

export const handlers: Handlers = {
  getReportTemplatePage,
  getReportApplyPage: signedIn(getReportApplyPage),
  applyCreditReport: signedIn(applyCreditReport),
  editCreditReportApply: signedIn(editCreditReportApply),
  deleteCreditReportApply: signedIn(deleteCreditReportApply),
  downloadAppliedCreditReport: signedIn(downloadAppliedCreditReport),
  shareCreditReport: signedIn(shareCreditReport),
  stopShareCreditReport: signedIn(stopShareCreditReport),
  getReportSharePage: signedIn(getReportSharePage),
  getReportReceivedSharePage: signedIn(getReportReceivedSharePage),
  getReportShareUserList: signedIn(getReportShareUserList),
};
