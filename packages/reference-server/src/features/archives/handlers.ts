// The archive operations: credit-subject search (search.ts), the credit report and its PDF, PNG and OFD
// downloads, and the declarations' look-ups of a subject.
import type { Database } from 'better-sqlite3';
import { binary, fail, ok, type JsonReply } from '../../kernel/reply.js';
import { signedIn, type Handler, type Handlers, type ServerContext, type SignedInHandler } from '../../kernel/handler.js';
import { formatCst } from '../../kernel/time.js';
import { isValidUscc } from '../subjects/identifiers.js';
import { buildReport, readSectionPage, type CreditReport } from './report.js';
import { penaltiesRepairable } from '../repairprogram/applications.js';
import { renderOfd, renderPdf, renderPng } from './render.js';
import { searchCreditSubjects } from './search.js';
import { checkCharacterFailure, subjectByCode, subjectById } from './subjects.js';
import { withCaptchaPass } from '../../kernel/captcha-pass.js';

type Lookup = { ok: true; report: CreditReport } | { ok: false; reply: JsonReply<never> };

/** The report and its downloads are asked for by the subject's code. */
type ReportId = 'getCreditReportData' | 'downloadCreditReport' | 'downloadCreditReportImage' | 'downloadCreditReportOfd';

function reportFor(creditCode: string, { db, now }: ServerContext): Lookup {
  const code = creditCode;
  if (!isValidUscc(code)) return { ok: false, reply: checkCharacterFailure('creditCode') };
  const subject = subjectByCode(db, code);
  if (!subject) return { ok: false, reply: fail(4040) };
  return { ok: true, report: buildReport(db, subject, now()) };
}

export const getCreditReportData: Handler<'getCreditReportData'> = (request, context) => {
  const lookup = reportFor(request.query.creditCode, context);
  return lookup.ok ? ok(lookup.report) : lookup.reply;
};

/**
 * One page of one section (the archive's tab). The contract has checked the code's pattern, the section
 * and the paging; the check character and the subject are this handler's.
 */
export const getCreditReportSectionPage: Handler<'getCreditReportSectionPage'> = ({ query }, { db }) => {
  if (!isValidUscc(query.creditCode)) return checkCharacterFailure('creditCode');
  const subject = subjectByCode(db, query.creditCode);
  if (!subject) return fail(4040);
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 15;
  const { key, title, available, total, records, table, rowIds } = readSectionPage(db, subject, query.section, pageNo, pageSize);
  // Penalties carry their id and whether the holder may apply online to repair them (the contract's rule).
  const repairable = table === 'dp_penalty' ? penaltiesRepairable(db, rowIds) : null;
  const shown = repairable
    ? records.map((record, i) => ({ ...record, recordId: String(rowIds[i]), repairable: repairable.has(rowIds[i] as number) }))
    : records;
  return ok({ key, title, available, records: shown, total, size: pageSize, current: pageNo });
};

/** `attachment` with the Chinese name in RFC 5987 form and an ASCII fallback for old clients. */
function disposition(name: string, extension: string): string {
  const file = `${name}-信用报告.${extension}`;
  return `attachment; filename="credit-report.${extension}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}

function recordDownload(db: Database, userId: number | null, report: CreditReport, format: 'pdf' | 'png' | 'ofd', now: number): void {
  db.prepare(
    'INSERT INTO credit_report_download (enterprise_id, report_no, format, user_id, downloaded_at) VALUES (?, ?, ?, ?, ?)',
  ).run(Number(report.subject.id), report.reportNo, format, userId, formatCst(now));
}

function download(
  format: 'pdf' | 'png' | 'ofd',
  contentType: string,
  render: (report: CreditReport) => Uint8Array | Promise<Uint8Array>,
): Handler<Exclude<ReportId, 'getCreditReportData'>> {
  return async (request, context) => {
    const lookup = reportFor(request.query.creditCode, context);
    if (!lookup.ok) return lookup.reply;
    const body = await render(lookup.report);
    recordDownload(context.db, request.user?.id ?? null, lookup.report, format, context.now());
    return binary(contentType, body, {
      'Content-Disposition': disposition(lookup.report.subject.name, format),
      'Cache-Control': 'no-store',
    });
  };
}

interface DeclarationStats {
  count: number;
  last: string | null;
}

const hasColumns = (db: Database, table: string, wanted: readonly string[]): boolean => {
  const columns = (db.prepare(`PRAGMA table_info("${table.replace(/"/g, '""')}")`).all() as { name: string }[]).map((c) => c.name);
  return wanted.every((c) => columns.includes(c));
};

