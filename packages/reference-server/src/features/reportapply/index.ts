// Credit-report applications (信用报告申请, user centre; spec §7 "creditreportapply"): an enterprise
// applies for its credit report for a purpose, downloads it once generated and shares it with other
// organisations for a while. The PDF is the archives feature's credit report (archives/render.ts).
import type { Database } from 'better-sqlite3';
import { binary, fail, ok, type JsonReply } from '../../http/reply.js';
import type { HandlerRequest, Handlers, OperationHandler } from '../../handlers/types.js';
import type { Random } from '../../seed/random.js';
import { formatCst, parseCst } from '../../time.js';
import type { SessionUser } from '../accounts/session.js';
import { buildReport } from '../archives/report.js';
import { renderPdf } from '../archives/render.js';
import { subjectById } from '../archives/subjects.js';
import { contentDisposition } from '../files/checks.js';
import { isValidUscc } from '../subjects/identifiers.js';
import type { Feature, SeedContext } from '../types.js';

const schema = `
  CREATE TABLE report_template (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE,
    scope       TEXT NOT NULL,                      -- 适用场景
    contents    TEXT NOT NULL,                      -- 报告内容
    valid_days  INTEGER NOT NULL CHECK (valid_days > 0),
    sort        INTEGER NOT NULL
  );

  -- The status is derived from the times (see STATUS_SQL): 已申请 until ready_at, 已生成 until expires_at, then 已失效.
  CREATE TABLE report_application (
    id            INTEGER PRIMARY KEY,
    apply_no      TEXT NOT NULL UNIQUE,             -- BGSQ + yyyyMMdd + sequence
    user_id       INTEGER REFERENCES user_account(id),
    enterprise_id INTEGER NOT NULL REFERENCES enterprise(id),
    template_id   INTEGER NOT NULL REFERENCES report_template(id),
    purpose       TEXT NOT NULL,
    contact_name  TEXT NOT NULL,
    contact_phone TEXT NOT NULL,
    applied_at    TEXT NOT NULL,
    ready_at      TEXT,                             -- when the report is generated; NULL while awaiting review
    report_no     TEXT NOT NULL UNIQUE,             -- XYBG + yyyyMMdd + sequence
    expires_at    TEXT
  );
  CREATE INDEX report_application_by_enterprise ON report_application(enterprise_id, applied_at DESC, id DESC);

  CREATE TABLE report_share (
    id                   INTEGER PRIMARY KEY,
    application_id       INTEGER NOT NULL REFERENCES report_application(id) ON DELETE CASCADE,
    target_enterprise_id INTEGER NOT NULL REFERENCES enterprise(id),
    valid_until          TEXT NOT NULL,             -- the last moment of the validity period
    shared_at            TEXT NOT NULL,
    stopped_at           TEXT
  );
  CREATE INDEX report_share_by_application ON report_share(application_id, shared_at DESC);
  CREATE INDEX report_share_by_target ON report_share(target_enterprise_id, shared_at DESC, id DESC);
`;

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
/** The reference server plays the back office: a new application's report is generated 10 minutes later. */
export const REPORT_PROCESSING_MS = 10 * MINUTE;

const TEMPLATES = [
  { name: '公共信用信息报告（标准版）', scope: '一般性信用状况证明、合作方资信审查', contents: '登记信息、行政许可、行政处罚、守信激励、失信惩戒、信用承诺', validDays: 90 },
  { name: '专项信用报告（招投标）', scope: '参加政府采购、工程招标投标活动', contents: '登记信息、行政处罚、失信惩戒、合同履约、信用承诺', validDays: 30 },
  { name: '专项信用报告（融资）', scope: '向金融机构申请贷款、融资担保', contents: '登记信息、行政许可、行政处罚、守信激励、失信惩戒、纳税信用', validDays: 30 },
  { name: '专项信用报告（评优评先）', scope: '申报评优评先、政府专项资金和政策扶持', contents: '登记信息、行政处罚、守信激励、失信惩戒', validDays: 60 },
  { name: '专项信用报告（行政审批）', scope: '办理行政审批、资质认定和年度审验', contents: '登记信息、行政许可、行政处罚、失信惩戒、信用承诺', validDays: 60 },
] as const;

