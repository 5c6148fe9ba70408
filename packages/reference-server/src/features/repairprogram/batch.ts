// Batch cancellation (批量撤销公示): a spreadsheet of records is checked row by row, kept as a batch, and
// cancelled only when the operator confirms it, each row getting its result.
import type { Database } from 'better-sqlite3';
import type { Schema } from '../../kernel/handler.js';
import type { OperatorSession } from '../../kernel/session.js';
import { nextTrackingNo } from '../../kernel/sql.js';
import { formatCst } from '../../kernel/time.js';
import { writeXlsx } from '../points/xlsx.js';
import { isValidUscc } from '../subjects/identifiers.js';
import { endPublicity, type RecordKind } from './records.js';
import { readCsv, readXlsx } from './spreadsheet.js';

export type Batch = Schema<'RepairBatch'>;
type BatchRow = Schema<'RepairBatchRow'>;

export const BATCH_MAX_ROWS = 500;
const HEADER = ['记录类型', '统一社会信用代码', '决定文书号/案号'] as const;
const KINDS: Readonly<Record<string, RecordKind>> = { 行政处罚: 'penalty', 失信被执行人: 'dishonest' };

/** The template: the header on the first sheet, how to fill it in on the second. */
export const batchTemplate = (): Uint8Array =>
  writeXlsx([
    { name: '撤销公示清单', widths: [16, 26, 36], rows: [[...HEADER]] },
    {
      name: '填写说明',
      widths: [20, 80],
      rows: [
        ['列', '说明'],
        ['记录类型', '填写“行政处罚”或“失信被执行人”'],
        ['统一社会信用代码', '18位统一社会信用代码，须通过校验位检查'],
        ['决定文书号/案号', '行政处罚填写处罚决定书文号；失信被执行人填写案号'],
        ['其他', `第1行为表头，从第2行起每行一条记录，最多${BATCH_MAX_ROWS}行；也可另存为 UTF-8 编码的 CSV 文件上传`],
      ],
    },
  ]);

/** The rows of the uploaded file, or a message for the file field. */
export function readBatchFile(name: string, bytes: Uint8Array): string[][] | string {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  let rows: string[][] | null;
  if (extension === 'xlsx') rows = readXlsx(bytes);
  else if (extension === 'csv') rows = readCsv(new TextDecoder('utf-8').decode(bytes));
  else return '仅支持 xlsx 或 csv 格式的文件，请使用下载的模板';
  if (rows === null) return '文件无法读取，请使用下载的模板重新填写';
  const data = rows.slice(1).map((r, i) => ({ r, i })).filter(({ r }) => r.some((c) => c.trim() !== ''));
  if (data.length === 0) return '文件中没有记录，请从第2行起填写';
  if (data.length > BATCH_MAX_ROWS) return `每次最多${BATCH_MAX_ROWS}条记录，请拆分后上传`;
  return rows;
}

const lookup = (db: Database, kind: RecordKind, creditCode: string, documentNo: string) =>
  db
    .prepare(
      kind === 'penalty'
        ? `SELECT p.id, e.name, p.publicity_ended_at AS ended FROM dp_penalty p JOIN enterprise e ON e.id = p.enterprise_id
            WHERE e.credit_code = ? AND p.document_no = ?`
        : `SELECT p.id, e.name, p.publicity_ended_at AS ended FROM dishonest_debtor p JOIN enterprise e ON e.id = p.enterprise_id
            WHERE e.credit_code = ? AND p.case_no = ?`,
    )
    .get(creditCode, documentNo) as { id: number; name: string; ended: string | null } | undefined;

