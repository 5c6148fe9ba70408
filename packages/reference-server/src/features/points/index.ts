// Credit points (信用积分, spec §1 "a points scheme with declarations for legal entities and persons",
// §7 "Points"): targets, declarations with their review trail, and the points they earn. The two
// controllers of the back end (integralapplyrecenterprise, integralapplyrecperson) serve the same
// operations, one for legal persons (userType 2) and one for natural persons (userType 1).
import type { Database } from 'better-sqlite3';
import { binary, fail, ok, type JsonReply } from '../../http/reply.js';
import type { HandlerRequest, Handlers, OperationHandler } from '../../handlers/types.js';
import type { Random } from '../../seed/random.js';
import { formatCst, parseCst } from '../../time.js';
import type { SessionUser } from '../accounts/session.js';
import { contentDisposition } from '../files/checks.js';
import type { Feature, SeedContext } from '../types.js';
import { DESCRIPTIONS, REJECTIONS, TARGETS, pointLevel, type PointSubject } from './catalog.js';
import { writeXlsx } from './xlsx.js';

const schema = `
  CREATE TABLE point_target (
    id             INTEGER PRIMARY KEY,
    subject_kind   TEXT NOT NULL CHECK (subject_kind IN ('enterprise', 'person')),
    category       TEXT NOT NULL,
    name           TEXT NOT NULL,
    points         INTEGER NOT NULL CHECK (points > 0),
    standard       TEXT NOT NULL,                    -- 认定标准
    evidence       TEXT NOT NULL,                    -- 所需证明材料
    evidence_count INTEGER NOT NULL CHECK (evidence_count >= 0),
    max_per_year   INTEGER NOT NULL CHECK (max_per_year >= 1),
    sort           INTEGER NOT NULL
  );
  CREATE INDEX point_target_by_kind ON point_target(subject_kind, category, sort);

  -- A declaration of one deed; exactly one of enterprise_id / person_id names the declaring subject.
  CREATE TABLE point_declaration (
    id             INTEGER PRIMARY KEY,
    declare_no     TEXT NOT NULL UNIQUE,             -- JFQY / JFGR + yyyyMMdd + sequence
    subject_kind   TEXT NOT NULL CHECK (subject_kind IN ('enterprise', 'person')),
    user_id        INTEGER REFERENCES user_account(id),
    enterprise_id  INTEGER REFERENCES enterprise(id),
    person_id      INTEGER REFERENCES person(id),
    target_id      INTEGER NOT NULL REFERENCES point_target(id),
    description    TEXT NOT NULL,                    -- 事项说明
    occurred_date  TEXT NOT NULL,                    -- yyyy-MM-dd
    contact_phone  TEXT NOT NULL,
    file_ids       TEXT NOT NULL,                    -- JSON array of file_object ids
    status         TEXT NOT NULL CHECK (status IN ('已提交', '审核中', '已通过', '未通过')),
    points_granted INTEGER,
    opinion        TEXT,                             -- 审核意见 of the last step
    submitted_at   TEXT NOT NULL,
    reviewed_at    TEXT,
    CHECK ((enterprise_id IS NULL) <> (person_id IS NULL))
  );
  CREATE INDEX point_declaration_by_user ON point_declaration(user_id, subject_kind, submitted_at DESC, id DESC);

  -- The review trail (declareDetail): one row per step.
  CREATE TABLE point_declaration_step (
    id             INTEGER PRIMARY KEY,
    declaration_id INTEGER NOT NULL REFERENCES point_declaration(id) ON DELETE CASCADE,
    status         TEXT NOT NULL CHECK (status IN ('已提交', '审核中', '已通过', '未通过')),
    operator       TEXT NOT NULL,
    opinion        TEXT,
    points         INTEGER,
    created_at     TEXT NOT NULL
  );
  CREATE INDEX point_declaration_step_by_declaration ON point_declaration_step(declaration_id, created_at, id);
`;

const DAY = 24 * 60 * 60 * 1000;
const REVIEWER = '市社会信用体系建设领导小组办公室';
const PREFIX: Record<PointSubject, string> = { enterprise: 'JFQY', person: 'JFGR' };
export const declareNumber = (kind: PointSubject, submittedAt: string, id: number): string =>
  `${PREFIX[kind]}${submittedAt.slice(0, 10).replace(/-/g, '')}${String(id).padStart(6, '0')}`;

