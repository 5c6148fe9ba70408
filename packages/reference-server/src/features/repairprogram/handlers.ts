// The credit-repair program's operations (openapi/paths/repairprogram.yaml): the operators' login, overview,
// search, detail, single and batch cancellation, the log and its export, restoring a record's publicity, and
// the enterprises' online applications on both sides.
import { randomBytes } from 'node:crypto';
import { operatorOnly, signedIn, type Handlers, type Handler, type Schema } from '../../kernel/handler.js';
import { binary, fail, invalid, ok } from '../../kernel/reply.js';
import { formatCst } from '../../kernel/time.js';
import { verifyPassword } from '../accounts/session.js';
import { consumeCaptcha } from '../captcha/store.js';
import { FILE_KINDS, checkUpload, contentDisposition, extensionOf, sanitizeFileName } from '../files/checks.js';
import {
  applicationById, applicationDetail, applicationPage, applicationRows, decideApplication, insertApplication, noteApplication, repairableRecords,
  type ApplicationFilter,
} from './applications.js';
import { batchTemplate, checkRows, confirmBatch, findBatch, readBatchFile, saveBatch } from './batch.js';
import {
  KIND_NAMES, cancellationById, cancellationLog, cancellationsOf, endPublicity, recordFacts, recordSummary, restorePublicity, searchRecords,
  type LogFilter,
} from './records.js';
import {
  OPERATOR_IDLE_MS, OPERATOR_LOCK, audit, clearFailures, issueOperatorToken, lockedUntil, operatorByAccount, recentFailures, recordFailure,
  revokeOperatorToken,
} from './session.js';
import { csvCell } from './spreadsheet.js';

const page = <T>(records: T[], total: number, q: { pageNo: number; pageSize: number }) => ({ records, total, size: q.pageSize, current: q.pageNo });

export const repairProgramLogin: Handler<'repairProgramLogin'> = ({ body }, { db, now: clock }) => {
  const now = clock();
  const account = body.account.trim();
  if (!account) return invalid('account', '请输入账号');
  // Locked for 15 minutes from the fifth failure: nothing is tried, nor recorded, until then.
  const until = lockedUntil(db, account, now);
  if (until !== null) {
    const minutes = Math.max(1, Math.ceil((until - now) / 60_000));
    return invalid('account', `密码连续错误${OPERATOR_LOCK.failures}次，账号已锁定，请${minutes}分钟后再试`);
  }
  const failures = recentFailures(db, account, now);
  // The captcha is spent by every attempt, so passwords cannot be tried without solving one each time.
  if (!consumeCaptcha(db, body.captchaToken, body.code, now)) return invalid('code', '验证码错误或已过期');
  const operator = operatorByAccount(db, account);
  if (!operator || !verifyPassword(body.password, operator.hash)) {
    recordFailure(db, account, now);
    audit(db, now, { id: operator?.id ?? null, account }, '登录失败', account, '账号或密码错误');
    const left = OPERATOR_LOCK.failures - failures - 1;
    return left > 0
      ? invalid('password', `账号或密码错误，还可尝试${left}次`)
      : invalid('account', `密码连续错误${OPERATOR_LOCK.failures}次，账号已锁定，请${OPERATOR_LOCK.lockMs / 60_000}分钟后再试`);
  }
  clearFailures(db, account);
  const token = issueOperatorToken(db, operator.id, now);
  audit(db, now, operator, '登录', account, operator.organ);
  return ok({
    token_type: 'Bearer' as const,
    access_token: token,
    idleSeconds: OPERATOR_IDLE_MS / 1000,
    operator: { account: operator.account, name: operator.name, organ: operator.organ },
  });
};

export const repairProgramLogout = operatorOnly<'repairProgramLogout'>(({ operator, token }, { db, now }) => {
  revokeOperatorToken(db, token, now());
  audit(db, now(), operator, '退出', operator.account, '');
  return ok(true);
});

export const getRepairProgramOperator = operatorOnly<'getRepairProgramOperator'>(({ operator }) =>
  ok({ account: operator.account, name: operator.name, organ: operator.organ }),
);