/** Checks every row: found, alreadyCancelled, notFound or invalid (with why). */
export function checkRows(db: Database, rows: string[][]): BatchRow[] {
  const seen = new Map<string, number>();
  const out: BatchRow[] = [];
  rows.forEach((cells, index) => {
    if (index === 0 || !cells.some((c) => c.trim() !== '')) return;
    const rowNo = index + 1;
    const [kindText = '', codeText = '', numberText = ''] = cells.map((c) => c.trim());
    const creditCode = codeText.toUpperCase();
    const base = { rowNo, kind: kindText, creditCode, documentNo: numberText, recordId: null, subjectName: null, result: null };
    const kind = KINDS[kindText];
    const problem = !kind
      ? '记录类型应为“行政处罚”或“失信被执行人”'
      : !isValidUscc(creditCode)
        ? '统一社会信用代码格式或校验位不正确'
        : numberText === ''
          ? '请填写决定文书号或案号'
          : undefined;
    if (problem || !kind) return out.push({ ...base, status: 'invalid', message: problem ?? '' });
    const key = `${kind}|${creditCode}|${numberText}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) return out.push({ ...base, status: 'invalid', message: `与第${earlier}行重复` });
    seen.set(key, rowNo);
    const record = lookup(db, kind, creditCode, numberText);
    if (!record) return out.push({ ...base, status: 'notFound', message: '未找到该记录，请核对统一社会信用代码和文书号' });
    const found = { ...base, recordId: String(record.id), subjectName: record.name };
    return out.push(
      record.ended
        ? { ...found, status: 'alreadyCancelled', message: `已于${record.ended}撤销公示` }
        : { ...found, status: 'found', message: '已找到，确认后撤销公示' },
    );
  });
  return out;
}

interface BatchRecord {
  id: number;
  batchNo: string;
  operatorId: number;
  fileName: string;
  status: Batch['status'];
  rowsJson: string;
  createTime: string;
}

const batchOf = (row: BatchRecord): Batch => {
  const rows = JSON.parse(row.rowsJson) as BatchRow[];
  return {
    batchNo: row.batchNo,
    fileName: row.fileName,
    status: row.status,
    createTime: row.createTime,
    foundCount: rows.filter((r) => r.status === 'found').length,
    rows,
  };
};

export function saveBatch(db: Database, now: number, operator: OperatorSession, fileName: string, rows: BatchRow[]): Batch {
  const batchNo = nextTrackingNo(db, 'PLCX', now, 'repair_batch', 'batch_no');
  const createTime = formatCst(now);
  db.prepare("INSERT INTO repair_batch (batch_no, operator_id, file_name, status, rows_json, create_time) VALUES (?, ?, ?, '待确认', ?, ?)").run(
    batchNo, operator.id, fileName, JSON.stringify(rows), createTime,
  );
  return batchOf({ id: 0, batchNo, operatorId: operator.id, fileName, status: '待确认', rowsJson: JSON.stringify(rows), createTime });
}

export const findBatch = (db: Database, batchNo: string, operatorId: number): BatchRecord | undefined =>
  db
    .prepare(
      `SELECT id, batch_no AS batchNo, operator_id AS operatorId, file_name AS fileName, status, rows_json AS rowsJson, create_time AS createTime
         FROM repair_batch WHERE batch_no = ? AND operator_id = ?`,
    )
    .get(batchNo, operatorId) as BatchRecord | undefined;

/** Cancels every found row of a waiting batch (one transaction); each row gets its result. */
export function confirmBatch(
  db: Database,
  now: number,
  operator: OperatorSession,
  batch: BatchRecord,
  form: { basis: Schema<'RepairCancelBasis'>; reason: string },
): Batch {
  const rows = (JSON.parse(batch.rowsJson) as BatchRow[]).map((row): BatchRow => {
    if (row.status !== 'found' || row.recordId === null) return { ...row, result: `未处理：${row.message}` };
    const kind = KINDS[row.kind] as RecordKind;
    const id = endPublicity(db, now, operator, { kind, recordId: Number(row.recordId), ...form, source: '批量撤销', batchNo: batch.batchNo });
    return { ...row, result: id === null ? '未处理：检查后已被撤销公示' : '已撤销公示' };
  });
  db.prepare("UPDATE repair_batch SET status = '已完成', rows_json = ?, confirm_time = ? WHERE id = ?").run(JSON.stringify(rows), formatCst(now), batch.id);
  return batchOf({ ...batch, status: '已完成', rowsJson: JSON.stringify(rows) });
}