const PURPOSES: readonly (readonly string[])[] = [
  ['与合作方签订年度供货合同前的资信证明', '申请加入行业协会', '银行开户资信证明'],
  ['参加莆田市公共资源交易中心工程项目投标', '参加政府采购项目投标', '参加国有企业集中采购投标'],
  ['向兴业银行申请“信易贷·税易贷”', '向莆田农商银行申请流动资金贷款', '申请政策性融资担保'],
  ['申报“守合同重信用”企业', '申报市级诚信示范企业', '申请技术改造专项资金'],
  ['办理建筑业企业资质延续', '办理食品经营许可变更', '申请道路运输经营许可'],
];

const STATUS_SQL = `CASE WHEN a.ready_at IS NULL OR a.ready_at > @now THEN '已申请' WHEN a.expires_at <= @now THEN '已失效' ELSE '已生成' END`;
const SHARE_STATUS_SQL = `CASE WHEN s.stopped_at IS NOT NULL THEN '已停止' WHEN s.valid_until <= @now THEN '已过期' ELSE '共享中' END`;

const day8 = (time: string): string => time.slice(0, 10).replace(/-/g, '');
const seq = (id: number): string => String(id).padStart(6, '0');

function officeTime(random: Random, asOf: number, min: number, max: number): number {
  const day = Math.floor(asOf / DAY) * DAY - random.int(min, max) * DAY;
  return Math.min(asOf - MINUTE, day + (30 + random.int(0, 540)) * MINUTE);
}

interface NewApplication {
  id: number;
  userId: number | null;
  enterpriseId: number;
  templateId: number;
  validDays: number;
  purpose: string;
  contactName: string;
  contactPhone: string;
  appliedAt: number;
  /** null while awaiting review. */
  readyAt: number | null;
}

function insertApplication(db: Database, a: NewApplication): string {
  const applied = formatCst(a.appliedAt);
  const ready = a.readyAt === null ? null : formatCst(a.readyAt);
  const applyNo = `BGSQ${day8(applied)}${seq(a.id)}`;
  db.prepare(
    `INSERT INTO report_application (id, apply_no, user_id, enterprise_id, template_id, purpose, contact_name, contact_phone,
       applied_at, ready_at, report_no, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    a.id, applyNo, a.userId, a.enterpriseId, a.templateId, a.purpose, a.contactName, a.contactPhone, applied, ready,
    `XYBG${day8(ready ?? applied)}${seq(a.id)}`, a.readyAt === null ? null : formatCst(a.readyAt + a.validDays * DAY),
  );
  return applyNo;
}

function seedReportApplications(db: Database, context: SeedContext): void {
  const random = context.random('report-apply');
  const { asOf } = context;
  const insertTemplate = db.prepare('INSERT INTO report_template (id, name, scope, contents, valid_days, sort) VALUES (?, ?, ?, ?, ?, ?)');
  TEMPLATES.forEach((t, i) => insertTemplate.run(i + 1, t.name, t.scope, t.contents, t.validDays, i + 1));

  const demo = db.prepare("SELECT id, name, enterprise_id AS enterpriseId, phone FROM user_account WHERE username = 'qiye'").get() as
    | { id: number; name: string; enterpriseId: number; phone: string }
    | undefined;
  const organisation = db.prepare("SELECT enterprise_id AS enterpriseId FROM user_account WHERE username = 'zuzhi'").get() as { enterpriseId: number } | undefined;
  const others = (db.prepare("SELECT id FROM enterprise WHERE kind = 'enterprise' AND status = '存续' ORDER BY id LIMIT 200").all() as { id: number }[])
    .map((row) => row.id)
    .filter((id) => id !== demo?.enterpriseId);
  const contacts = ['林建国', '陈丽华', '黄志明', '吴秀英', '郑海燕', '翁振华'];

  const drafts: Omit<NewApplication, 'id'>[] = [];
  const draft = (userId: number | null, enterpriseId: number, daysAgo: number, pending: boolean, phone?: string) => {
    const templateIndex = random.int(0, TEMPLATES.length - 1);
    const template = TEMPLATES[templateIndex] as (typeof TEMPLATES)[number];
    const appliedAt = officeTime(random, asOf, daysAgo, daysAgo);
    drafts.push({
      userId, enterpriseId, templateId: templateIndex + 1, validDays: template.validDays,
      purpose: random.pick(PURPOSES[templateIndex] as readonly string[]), contactName: random.pick(contacts),
      contactPhone: phone ?? `13${random.int(0, 9)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
      appliedAt, readyAt: pending ? null : appliedAt + random.int(30, 240) * MINUTE,
    });
  };
  // The demo enterprise: two awaiting review, the rest generated, the older ones expired by now.
  if (demo) {
    [1, 3].forEach((d) => draft(demo.id, demo.enterpriseId, d, true, demo.phone));
    for (let i = 0; i < 18; i++) draft(demo.id, demo.enterpriseId, random.int(2, 600), false, demo.phone);
  }
  // Other enterprises' reports, some of which they share with the demo enterprise and organisation.
  for (let i = 0; i < 40; i++) draft(null, random.pick(others), random.int(1, 60), false);
  drafts.sort((a, b) => a.appliedAt - b.appliedAt);
  drafts.forEach((d, index) => insertApplication(db, { ...d, id: index + 1 }));

  const insertShare = db.prepare('INSERT INTO report_share (application_id, target_enterprise_id, valid_until, shared_at, stopped_at) VALUES (?, ?, ?, ?, ?)');
  const generated = db.prepare('SELECT id, enterprise_id AS enterpriseId, ready_at AS readyAt, expires_at AS expiresAt FROM report_application WHERE ready_at IS NOT NULL ORDER BY id').all() as {
    id: number; enterpriseId: number; readyAt: string; expiresAt: string;
  }[];
  const share = (app: (typeof generated)[number], target: number) => {
    const sharedAt = Math.min(asOf - MINUTE, parseCst(app.readyAt) + random.int(1, 5) * DAY);
    const validUntil = Math.min(parseCst(app.expiresAt), sharedAt + random.int(7, 30) * DAY);
    const stopped = random.chance(0.15) ? formatCst(Math.min(asOf - MINUTE, sharedAt + 2 * DAY)) : null;
    insertShare.run(app.id, target, `${formatCst(validUntil).slice(0, 10)} 23:59:59`, formatCst(sharedAt), stopped);
  };
  const ofOthers = generated.filter((a) => a.enterpriseId !== demo?.enterpriseId);
  if (demo) {
    for (const app of generated.filter((a) => a.enterpriseId === demo.enterpriseId)) {
      for (const target of random.sample(others, random.int(0, 2))) share(app, target);
    }
    for (const app of random.sample(ofOthers, 12)) share(app, demo.enterpriseId);
  }
  if (organisation) for (const app of random.sample(ofOthers, 4)) share(app, organisation.enterpriseId);
}