export const getRepairProgramOverview = operatorOnly<'getRepairProgramOverview'>((_request, { db, now }) => {
  const month = formatCst(now()).slice(0, 7);
  const count = (sql: string, ...args: unknown[]) => (db.prepare(sql).get(...args) as { n: number }).n;
  const recentActions = (
    db
      .prepare(
        `SELECT CAST(a.id AS TEXT) AS id, a.time, CASE WHEN o.id IS NULL THEN a.account ELSE o.name || '（' || o.account || '）' END AS operator,
                a.action, a.target, a.detail
           FROM repair_audit a LEFT JOIN repair_operator o ON o.id = a.operator_id ORDER BY a.time DESC, a.id DESC LIMIT 10`,
      )
      .all() as Schema<'RepairAction'>[]
  );
  return ok({
    pendingApplications: count("SELECT count(*) AS n FROM repair_application WHERE status = '待审核'"),
    cancelledThisMonth: count('SELECT count(*) AS n FROM repair_cancellation WHERE restore_time IS NULL AND cancel_time >= ? AND cancel_time < ?', `${month}-01`, `${month}-99`),
    cancelledTotal: count('SELECT count(*) AS n FROM repair_cancellation WHERE restore_time IS NULL'),
    publicisedPenalties: count('SELECT count(*) AS n FROM dp_penalty WHERE publicity_ended_at IS NULL'),
    recentActions,
  });
});

export const searchRepairProgramRecords = operatorOnly<'searchRepairProgramRecords'>(({ query }, { db }) => {
  const keyword = query.keyword.trim();
  if (keyword.length < 2) return invalid('keyword', '请输入至少2个字的统一社会信用代码、名称或文书号');
  const { records, total } = searchRecords(db, { ...query, keyword });
  return ok(page(records, total, query));
});

export const getRepairProgramRecord = operatorOnly<'getRepairProgramRecord'>(({ params }, { db }) => {
  const summary = recordSummary(db, params.kind, params.id);
  if (!summary) return fail(4040);
  const applications = params.kind === 'penalty' ? applicationPage(db, { pageNo: 1, pageSize: 100, recordId: Number(params.id) }).records : [];
  return ok({ ...summary, facts: recordFacts(db, params.kind, params.id), cancellations: cancellationsOf(db, params.kind, params.id), applications });
});

/** The operator's own uploads among `fileIds`, or the message for the field. */
const ownFiles = (db: Parameters<Handler<'getRepairProgramRecord'>>[1]['db'], operatorId: number, fileIds: readonly string[] = []): string | null => {
  const own = db.prepare('SELECT 1 FROM repair_operator_file WHERE id = ? AND operator_id = ?');
  return fileIds.every((id) => own.get(id, operatorId)) ? null : '附件须为本账号上传的文件，请重新上传';
};

export const cancelRepairProgramRecord = operatorOnly<'cancelRepairProgramRecord'>(({ params, body, operator }, { db, now }) => {
  const summary = recordSummary(db, params.kind, params.id);
  if (!summary) return fail(4040);
  const reason = body.reason.trim();
  if (reason.length < 5) return invalid('reason', '撤销原因不少于5个字');
  const files = ownFiles(db, operator.id, body.fileIds);
  if (files) return invalid('fileIds', files);
  const at = now();
  const id = db.transaction(() => {
    const made = endPublicity(db, at, operator, { kind: params.kind, recordId: Number(params.id), basis: body.basis, reason, source: '单条撤销', fileIds: body.fileIds ?? [] });
    if (made !== null) audit(db, at, operator, '撤销公示', summary.documentNo, `${KIND_NAMES[params.kind]} ${summary.subjectName}：${body.basis}`);
    return made;
  })();
  if (id === null) return invalid('record', '该记录已撤销公示，无需重复撤销');
  return ok(cancellationById(db, id) as Schema<'RepairCancellation'>);
});

