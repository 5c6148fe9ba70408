// The points operations, once per scheme (legal persons, natural persons): targets, tabs, declarations,
// their details and trails, declaring, my points and the declaration template.
import { STREETS, DISTRICTS, CITY } from '../../seed/city.js';
import type { Database } from 'better-sqlite3';
import { binary, fail, invalid, ok } from '../../kernel/reply.js';
import { signedIn, type Handler, type Handlers, type Schema, type SignedInHandler } from '../../kernel/handler.js';
import { formatCst, parseCst } from '../../kernel/time.js';
import type { SessionUser } from '../../kernel/session.js';
import { contentDisposition } from '../files/checks.js';
import { pointLevel, type PointSubject } from './catalog.js';
import { writeXlsx } from './xlsx.js';
import { likePattern } from '../../kernel/sql.js';
import { offsetOf } from '../../kernel/paging.js';
import { DAY, insertDeclaration } from './store.js';

// ---- handlers ----

const TARGET_COLUMNS = `CAST(t.id AS TEXT) AS id, t.category, t.name, t.points, t.standard, t.evidence, t.evidence_count AS evidenceCount,
  t.max_per_year AS maxPerYear`;

/** targetList: the targets of one scheme, by category and words of the name. */
const targetList = (kind: PointSubject): Handler<'listEnterprisePointTargets' | 'listPersonPointTargets'> => ({ query }, { db }) => {
  const { pageNo, pageSize, category, keyword } = query;
  const where = ['t.subject_kind = ?'];
  const args: unknown[] = [kind];
  if (category) { where.push('t.category = ?'); args.push(category); }
  if (keyword?.trim()) { where.push("t.name LIKE ? ESCAPE '\\'"); args.push(likePattern(keyword.trim())); }
  const filter = where.join(' AND ');
  const { total } = db.prepare(`SELECT count(*) AS total FROM point_target t WHERE ${filter}`).get(...args) as { total: number };
  const records = db
    .prepare(`SELECT ${TARGET_COLUMNS} FROM point_target t WHERE ${filter} ORDER BY t.category, t.sort LIMIT ? OFFSET ?`)
    .all(...args, pageSize, offsetOf(pageNo, pageSize)) as Schema<'Target'>[];
  return ok({ records, total, size: pageSize, current: pageNo });
};

/** The calendar year (CST) of a time. */
const yearOf = (epochMs: number): string => formatCst(epochMs).slice(0, 4);

/** sbTargetList: every target with how often I declared it this year and whether I still may. */
const declarableTargets = (kind: PointSubject): SignedInHandler<'listEnterpriseDeclarableTargets' | 'listPersonDeclarableTargets'> => (request, { db, now }) => {
  const user = request.user;
  const rows = db
    .prepare(
      `SELECT ${TARGET_COLUMNS},
              (SELECT count(*) FROM point_declaration d WHERE d.target_id = t.id AND d.user_id = ? AND d.status <> '未通过'
                 AND substr(d.submitted_at, 1, 4) = ?) AS declaredThisYear,
              (SELECT count(*) FROM point_declaration d WHERE d.target_id = t.id AND d.user_id = ?) AS declaredTotal
         FROM point_target t WHERE t.subject_kind = ? ORDER BY t.category, t.sort`,
    )
    .all(user.id, yearOf(now()), user.id, kind) as Omit<Schema<'DeclarableTarget'>, 'declarable'>[];
  return ok(rows.map((row) => ({ ...row, declarable: row.declaredThisYear < row.maxPerYear })));
};

/** enterprisetab / naturetab: the categories of a scheme as the tabs of its declaration page. */
const tabs = (
  kind: PointSubject,
): Handler<'listEnterpriseEnterpriseTabs' | 'listEnterpriseNatureTabs' | 'listPersonEnterpriseTabs' | 'listPersonNatureTabs'> => (_request, { db }) =>
  ok(
    db
      .prepare(
        `SELECT category AS value, category AS label, count(*) AS targetCount
           FROM point_target WHERE subject_kind = ? GROUP BY category ORDER BY min(id)`,
      )
      .all(kind) as Schema<'Tab'>[],
  );