// ---- handlers ----

const offset = (pageNo: number, pageSize: number): number => Math.min((pageNo - 1) * pageSize, Number.MAX_SAFE_INTEGER);
const likePattern = (word: string): string => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const userOf = (request: HandlerRequest): SessionUser => request.user as SessionUser;
const nowText = (now: () => number): string => formatCst(now());
const invalid = (errors: Record<string, string>): JsonReply => ({
  kind: 'json', status: 200, body: { code: 202, msg: Object.values(errors)[0] as string, errors },
});

const TEMPLATE_COLUMNS = 'CAST(t.id AS TEXT) AS id, t.name, t.scope, t.contents, t.valid_days AS validDays';

/** templatePage: the report templates, in display order. */
const getReportTemplatePage: OperationHandler = ({ query }, { db }) => {
  const { pageNo, pageSize, keyword } = query as { pageNo: number; pageSize: number; keyword?: string };
  const filter = keyword?.trim() ? "WHERE t.name LIKE ? ESCAPE '\\' OR t.scope LIKE ? ESCAPE '\\'" : '';
  const args = keyword?.trim() ? [likePattern(keyword.trim()), likePattern(keyword.trim())] : [];
  const { total } = db.prepare(`SELECT count(*) AS total FROM report_template t ${filter}`).get(...args) as { total: number };
  const records = db.prepare(`SELECT ${TEMPLATE_COLUMNS} FROM report_template t ${filter} ORDER BY t.sort LIMIT ? OFFSET ?`).all(...args, pageSize, offset(pageNo, pageSize));
  return ok({ records, total, size: pageSize, current: pageNo });
};

const APPLICATION_COLUMNS = `CAST(a.id AS TEXT) AS id, a.apply_no AS applyNo, CAST(t.id AS TEXT) AS templateId, t.name AS templateName,
  a.purpose, a.contact_name AS contactName, a.contact_phone AS contactPhone, ${STATUS_SQL} AS status,
  CASE WHEN ${STATUS_SQL} = '已申请' THEN NULL ELSE a.report_no END AS reportNo, a.applied_at AS applyTime,
  CASE WHEN ${STATUS_SQL} = '已申请' THEN NULL ELSE a.ready_at END AS generateTime,
  CASE WHEN ${STATUS_SQL} = '已申请' THEN NULL ELSE a.expires_at END AS expireTime,
  (SELECT count(*) FROM report_share s WHERE s.application_id = a.id AND ${SHARE_STATUS_SQL} = '共享中') AS shareCount`;