/**
 * Credit declarations are stored by the commitment feature (features/commitment), in the shared
 * submission table with kind 'creditDeclare'. Looked up at run time: a build without that table
 * answers 0 declarations.
 */
function declarationStats(db: Database, enterpriseId: number, creditCode: string): DeclarationStats {
  const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'submission'").get();
  if (!exists || !hasColumns(db, 'submission', ['kind', 'enterprise_id', 'subject_code', 'created_at'])) return { count: 0, last: null };
  const row = db
    .prepare(
      `SELECT count(*) AS count, max(created_at) AS last FROM submission
       WHERE kind = 'creditDeclare' AND (enterprise_id = ? OR subject_code = ?)`,
    )
    .get(enterpriseId, creditCode) as { count: number; last: string | null };
  return { count: row.count, last: row.last };
}

export const getCreditDeclarationSummary: Handler<'getCreditDeclarationSummary'> = ({ params }, { db }) => {
  const code = params.code;
  if (!isValidUscc(code)) return checkCharacterFailure('code');
  const subject = subjectByCode(db, code);
  if (!subject) return fail(4040);
  const stats = declarationStats(db, Number(subject.id), subject.creditCode);
  return ok({
    creditCode: subject.creditCode,
    name: subject.name,
    kind: subject.kind,
    kindName: subject.kindName,
    legalPerson: subject.legalPerson,
    establishedDate: subject.establishedDate,
    registeredCapital: subject.registeredCapital,
    address: subject.address,
    industry: subject.industry,
    status: subject.status,
    district: subject.district,
    declarationCount: stats.count,
    lastDeclarationTime: stats.last,
  });
};

/** The enterprise of the logged-in enterprise account (the contract admits userType 2 only). */
export const getSelfDeclarationEnterprise: SignedInHandler<'getSelfDeclarationEnterprise'> = ({ user }, { db }) => {
  const subject = user.enterpriseId ? subjectById(db, user.enterpriseId) : undefined;
  if (!subject) return fail(4040);
  const account = db.prepare('SELECT phone FROM user_account WHERE id = ?').get(user.id) as { phone: string } | undefined;
  return ok({
    enterpriseId: subject.id,
    name: subject.name,
    creditCode: subject.creditCode,
    legalPerson: subject.legalPerson,
    kind: subject.kind,
    kindName: subject.kindName,
    address: subject.address,
    industry: subject.industry,
    contactPhone: account?.phone ?? '',
  });
};

export const handlers: Handlers = {
  // The search bar's search is open after a 安全验证: its pass is bound to the words searched.
  searchCreditSubjects: withCaptchaPass(searchCreditSubjects, ({ query }) => JSON.stringify(['searchCreditSubjects', query.keyword, query.type, query.kind ?? null])),
  getCreditReportData,
  getCreditReportSectionPage,
  downloadCreditReport: download('pdf', 'application/pdf', renderPdf),
  downloadCreditReportImage: download('png', 'image/png', renderPng),
  downloadCreditReportOfd: download('ofd', 'application/ofd', renderOfd),
  getCreditDeclarationSummary,
  getSelfDeclarationEnterprise: signedIn(getSelfDeclarationEnterprise),
};