export const restoreRepairProgramCancellation = operatorOnly<'restoreRepairProgramCancellation'>(({ params, body, operator }, { db, now }) => {
  const cancellation = cancellationById(db, params.id);
  if (!cancellation) return fail(4040);
  const reason = body.reason.trim();
  if (reason.length < 5) return invalid('reason', '恢复原因不少于5个字');
  const at = now();
  const restored = db.transaction(() => {
    const done = restorePublicity(db, at, operator, Number(params.id), reason);
    if (done) audit(db, at, operator, '恢复公示', cancellation.documentNo, `${cancellation.subjectName}：${reason}`);
    return done;
  })();
  if (!restored) return invalid('cancellation', '该记录已恢复公示');
  return ok(cancellationById(db, params.id) as Schema<'RepairCancellation'>);
});

/** The uploaded file of a multipart body with its bytes, or the message for the file field. */
async function uploaded(body: unknown): Promise<{ name: string; bytes: Uint8Array } | string> {
  const file = (body as Record<string, unknown> | undefined)?.file;
  if (!(file instanceof File)) return '请选择要上传的文件';
  return { name: sanitizeFileName(file.name), bytes: new Uint8Array(await file.arrayBuffer()) };
}

export const uploadRepairProgramAttachment = operatorOnly<'uploadRepairProgramAttachment'>(async ({ body, operator }, { db, now }) => {
  const file = await uploaded(body);
  if (typeof file === 'string') return invalid('file', file);
  const problem = checkUpload(file.name, file.bytes);
  if (problem) return invalid('file', problem);
  const id = randomBytes(16).toString('base64url');
  db.prepare('INSERT INTO repair_operator_file (id, operator_id, name, size, content_type, body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    id, operator.id, file.name, file.bytes.length, FILE_KINDS[extensionOf(file.name)]?.contentType ?? 'application/octet-stream',
    Buffer.from(file.bytes), formatCst(now()),
  );
  return ok({ id, name: file.name, size: file.bytes.length });
});

export const downloadRepairProgramBatchTemplate: Handler<'downloadRepairProgramBatchTemplate'> = () =>
  binary('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', batchTemplate(), {
    'Content-Disposition': contentDisposition('批量撤销公示模板.xlsx'),
    'Cache-Control': 'public, max-age=3600',
  });

export const checkRepairProgramBatch = operatorOnly<'checkRepairProgramBatch'>(async ({ body, operator }, { db, now }) => {
  const file = await uploaded(body);
  if (typeof file === 'string') return invalid('file', file);
  const rows = readBatchFile(file.name, file.bytes);
  if (typeof rows === 'string') return invalid('file', rows);
  return ok(saveBatch(db, now(), operator, file.name, checkRows(db, rows)));
});

export const confirmRepairProgramBatch = operatorOnly<'confirmRepairProgramBatch'>(({ params, body, operator }, { db, now }) => {
  const batch = findBatch(db, params.batchNo, operator.id);
  if (!batch) return fail(4040);
  if (batch.status !== '待确认') return invalid('batch', '该批次已确认，请重新上传');
  const reason = body.reason.trim();
  if (reason.length < 5) return invalid('reason', '撤销原因不少于5个字');
  const at = now();
  const done = db.transaction(() => {
    const result = confirmBatch(db, at, operator, batch, { basis: body.basis, reason });
    const cancelled = result.rows.filter((r) => r.result === '已撤销公示').length;
    audit(db, at, operator, '批量撤销公示', batch.batchNo, `${batch.fileName}：撤销${cancelled}条，未处理${result.rows.length - cancelled}条`);
    return result;
  })();
  return ok(done);
});

const logFilterOf = (query: LogFilter): LogFilter => query;

export const getRepairProgramCancellations = operatorOnly<'getRepairProgramCancellations'>(({ query }, { db }) => {
  const { records, total } = cancellationLog(db, logFilterOf(query), query.pageSize, (query.pageNo - 1) * query.pageSize);
  return ok(page(records, total, query));
});