/** page: my enterprise's applications, newest first. */
const getReportApplyPage: OperationHandler = (request, { db, now }) => {
  const { pageNo, pageSize, status, keyword } = request.query as { pageNo: number; pageSize: number; status?: string; keyword?: string };
  const where = ['a.enterprise_id = @enterprise'];
  const args: Record<string, unknown> = { enterprise: userOf(request).enterpriseId, now: nowText(now) };
  if (status) { where.push(`${STATUS_SQL} = @status`); args.status = status; }
  if (keyword?.trim()) { where.push("(a.purpose LIKE @word ESCAPE '\\' OR t.name LIKE @word ESCAPE '\\')"); args.word = likePattern(keyword.trim()); }
  const from = `report_application a JOIN report_template t ON t.id = a.template_id WHERE ${where.join(' AND ')}`;
  const { total } = db.prepare(`SELECT count(*) AS total FROM ${from}`).get(args) as { total: number };
  const records = db
    .prepare(`SELECT ${APPLICATION_COLUMNS} FROM ${from} ORDER BY a.applied_at DESC, a.id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...args, limit: pageSize, offset: offset(pageNo, pageSize) });
  return ok({ records, total, size: pageSize, current: pageNo });
};

interface ApplicationRow {
  id: string;
  applyNo: string;
  status: '已申请' | '已生成' | '已失效';
  templateName: string;
  reportNo: string | null;
  expireTime: string | null;
  enterpriseId: number;
  readyAt: string | null;
}

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

interface ApplyBody {
  templateId: string;
  purpose: string;
  contactName: string;
  contactPhone: string;
}

const templateById = (db: Database, id: unknown) =>
  db.prepare('SELECT id, valid_days AS validDays FROM report_template WHERE id = ?').get(id) as { id: number; validDays: number } | undefined;

/** apply: a new application; its report is generated REPORT_PROCESSING_MS later (the back office's step). */
const applyCreditReport: OperationHandler = (request, { db, now }) => {
  const body = request.body as ApplyBody;
  const user = userOf(request);
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
  return ok({ id: String(id), applyNo, status: '已申请', applyTime: formatCst(appliedAt) });
};

/** edit/{id}: change template, purpose or contact while the application is still 已申请. */
const editCreditReportApply: OperationHandler = (request, { db, now }) => {
  const row = ownApplication(db, request.params.id, userOf(request), now);
  if (!row) return fail(4040);
  if (row.status !== '已申请') return invalid({ status: '报告已生成，不能再修改申请' });
  const body = request.body as ApplyBody;
  const template = templateById(db, body.templateId);
  if (!template) return invalid({ templateId: '请选择报告模板' });
  db.prepare(
    'UPDATE report_application SET template_id = ?, purpose = ?, contact_name = ?, contact_phone = ?, expires_at = ? WHERE id = ?',
  ).run(
    template.id, body.purpose.trim(), body.contactName.trim(), body.contactPhone,
    row.readyAt === null ? null : formatCst(parseCst(row.readyAt) + template.validDays * DAY), request.params.id,
  );
  const { enterpriseId: _enterprise, readyAt: _ready, ...changed } = application(db, request.params.id, now) as ApplicationRow;
  return ok(changed);
};

/** delete/{id}: the owner removes an application, its report and its shares. */
const deleteCreditReportApply: OperationHandler = (request, { db, now }) => {
  if (!ownApplication(db, request.params.id, userOf(request), now)) return fail(4040);
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
const downloadAppliedCreditReport: OperationHandler = async (request, { db, now }) => {
  const user = userOf(request);
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

const shareOut = (db: Database, id: unknown, now: () => number) =>
  db
    .prepare(
      `SELECT ${SHARE_COLUMNS}, e.name AS targetName, e.credit_code AS targetCreditCode
         FROM ${SHARE_FROM} JOIN enterprise e ON e.id = s.target_enterprise_id WHERE s.id = @id`,
    )
    .get({ id, now: nowText(now) });

interface ShareBody {
  creditCode: string;
  validUntil: string;
}

/**
 * share/{id}: share a generated report with another organisation, named by its USCC, until a day no
 * later than the report's expiry. Sharing again with the same organisation renews the period.
 */
const shareCreditReport: OperationHandler = (request, { db, now }) => {
  const user = userOf(request);
  const row = ownApplication(db, request.params.id, user, now);
  if (!row) return fail(4040);
  if (row.status !== '已生成') return invalid({ id: '只有已生成且在有效期内的报告可以共享' });
  const body = request.body as ShareBody;
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
const stopShareCreditReport: OperationHandler = (request, { db, now }) => {
  const user = userOf(request);
  const owner = db
    .prepare('SELECT a.enterprise_id AS enterpriseId FROM report_share s JOIN report_application a ON a.id = s.application_id WHERE s.id = ?')
    .get(request.params.id) as { enterpriseId: number } | undefined;
  if (!owner || owner.enterpriseId !== user.enterpriseId) return fail(4040);
  db.prepare('UPDATE report_share SET stopped_at = ? WHERE id = ? AND stopped_at IS NULL').run(nowText(now), request.params.id);
  return ok(shareOut(db, request.params.id, now));
};

/** sharePage: the shares of my enterprise's reports, newest first. */
const getReportSharePage: OperationHandler = (request, { db, now }) => {
  const { pageNo, pageSize, status } = request.query as { pageNo: number; pageSize: number; status?: string };
  const where = ['a.enterprise_id = @enterprise'];
  const args: Record<string, unknown> = { enterprise: userOf(request).enterpriseId, now: nowText(now) };
  if (status) { where.push(`${SHARE_STATUS_SQL} = @status`); args.status = status; }
  const from = `${SHARE_FROM} JOIN enterprise e ON e.id = s.target_enterprise_id WHERE ${where.join(' AND ')}`;
  const { total } = db.prepare(`SELECT count(*) AS total FROM ${from}`).get(args) as { total: number };
  const records = db
    .prepare(`SELECT ${SHARE_COLUMNS}, e.name AS targetName, e.credit_code AS targetCreditCode FROM ${from} ORDER BY s.shared_at DESC, s.id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...args, limit: pageSize, offset: offset(pageNo, pageSize) });
  return ok({ records, total, size: pageSize, current: pageNo });
};