const DECLARATION_COLUMNS = `CAST(d.id AS TEXT) AS id, d.declare_no AS declareNo, CAST(t.id AS TEXT) AS targetId, t.name AS targetName,
  t.category, t.points AS targetPoints, d.description, d.occurred_date AS occurredDate, d.status, d.points_granted AS pointsGranted,
  d.opinion, d.submitted_at AS submitTime, d.reviewed_at AS reviewTime`;

/** declarelist: my declarations of this scheme, newest first. */
const declarationList = (kind: PointSubject): SignedInHandler<'listEnterprisePointDeclarations' | 'listPersonPointDeclarations'> => (request, { db }) => {
  const { pageNo, pageSize, status } = request.query;
  const user = request.user;
  const where = ['d.user_id = ?', 'd.subject_kind = ?'];
  const args: unknown[] = [user.id, kind];
  if (status) { where.push('d.status = ?'); args.push(status); }
  const filter = where.join(' AND ');
  const { total } = db.prepare(`SELECT count(*) AS total FROM point_declaration d WHERE ${filter}`).get(...args) as { total: number };
  const records = db
    .prepare(
      `SELECT ${DECLARATION_COLUMNS} FROM point_declaration d JOIN point_target t ON t.id = d.target_id
        WHERE ${filter} ORDER BY d.submitted_at DESC, d.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, pageSize, offsetOf(pageNo, pageSize)) as Schema<'Declaration'>[];
  return ok({ records, total, size: pageSize, current: pageNo });
};

/** Someone else's declaration answers as if it did not exist. */
function ownDeclaration(db: Database, kind: PointSubject, id: unknown, user: SessionUser) {
  return db
    .prepare(
      `SELECT ${DECLARATION_COLUMNS}, d.contact_phone AS contactPhone, d.file_ids AS fileIds, t.standard, t.evidence,
              coalesce(e.name, p.name) AS subjectName, e.credit_code AS creditCode
         FROM point_declaration d JOIN point_target t ON t.id = d.target_id
         LEFT JOIN enterprise e ON e.id = d.enterprise_id LEFT JOIN person p ON p.id = d.person_id
        WHERE d.id = ? AND d.user_id = ? AND d.subject_kind = ?`,
    )
    .get(id, user.id, kind) as
    | (Omit<Schema<'DeclarationDetail'>, 'fileIds' | 'files' | 'creditCode'> & { fileIds: string; creditCode: string | null })
    | undefined;
}

/** detail/{id}: one of my declarations with its evidence files. */
const declarationDetail = (kind: PointSubject): SignedInHandler<'getEnterprisePointDeclaration' | 'getPersonPointDeclaration'> => (request, { db }) => {
  const row = ownDeclaration(db, kind, request.params.id, request.user);
  if (!row) return fail(4040);
  const ids = JSON.parse(row.fileIds) as string[];
  const files = ids.map((id) => {
    const file = db.prepare('SELECT name, size FROM file_object WHERE id = ?').get(id) as { name: string; size: number } | undefined;
    return { id, name: file?.name ?? '', size: file?.size ?? 0 };
  });
  const { creditCode, ...rest } = row;
  return ok({ ...rest, ...(kind === 'enterprise' && creditCode !== null ? { creditCode } : {}), fileIds: ids, files });
};

/** declareDetail/{id}: the review trail of one of my declarations, oldest step first. */
const declarationTrail = (kind: PointSubject): SignedInHandler<'getEnterprisePointDeclarationTrail' | 'getPersonPointDeclarationTrail'> => (request, { db }) => {
  const row = ownDeclaration(db, kind, request.params.id, request.user);
  if (!row) return fail(4040);
  const steps = db
    .prepare(
      `SELECT status, operator, opinion, points, created_at AS time FROM point_declaration_step
        WHERE declaration_id = ? ORDER BY created_at, id`,
    )
    .all(request.params.id) as Schema<'Trail'>['steps'];
  return ok({ id: row.id, declareNo: row.declareNo, targetName: row.targetName, status: row.status, pointsGranted: row.pointsGranted, steps });
};

/**
 * add: a declaration of one deed. Beyond the schema: the target belongs to this scheme, the deed
 * happened within the last 12 months and not in the future, the evidence has as many of my own
 * uploaded files as the target asks, and the target's yearly limit is not reached.
 */
const addDeclaration = (kind: PointSubject): SignedInHandler<'addEnterprisePointDeclaration' | 'addPersonPointDeclaration'> => (request, { db, now }) => {
  const { body, user } = request;
  const target = db
    .prepare('SELECT id, subject_kind AS kind, points, evidence, evidence_count AS evidenceCount, max_per_year AS maxPerYear FROM point_target WHERE id = ?')
    .get(body.targetId) as { id: number; kind: PointSubject; points: number; evidence: string; evidenceCount: number; maxPerYear: number } | undefined;
  if (!target || target.kind !== kind) return invalid({ targetId: '请选择本类主体的积分指标' });
  const errors: Record<string, string> = {};
  const today = formatCst(now()).slice(0, 10);
  let occurred: number | null = null;
  try {
    occurred = parseCst(body.occurredDate);
    if (formatCst(occurred).slice(0, 10) !== body.occurredDate) occurred = null;
  } catch {
    occurred = null;
  }
  if (occurred === null) errors.occurredDate = '发生日期不是有效的日期';
  else if (body.occurredDate > today) errors.occurredDate = '发生日期不能晚于今天';
  else if (occurred < parseCst(today) - 365 * DAY) errors.occurredDate = '只能申报12个月内发生的事项';
  const fileIds = [...new Set(body.fileIds)];
  if (fileIds.length < target.evidenceCount) errors.fileIds = `请上传${target.evidence}（至少${target.evidenceCount}份）`;
  else {
    const owned = fileIds.filter((id) => db.prepare('SELECT 1 FROM file_object WHERE id = ? AND owner_id = ?').get(id, user.id));
    if (owned.length < fileIds.length) errors.fileIds = '证明材料不存在或不是本人上传的文件';
  }
  const { used } = db
    .prepare("SELECT count(*) AS used FROM point_declaration WHERE user_id = ? AND target_id = ? AND status <> '未通过' AND substr(submitted_at, 1, 4) = ?")
    .get(user.id, target.id, yearOf(now())) as { used: number };
  if (used >= target.maxPerYear) errors.targetId = `该指标每年最多申报${target.maxPerYear}次，本年度已达上限`;
  if (Object.keys(errors).length > 0) return invalid(errors);

  const submittedAt = now();
  const { id, declareNo } = db.transaction(() => {
    const next = (db.prepare('SELECT coalesce(max(id), 0) + 1 AS id FROM point_declaration').get() as { id: number }).id;
    const number = insertDeclaration(db, {
      id: next, kind, user, target, submittedAt, occurred: body.occurredDate, files: fileIds, description: body.description.trim(), phone: body.contactPhone,
    });
    return { id: next, declareNo: number };
  })();
  return ok({ id: String(id), declareNo, status: '已提交' as const, submitTime: formatCst(submittedAt) });
};

/** mynaturepointquery: my points — the total of granted points, its level, and the history behind it. */
const myPoints = (kind: PointSubject): SignedInHandler<'getEnterpriseMyPoints' | 'getPersonMyPoints'> => (request, { db }) => {
  const { pageNo, pageSize } = request.query;
  const user = request.user;
  const totals = db
    .prepare(
      `SELECT coalesce(sum(points_granted), 0) AS totalPoints, count(*) AS declarationCount,
              count(CASE WHEN status = '已通过' THEN 1 END) AS approvedCount
         FROM point_declaration WHERE user_id = ? AND subject_kind = ?`,
    )
    .get(user.id, kind) as { totalPoints: number; declarationCount: number; approvedCount: number };
  const records = db
    .prepare(
      `SELECT CAST(d.id AS TEXT) AS declarationId, d.declare_no AS declareNo, t.category, t.name AS reason, d.points_granted AS points,
              d.reviewed_at AS time
         FROM point_declaration d JOIN point_target t ON t.id = d.target_id
        WHERE d.user_id = ? AND d.subject_kind = ? AND d.status = '已通过'
        ORDER BY d.reviewed_at DESC, d.id DESC LIMIT ? OFFSET ?`,
    )
    .all(user.id, kind, pageSize, offsetOf(pageNo, pageSize)) as Schema<'MyPoints'>['history']['records'];
  return ok({
    subjectName: user.name,
    ...totals,
    level: pointLevel(totals.totalPoints),
    history: { records, total: totals.approvedCount, size: pageSize, current: pageNo },
  });
};

const TEMPLATE_NAMES: Record<PointSubject, string> = { enterprise: '法人信用积分申报表', person: '自然人信用积分申报表' };

/**
 * downloadTemplate: the declaration form as an .xlsx workbook — sheet 1 the form to fill in, sheet 2
 * the targets with their points and evidence — named in Chinese (RFC 5987 filename*).
 */
const downloadTemplate = (kind: PointSubject): Handler<'downloadEnterprisePointTemplate' | 'downloadPersonPointTemplate'> => (_request, { db }) => {
  const targets = db
    .prepare('SELECT id, category, name, points, standard, evidence, max_per_year AS maxPerYear FROM point_target WHERE subject_kind = ? ORDER BY category, sort')
    .all(kind) as { id: number; category: string; name: string; points: number; standard: string; evidence: string; maxPerYear: number }[];
  const subjectColumns = kind === 'enterprise' ? ['申报单位名称', '统一社会信用代码', '法定代表人'] : ['申报人姓名', '身份证号码', '联系地址'];
  const form = {
    name: TEMPLATE_NAMES[kind],
    widths: [24, 24, 14, 28, 10, 40, 14, 16, 30],
    rows: [
      [...subjectColumns, '申报指标', '指标分值', '事项说明', '发生日期', '联系电话', '证明材料清单'],
      kind === 'enterprise'
        ? [`${CITY.name}鸿达鞋业有限公司`, '91350300MA2XXXXXXX', '林建国', '纳税信用A级', 20, '上一年度纳税信用评价结果为A级', '2026-04-15', `139${CITY.phoneAreaCode}1234`, '纳税信用等级评价结果截图']
        : ['陈秀英', `${CITY.divisionCode.slice(0, 4)}02************`, `${CITY.name}${DISTRICTS[0]}${STREETS[5]}`, '无偿献血', 5, '在市中心血站参加无偿献血400毫升', '2026-06-14', `138${CITY.phoneAreaCode}3456`, '无偿献血证'],
    ],
  };
  const list = {
    name: '积分指标',
    widths: [10, 12, 32, 10, 44, 34, 12],
    rows: [
      ['指标编号', '指标类别', '指标名称', '分值', '认定标准', '所需证明材料', '每年可申报次数'],
      ...targets.map((t) => [String(t.id), t.category, t.name, t.points, t.standard, t.evidence, t.maxPerYear]),
    ],
  };
  return binary('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', writeXlsx([form, list]), {
    'Content-Disposition': contentDisposition(`${TEMPLATE_NAMES[kind]}.xlsx`),
  });
};

// Both schemes answer with the same schemas: one line per operation, its legal-person and natural-person form.
export const handlers: Handlers = {
  addEnterprisePointDeclaration: signedIn(addDeclaration('enterprise')), addPersonPointDeclaration: signedIn(addDeclaration('person')),
  getEnterprisePointDeclaration: signedIn(declarationDetail('enterprise')), getPersonPointDeclaration: signedIn(declarationDetail('person')),
  getEnterprisePointDeclarationTrail: signedIn(declarationTrail('enterprise')), getPersonPointDeclarationTrail: signedIn(declarationTrail('person')),
  listEnterprisePointDeclarations: signedIn(declarationList('enterprise')), listPersonPointDeclarations: signedIn(declarationList('person')),
  listEnterprisePointTargets: targetList('enterprise'), listPersonPointTargets: targetList('person'),
  listEnterpriseDeclarableTargets: signedIn(declarableTargets('enterprise')), listPersonDeclarableTargets: signedIn(declarableTargets('person')),
  downloadEnterprisePointTemplate: downloadTemplate('enterprise'), downloadPersonPointTemplate: downloadTemplate('person'),
  listEnterpriseEnterpriseTabs: tabs('enterprise'), listPersonEnterpriseTabs: tabs('enterprise'),
  listEnterpriseNatureTabs: tabs('person'), listPersonNatureTabs: tabs('person'),
  getEnterpriseMyPoints: signedIn(myPoints('enterprise')), getPersonMyPoints: signedIn(myPoints('person')),
};