const EXPORT_LIMIT = 10_000;
const EXPORT_COLUMNS = ['撤销编号', '记录类型', '主体名称', '统一社会信用代码', '决定文书号/案号', '修复依据', '撤销原因', '操作人', '撤销时间', '方式', '批次号', '申请编号', '状态', '恢复原因', '恢复人', '恢复时间'];

export const exportRepairProgramCancellations = operatorOnly<'exportRepairProgramCancellations'>(({ query }, { db, now }) => {
  const { records } = cancellationLog(db, logFilterOf(query), EXPORT_LIMIT, 0);
  const lines = [EXPORT_COLUMNS, ...records.map((c) => [
    c.id, KIND_NAMES[c.kind], c.subjectName, c.creditCode, c.documentNo, c.basis, c.reason, c.operator, c.cancelTime, c.source,
    c.batchNo ?? '', c.applicationNo ?? '', c.status, c.revokeReason ?? '', c.revokeOperator ?? '', c.revokeTime ?? '',
  ])].map((cells) => cells.map((cell) => csvCell(String(cell))).join(','));
  const day = formatCst(now()).slice(0, 10).replace(/-/g, '');
  return binary('text/csv; charset=utf-8', `\uFEFF${lines.join('\r\n')}\r\n`, { 'Content-Disposition': contentDisposition(`撤销公示记录${day}.csv`) });
});

export const getRepairProgramApplications = operatorOnly<'getRepairProgramApplications'>(({ query }, { db }) => {
  const { records, total } = applicationPage(db, query);
  return ok(page(records, total, query));
});

/** The export's cap: one request reads and sends at most this many rows (~3 MB of CSV). */
export const APPLICATION_EXPORT_LIMIT = 10_000;
const APPLICATION_COLUMNS = ['申请编号', '状态', '申请主体', '统一社会信用代码', '处罚决定书文号', '违法行为类型', '联系人', '联系电话', '整改情况说明', '申请时间', '审核人', '审核时间', '审核意见'];

export const exportRepairProgramApplications = operatorOnly<'exportRepairProgramApplications'>(({ query }, { db, now }) => {
  const filter: ApplicationFilter = { ...(query.status ? { status: query.status } : {}), ...(query.keyword ? { keyword: query.keyword } : {}) };
  const { rows, total } = applicationRows(db, filter, APPLICATION_EXPORT_LIMIT, 0);
  const lines = [APPLICATION_COLUMNS, ...rows.map((a) => [
    a.applyNo, a.status, a.subjectName, a.creditCode, a.documentNo, a.title, a.contactName, a.contactPhone, a.statement, a.applyTime,
    a.decisionOperator ?? '', a.decisionTime ?? '', a.decisionReason ?? '',
  ])].map((cells) => cells.map((cell) => csvCell(String(cell))).join(','));
  const day = formatCst(now()).slice(0, 10).replace(/-/g, '');
  return binary('text/csv; charset=utf-8', `\uFEFF${lines.join('\r\n')}\r\n`, {
    'Content-Disposition': contentDisposition(`信用修复申请${day}.csv`),
    'X-Total-Count': String(total),
  });
});

export const getRepairProgramApplication = operatorOnly<'getRepairProgramApplication'>(({ params }, { db }) => {
  const detail = applicationDetail(db, params.id);
  return detail ? ok(detail) : fail(4040);
});

export const addRepairProgramApplicationNote = operatorOnly<'addRepairProgramApplicationNote'>(({ params, body, operator }, { db, now }) => {
  const application = applicationById(db, params.id);
  if (!application) return fail(4040);
  const note = body.note.trim();
  if (Array.from(note).length < 2) return invalid('note', '备注不少于2个字');
  const at = now();
  db.transaction(() => {
    noteApplication(db, at, operator, Number(params.id), note);
    audit(db, at, operator, '备注修复申请', application.applyNo, note);
  })();
  return ok(applicationDetail(db, params.id) as Schema<'RepairApplicationDetail'>);
});