/** A minimal one-page PDF (ASCII only, no font needed) standing in for a scanned certificate. */
function evidencePdf(title: string): Buffer {
  const content = `BT /F1 18 Tf 72 760 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

function seedPoints(db: Database, context: SeedContext): void {
  const random = context.random('points');
  const insertTarget = db.prepare(
    `INSERT INTO point_target (subject_kind, category, name, points, standard, evidence, evidence_count, max_per_year, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const kind of ['enterprise', 'person'] as const) {
    TARGETS[kind].forEach((t, i) => insertTarget.run(kind, t.category, t.name, t.points, t.standard, t.evidence, t.evidenceCount, t.maxPerYear, i + 1));
  }
  // The demo accounts' history (README: qiye userType 2, geren userType 1).
  const accounts = db
    .prepare('SELECT id, user_type AS userType, enterprise_id AS enterpriseId, person_id AS personId, phone FROM user_account WHERE user_type IN (1, 2) ORDER BY id')
    .all() as { id: number; userType: number; enterpriseId: number | null; personId: number | null; phone: string }[];
  const drafts: { account: (typeof accounts)[number]; kind: PointSubject; submittedAt: number }[] = [];
  for (const account of accounts) {
    const kind: PointSubject = account.userType === 2 ? 'enterprise' : 'person';
    for (let i = 0; i < 24; i++) drafts.push({ account, kind, submittedAt: officeTime(random, context.asOf, 1, 700) });
  }
  drafts.sort((a, b) => a.submittedAt - b.submittedAt);
  const targets = db.prepare('SELECT id, subject_kind AS kind, category, name, points, evidence_count AS evidenceCount FROM point_target').all() as {
    id: number; kind: PointSubject; category: string; name: string; points: number; evidenceCount: number;
  }[];
  const insertFile = db.prepare(
    'INSERT INTO file_object (id, owner_id, name, size, content_type, body, public, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?)',
  );
  drafts.forEach((draft, index) => {
    const target = random.pick(targets.filter((t) => t.kind === draft.kind));
    const submitted = formatCst(draft.submittedAt);
    const files: string[] = [];
    for (let f = 0; f < Math.max(1, target.evidenceCount); f++) {
      const id = `points-evidence-${index + 1}-${f + 1}`;
      const body = evidencePdf(`Evidence ${declareNumber(draft.kind, submitted, index + 1)} (${f + 1})`);
      insertFile.run(id, draft.account.id, `${target.name}证明材料${f + 1}.pdf`.replace(/[（）“”]/g, ''), body.length, 'application/pdf', body, submitted);
      files.push(id);
    }
    const occurred = formatCst(draft.submittedAt - random.int(5, 120) * DAY).slice(0, 10);
    insertDeclaration(db, {
      id: index + 1, kind: draft.kind, user: draft.account, target, submittedAt: draft.submittedAt, occurred, files,
      description: random.pick(DESCRIPTIONS[target.category] ?? ['按指标要求申报']), phone: draft.account.phone, asOf: context.asOf, random,
    });
  });
}

/** A time `min`..`max` days before `asOf`, during office hours (08:30–17:30 CST is 00:30–09:30 UTC). */
function officeTime(random: Random, asOf: number, min: number, max: number): number {
  const day = Math.floor(asOf / DAY) * DAY - random.int(min, max) * DAY;
  return Math.min(asOf - 60_000, day + (30 + random.int(0, 540)) * 60_000);
}

interface DeclarationDraft {
  id: number;
  kind: PointSubject;
  user: { id: number; enterpriseId: number | null; personId: number | null };
  target: { id: number; points: number };
  submittedAt: number;
  occurred: string;
  files: string[];
  description: string;
  phone: string;
  /** For seeded declarations: the review so far, depending on age. */
  asOf?: number;
  random?: Random;
}