/** alreadySharePage: reports other organisations shared with mine, newest first. */
const getReportReceivedSharePage: OperationHandler = (request, { db, now }) => {
  const { pageNo, pageSize, status } = request.query as { pageNo: number; pageSize: number; status?: string };
  const where = ['s.target_enterprise_id = @enterprise'];
  const args: Record<string, unknown> = { enterprise: userOf(request).enterpriseId, now: nowText(now) };
  if (status) { where.push(`${SHARE_STATUS_SQL} = @status`); args.status = status; }
  const from = `${SHARE_FROM} JOIN enterprise o ON o.id = a.enterprise_id WHERE ${where.join(' AND ')}`;
  const { total } = db.prepare(`SELECT count(*) AS total FROM ${from}`).get(args) as { total: number };
  const records = db
    .prepare(`SELECT ${SHARE_COLUMNS}, o.name AS ownerName, o.credit_code AS ownerCreditCode FROM ${from} ORDER BY s.shared_at DESC, s.id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...args, limit: pageSize, offset: offset(pageNo, pageSize) });
  return ok({ records, total, size: pageSize, current: pageNo });
};

/** shareUserList: the organisations one of my reports is (or was) shared with. */
const getReportShareUserList: OperationHandler = (request, { db, now }) => {
  const row = ownApplication(db, request.query.id, userOf(request), now);
  if (!row) return fail(4040);
  return ok(
    db
      .prepare(
        `SELECT ${SHARE_COLUMNS}, e.name AS targetName, e.credit_code AS targetCreditCode
           FROM ${SHARE_FROM} JOIN enterprise e ON e.id = s.target_enterprise_id WHERE a.id = @id ORDER BY s.shared_at DESC, s.id DESC`,
      )
      .all({ id: row.id, now: nowText(now) }),
  );
};

const handlers: Handlers = {
  getReportTemplatePage,
  getReportApplyPage,
  applyCreditReport,
  editCreditReportApply,
  deleteCreditReportApply,
  downloadAppliedCreditReport,
  shareCreditReport,
  stopShareCreditReport,
  getReportSharePage,
  getReportReceivedSharePage,
  getReportShareUserList,
};

export const reportApply: Feature = { name: 'report-apply', schema, seed: seedReportApplications, handlers };