export const decideRepairProgramApplication = operatorOnly<'decideRepairProgramApplication'>(({ params, body, operator }, { db, now }) => {
  const application = applicationById(db, params.id);
  if (!application) return fail(4040);
  const reason = body.reason.trim();
  if (reason.length < 5) return invalid('reason', '审核意见不少于5个字');
  const at = now();
  const decided = db.transaction(() => {
    const done = decideApplication(db, at, operator, Number(params.id), body.decision, reason);
    if (done) {
      audit(db, at, operator, body.decision === 'accept' ? '受理修复申请' : '驳回修复申请', application.applyNo, `${application.subjectName} ${application.documentNo}：${reason}`);
      if (body.decision === 'accept') audit(db, at, operator, '撤销公示', application.documentNo, `行政处罚 ${application.subjectName}：修复申请 ${application.applyNo}`);
    }
    return done;
  })();
  if (!decided) return invalid('application', '该申请已审核，不能重复处理');
  return ok(applicationById(db, params.id) as Schema<'RepairApplication'>);
});

export const getMyRepairableRecords = signedIn<'getMyRepairableRecords'>(({ user }, { db }) =>
  user.enterpriseId === null ? fail(403) : ok(repairableRecords(db, user.enterpriseId)),
);

export const applyCreditRepair = signedIn<'applyCreditRepair'>(({ body, user }, { db, now }) => {
  if (user.enterpriseId === null) return fail(403);
  const errors: Record<string, string> = {};
  const contactName = body.contactName.trim();
  const statement = body.statement.trim();
  if (contactName.length < 2) errors.contactName = '请填写联系人姓名';
  if (statement.length < 10) errors.statement = '整改情况说明不少于10个字';
  if (!body.commitmentSigned) errors.commitmentSigned = '请阅读并签署信用修复承诺书';
  const record = db.prepare('SELECT id FROM dp_penalty WHERE id = ? AND enterprise_id = ? AND publicity_ended_at IS NULL').get(body.recordId, user.enterpriseId);
  const pending = db
    .prepare("SELECT apply_no AS applyNo FROM repair_application WHERE kind = 'penalty' AND record_id = ? AND status = '待审核'")
    .get(body.recordId) as { applyNo: string } | undefined;
  if (!record) errors.recordId = '请选择本企业正在公示的行政处罚记录';
  else if (pending) errors.recordId = `该记录已有待审核的修复申请（${pending.applyNo}），请等待审核结果`;
  const own = db.prepare('SELECT 1 FROM file_object WHERE id = ? AND owner_id = ?');
  if (!body.fileIds.every((id) => own.get(id, user.id))) errors.fileIds = '证明材料须为本账号上传的文件，请重新上传';
  if (Object.keys(errors).length > 0) return invalid(errors);
  const receipt = insertApplication(db, now(), {
    recordId: Number(body.recordId), userId: user.id, enterpriseId: user.enterpriseId, contactName, contactPhone: body.contactPhone, statement, fileIds: body.fileIds,
  });
  return ok({ id: String(receipt.id), applyNo: receipt.applyNo, status: '待审核' as const, applyTime: receipt.applyTime });
});

export const getMyRepairApplications = signedIn<'getMyRepairApplications'>(({ query, user }, { db }) => {
  const { records, total } = applicationPage(db, { ...query, userId: user.id });
  return ok(page(records, total, query));
});

export const handlers: Handlers = {
  repairProgramLogin,
  repairProgramLogout,
  getRepairProgramOperator,
  getRepairProgramOverview,
  searchRepairProgramRecords,
  getRepairProgramRecord,
  cancelRepairProgramRecord,
  restoreRepairProgramCancellation,
  uploadRepairProgramAttachment,
  downloadRepairProgramBatchTemplate,
  checkRepairProgramBatch,
  confirmRepairProgramBatch,
  getRepairProgramCancellations,
  exportRepairProgramCancellations,
  getRepairProgramApplications,
  exportRepairProgramApplications,
  getRepairProgramApplication,
  addRepairProgramApplicationNote,
  decideRepairProgramApplication,
  getMyRepairableRecords,
  applyCreditRepair,
  getMyRepairApplications,
};