/** Stores a declaration and its trail. Seeded ones have been reviewed as far as their age allows. */
function insertDeclaration(db: Database, d: DeclarationDraft): string {
  const submitted = formatCst(d.submittedAt);
  const declareNo = declareNumber(d.kind, submitted, d.id);
  const steps: { status: string; opinion: string | null; points: number | null; at: number; operator: string }[] = [
    { status: '已提交', opinion: null, points: null, at: d.submittedAt, operator: '申报人' },
  ];
  if (d.asOf !== undefined && d.random) {
    const age = (d.asOf - d.submittedAt) / DAY;
    if (age >= 3) steps.push({ status: '审核中', opinion: '材料已接收，正在核实', points: null, at: d.submittedAt + d.random.int(1, 2) * DAY, operator: REVIEWER });
    if (age >= 20) {
      const passed = d.random.chance(0.8);
      steps.push({
        status: passed ? '已通过' : '未通过',
        opinion: passed ? `经核实，符合认定标准，给予加${d.target.points}分` : d.random.pick(REJECTIONS),
        points: passed ? d.target.points : null,
        at: d.submittedAt + d.random.int(5, 15) * DAY,
        operator: REVIEWER,
      });
    }
  }
  const last = steps.at(-1) as (typeof steps)[number];
  db.prepare(
    `INSERT INTO point_declaration (id, declare_no, subject_kind, user_id, enterprise_id, person_id, target_id, description, occurred_date,
       contact_phone, file_ids, status, points_granted, opinion, submitted_at, reviewed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    d.id, declareNo, d.kind, d.user.id, d.kind === 'enterprise' ? d.user.enterpriseId : null, d.kind === 'person' ? d.user.personId : null,
    d.target.id, d.description, d.occurred, d.phone, JSON.stringify(d.files), last.status, last.points, last.opinion, submitted,
    steps.length > 1 ? formatCst(last.at) : null,
  );
  const insertStep = db.prepare('INSERT INTO point_declaration_step (declaration_id, status, operator, opinion, points, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  for (const step of steps) insertStep.run(d.id, step.status, step.operator, step.opinion, step.points, formatCst(step.at));
  return declareNo;
}

// ---- handlers ----

const TARGET_COLUMNS = `CAST(t.id AS TEXT) AS id, t.category, t.name, t.points, t.standard, t.evidence, t.evidence_count AS evidenceCount,
  t.max_per_year AS maxPerYear`;
const offset = (pageNo: number, pageSize: number): number => Math.min((pageNo - 1) * pageSize, Number.MAX_SAFE_INTEGER);
const likePattern = (word: string): string => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const userOf = (request: HandlerRequest): SessionUser => request.user as SessionUser;
const invalid = (errors: Record<string, string>): JsonReply => ({
  kind: 'json', status: 200, body: { code: 202, msg: Object.values(errors)[0] as string, errors },
});

/** targetList: the targets of one scheme, by category and words of the name. */
const targetList = (kind: PointSubject): OperationHandler => ({ query }, { db }) => {
  const { pageNo, pageSize, category, keyword } = query as { pageNo: number; pageSize: number; category?: string; keyword?: string };
  const where = ['t.subject_kind = ?'];
  const args: unknown[] = [kind];
  if (category) { where.push('t.category = ?'); args.push(category); }
  if (keyword?.trim()) { where.push("t.name LIKE ? ESCAPE '\\'"); args.push(likePattern(keyword.trim())); }
  const filter = where.join(' AND ');
  const { total } = db.prepare(`SELECT count(*) AS total FROM point_target t WHERE ${filter}`).get(...args) as { total: number };
  const records = db
    .prepare(`SELECT ${TARGET_COLUMNS} FROM point_target t WHERE ${filter} ORDER BY t.category, t.sort LIMIT ? OFFSET ?`)
    .all(...args, pageSize, offset(pageNo, pageSize));
  return ok({ records, total, size: pageSize, current: pageNo });
};

/** The calendar year (CST) of a time. */
const yearOf = (epochMs: number): string => formatCst(epochMs).slice(0, 4);

/** sbTargetList: every target with how often I declared it this year and whether I still may. */
const declarableTargets = (kind: PointSubject): OperationHandler => (request, { db, now }) => {
  const user = userOf(request);
  const rows = db
    .prepare(
      `SELECT ${TARGET_COLUMNS},
              (SELECT count(*) FROM point_declaration d WHERE d.target_id = t.id AND d.user_id = ? AND d.status <> '未通过'
                 AND substr(d.submitted_at, 1, 4) = ?) AS declaredThisYear,
              (SELECT count(*) FROM point_declaration d WHERE d.target_id = t.id AND d.user_id = ?) AS declaredTotal
         FROM point_target t WHERE t.subject_kind = ? ORDER BY t.category, t.sort`,
    )
    .all(user.id, yearOf(now()), user.id, kind) as { maxPerYear: number; declaredThisYear: number }[];
  return ok(rows.map((row) => ({ ...row, declarable: row.declaredThisYear < row.maxPerYear })));
};

/** enterprisetab / naturetab: the categories of a scheme as the tabs of its declaration page. */
const tabs = (kind: PointSubject): OperationHandler => (_request, { db }) =>
  ok(
    db
      .prepare(
        `SELECT category AS value, category AS label, count(*) AS targetCount
           FROM point_target WHERE subject_kind = ? GROUP BY category ORDER BY min(id)`,
      )
      .all(kind),
  );

const DECLARATION_COLUMNS = `CAST(d.id AS TEXT) AS id, d.declare_no AS declareNo, CAST(t.id AS TEXT) AS targetId, t.name AS targetName,
  t.category, t.points AS targetPoints, d.description, d.occurred_date AS occurredDate, d.status, d.points_granted AS pointsGranted,
  d.opinion, d.submitted_at AS submitTime, d.reviewed_at AS reviewTime`;

/** declarelist: my declarations of this scheme, newest first. */
const declarationList = (kind: PointSubject): OperationHandler => (request, { db }) => {
  const { pageNo, pageSize, status } = request.query as { pageNo: number; pageSize: number; status?: string };
  const user = userOf(request);
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
    .all(...args, pageSize, offset(pageNo, pageSize));
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
    .get(id, user.id, kind) as ({ fileIds: string; creditCode: string | null } & Record<string, unknown>) | undefined;
}

/** detail/{id}: one of my declarations with its evidence files. */
const declarationDetail = (kind: PointSubject): OperationHandler => (request, { db }) => {
  const row = ownDeclaration(db, kind, request.params.id, userOf(request));
  if (!row) return fail(4040);
  const ids = JSON.parse(row.fileIds) as string[];
  const files = ids.map((id) => {
    const file = db.prepare('SELECT name, size FROM file_object WHERE id = ?').get(id) as { name: string; size: number } | undefined;
    return { id, name: file?.name ?? '', size: file?.size ?? 0 };
  });
  const { creditCode, ...rest } = row;
  return ok({ ...rest, ...(kind === 'enterprise' ? { creditCode } : {}), fileIds: ids, files });
};

/** declareDetail/{id}: the review trail of one of my declarations, oldest step first. */
const declarationTrail = (kind: PointSubject): OperationHandler => (request, { db }) => {
  const row = ownDeclaration(db, kind, request.params.id, userOf(request));
  if (!row) return fail(4040);
  const steps = db
    .prepare(
      `SELECT status, operator, opinion, points, created_at AS time FROM point_declaration_step
        WHERE declaration_id = ? ORDER BY created_at, id`,
    )
    .all(request.params.id);
  return ok({ id: row.id, declareNo: row.declareNo, targetName: row.targetName, status: row.status, pointsGranted: row.pointsGranted, steps });
};

interface AddBody {
  targetId: string;
  description: string;
  occurredDate: string;
  fileIds: string[];
  contactPhone: string;
}

/**
 * add: a declaration of one deed. Beyond the schema: the target belongs to this scheme, the deed
 * happened within the last 12 months and not in the future, the evidence has as many of my own
 * uploaded files as the target asks, and the target's yearly limit is not reached.
 */
const addDeclaration = (kind: PointSubject): OperationHandler => (request, { db, now }) => {
  const body = request.body as AddBody;
  const user = userOf(request);
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
  return ok({ id: String(id), declareNo, status: '已提交', submitTime: formatCst(submittedAt) });
};

/** mynaturepointquery: my points — the total of granted points, its level, and the history behind it. */
const myPoints = (kind: PointSubject): OperationHandler => (request, { db }) => {
  const { pageNo, pageSize } = request.query as { pageNo: number; pageSize: number };
  const user = userOf(request);
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
    .all(user.id, kind, pageSize, offset(pageNo, pageSize));
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
const downloadTemplate = (kind: PointSubject): OperationHandler => (_request, { db }) => {
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
        ? ['莆田市鸿达鞋业有限公司', '91350300MA2XXXXXXX', '林建国', '纳税信用A级', 20, '上一年度纳税信用评价结果为A级', '2026-04-15', '13905941234', '纳税信用等级评价结果截图']
        : ['陈秀英', '350302************', '莆田市城厢区东园路', '无偿献血', 5, '在市中心血站参加无偿献血400毫升', '2026-06-14', '13805943456', '无偿献血证'],
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

function handlersOf(kind: PointSubject, prefix: 'Enterprise' | 'Person'): Handlers {
  return {
    [`add${prefix}PointDeclaration`]: addDeclaration(kind),
    [`get${prefix}PointDeclaration`]: declarationDetail(kind),
    [`get${prefix}PointDeclarationTrail`]: declarationTrail(kind),
    [`list${prefix}PointDeclarations`]: declarationList(kind),
    [`list${prefix}PointTargets`]: targetList(kind),
    [`list${prefix}DeclarableTargets`]: declarableTargets(kind),
    [`download${prefix}PointTemplate`]: downloadTemplate(kind),
    [`list${prefix}EnterpriseTabs`]: tabs('enterprise'),
    [`list${prefix}NatureTabs`]: tabs('person'),
    [`get${prefix}MyPoints`]: myPoints(kind),
  };
}

export const points: Feature = {
  name: 'points',
  schema,
  seed: seedPoints,
  handlers: { ...handlersOf('enterprise', 'Enterprise'), ...handlersOf('person', 'Person') },
};
