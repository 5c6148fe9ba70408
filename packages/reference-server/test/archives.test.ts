import { CITY } from '../src/seed/city.js';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/features/accounts/session.js';
import { usccCheckChar } from '../src/features/subjects/identifiers.js';
import { layoutReport, PAGE } from '../src/features/archives/layout.js';
import { PNG_PAGE_GAP, pngPageTop } from '../src/features/archives/render.js';
import type { CreditReport } from '../src/features/archives/report.js';
import { startTestServer, type TestServer } from './helpers.js';
import { decodePng } from './png.js';

const ARCHIVES = '/api/cmpinternetportalfront/archives/search';
const DECLARE = '/api/cmpinternetportalfront/creditdeclare/detailByCreditCode';
const ENTERPRISE = '/api/cmpinternetportalfront/independentdeclaration/qzindependentdeclaration/getEnterprise';
const q = (text: string) => encodeURIComponent(text);

interface Subject {
  id: number;
  name: string;
  credit_code: string;
  legal_person: string;
}

let server: TestServer;
let subject: Subject;
/** A code with a valid check character that no seeded subject has. */
let unknownCode: string;
/** A seeded subject's code with its check character changed. */
let brokenCode: string;

beforeAll(async () => {
  server = await startTestServer();
  subject = server.portal.db
    .prepare("SELECT e.id, e.name, e.credit_code, e.legal_person FROM enterprise e JOIN user_account u ON u.enterprise_id = e.id WHERE u.username = 'qiye'")
    .get() as Subject;
  const first17 = '91350304MA2YJ6KX1';
  unknownCode = first17 + usccCheckChar(first17);
  brokenCode = subject.credit_code.slice(0, 17) + (subject.credit_code[17] === '0' ? '1' : '0');
}, 60_000);
afterAll(() => server.close());

const tokenOf = (username: string, expired = false): string => {
  const { id } = server.portal.db.prepare('SELECT id FROM user_account WHERE username = ?').get(username) as { id: number };
  const now = Date.now();
  return issueToken(server.portal.db, id, expired ? now - 7_200_000 : now, 3_600_000).token;
};

describe('the credit-information search', () => {
  it('finds subjects by part of their name, highlighted, one page at a time', async () => {
    const part = subject.name.slice(0, 5);
    const first = (await server.request(`${ARCHIVES}/getEsSearchDataPage?keyword=${q(part)}&pageSize=5`)).json.data;
    expect(first.total).toBeGreaterThan(0);
    expect(first.records.length).toBeLessThanOrEqual(5);
    for (const r of first.records) {
      expect(r.name).toContain(part);
      expect(r.nameHighlight).toContain(`<em>${part}</em>`);
      expect(r).toMatchObject({ creditCode: expect.stringMatching(/^[0-9A-Z]{18}$/), kindName: expect.any(String) });
    }
  });

  it('finds subjects by their legal representative, and by two characters', async () => {
    const byPerson = (await server.request(`${ARCHIVES}/getEsSearchDataPage?keyword=${q(subject.legal_person)}&pageSize=100`)).json.data;
    expect(byPerson.records.map((r: { id: string }) => r.id)).toContain(String(subject.id));
    const short = (await server.request(`${ARCHIVES}/getEsSearchDataPage?keyword=${q('鞋业')}`)).json.data;
    expect(short.total).toBeGreaterThan(15);
    expect(short.records).toHaveLength(15);
  });

  it('finds exactly one subject by its unified social credit code (type 1)', async () => {
    const { json } = await server.request(`${ARCHIVES}/getEsSearchDataPage?type=1&keyword=${subject.credit_code}`);
    expect(json.data.total).toBe(1);
    expect(json.data.records[0]).toMatchObject({ name: subject.name, creditCode: subject.credit_code, legalPerson: subject.legal_person });
  });

  it('answers 202 for a type-1 keyword that is not a whole code or fails the check character', async () => {
    const partial = await server.request(`${ARCHIVES}/getEsSearchDataPage?type=1&keyword=${subject.credit_code.slice(0, 10)}`);
    expect(partial.json).toMatchObject({ code: 202, errors: { keyword: '请输入18位统一社会信用代码' } });
    const broken = await server.request(`${ARCHIVES}/getEsSearchDataPage?type=1&keyword=${brokenCode}`);
    expect(broken.json).toMatchObject({ code: 202, errors: { keyword: '统一社会信用代码校验位不正确' } });
  });

  it('filters by kind and refuses the closed search types', async () => {
    const { json } = await server.request(`${ARCHIVES}/getEsSearchDataPage?keyword=${q(CITY.name)}&kind=socialOrganisation&pageSize=100`);
    expect(json.data.total).toBeGreaterThan(0);
    expect(json.data.records.every((r: { kindName: string }) => r.kindName === '社会组织')).toBe(true);
    const closed = await server.request(`${ARCHIVES}/getEsSearchDataPage?keyword=${q(CITY.name)}&type=2`);
    expect(closed.status).toBe(400);
    expect(closed.json.errors).toEqual({ type: '查询类型的取值无效' });
  });
});

describe('the credit report', () => {
  it('answers the registration information, the sections and a report number stable for the day', async () => {
    const first = (await server.request(`${ARCHIVES}/getFormatCreditReportData?creditCode=${subject.credit_code}`)).json.data;
    const again = (await server.request(`${ARCHIVES}/getFormatCreditReportData?creditCode=${subject.credit_code}`)).json.data;
    expect(first.reportNo).toMatch(/^XYBG-\d{8}-[0-9A-Z]{6}$/);
    expect(again.reportNo).toBe(first.reportNo);
    expect(first.subject).toMatchObject({ name: subject.name, creditCode: subject.credit_code, legalPerson: subject.legal_person });
    expect(first.sections.map((s: { key: string }) => s.key)).toEqual(['permits', 'penalties', 'redList', 'blackList', 'dishonesty', 'commitments', 'contractPerformance']);
    const other = server.portal.db.prepare('SELECT credit_code FROM enterprise WHERE id <> ? LIMIT 1').get(subject.id) as { credit_code: string };
    const otherReport = (await server.request(`${ARCHIVES}/getFormatCreditReportData?creditCode=${other.credit_code}`)).json.data;
    expect(otherReport.reportNo).not.toBe(first.reportNo);
  });

  it('answers 4040 for an unknown code, 202 for a wrong check character and 400 for a malformed one', async () => {
    expect((await server.request(`${ARCHIVES}/getFormatCreditReportData?creditCode=${unknownCode}`)).json.code).toBe(4040);
    const broken = await server.request(`${ARCHIVES}/getFormatCreditReportData?creditCode=${brokenCode}`);
    expect(broken.json).toEqual({ code: 202, msg: '统一社会信用代码校验位不正确', errors: { creditCode: '统一社会信用代码校验位不正确' } });
    const malformed = await server.request(`${ARCHIVES}/getFormatCreditReportData?creditCode=abc`);
    expect(malformed.status).toBe(400);
    expect(malformed.json.errors).toEqual({ creditCode: '统一社会信用代码格式不正确' });
  });

  it('downloads as a PDF named after the enterprise, carrying the verification number', async () => {
    const { reportNo } = (await server.request(`${ARCHIVES}/getFormatCreditReportData?creditCode=${subject.credit_code}`)).json.data;
    const response = await fetch(`${server.url}${ARCHIVES}/downloadCreditReport?creditCode=${subject.credit_code}`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment;/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe(`${subject.name}-信用报告.pdf`);
    const pdf = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('/Keywords');
    expect(pdf).toContain(`(${reportNo})`);
    expect(pdf).toMatch(/\/FontFile2|\/FontFile3/);
  });

  it('records each download, with the account when a token came as access_token (spec §6)', async () => {
    const before = (server.portal.db.prepare('SELECT count(*) AS n FROM credit_report_download').get() as { n: number }).n;
    await fetch(`${server.url}${ARCHIVES}/downloadCreditReportOfd?creditCode=${subject.credit_code}&access_token=${tokenOf('qiye')}`);
    const rows = server.portal.db.prepare('SELECT format, user_id FROM credit_report_download ORDER BY id DESC').all() as { format: string; user_id: number | null }[];
    expect(rows.length).toBe(before + 1);
    expect(rows[0]).toMatchObject({ format: 'ofd', user_id: expect.any(Number) });
  });

  it('downloads as a PNG that holds every page of the report one under another, every section drawn', async () => {
    // The subject with the most permits: a report of more than one page.
    const { credit_code: code } = server.portal.db
      .prepare('SELECT e.credit_code FROM dp_permit p JOIN enterprise e ON e.id = p.enterprise_id GROUP BY e.id ORDER BY count(*) DESC, e.id LIMIT 1')
      .get() as { credit_code: string };
    const report = (await server.request(`${ARCHIVES}/getFormatCreditReportData?creditCode=${code}`)).json.data as CreditReport;
    const pages = layoutReport(report);
    expect(pages.length).toBeGreaterThan(1);
    const pdf = Buffer.from(await (await fetch(`${server.url}${ARCHIVES}/downloadCreditReport?creditCode=${code}`)).arrayBuffer()).toString('latin1');
    // As many pages as the PDF.
    expect(pdf.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(pages.length);

    const response = await fetch(`${server.url}${ARCHIVES}/downloadCreditReportImage?creditCode=${code}`);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = decodePng(Buffer.from(await response.arrayBuffer()));
    // A4 pages at 150 dpi, one under another with a band between them.
    expect([png.width, png.height]).toEqual([1240, pages.length * 1754 + (pages.length - 1) * PNG_PAGE_GAP]);
    expect(pngPageTop(1)).toBe(1754 + PNG_PAGE_GAP);

    // Each section's heading (its red mark beside the title) where the layout put it, the last pages' too.
    const scale = 1240 / PAGE.width;
    const drawn = report.sections.map((section) => {
      const index = pages.findIndex((page) => page.ops.some((op) => op.op === 'text' && op.text.includes(section.title)));
      const heading = pages[index]?.ops.find((op) => op.op === 'text' && op.text.includes(section.title));
      if (!heading || heading.op !== 'text') return `${section.title}: not laid out`;
      const [r, g, b] = png.pixel(Math.round((PAGE.margin + 2) * scale), Math.round(pngPageTop(index) + (heading.y + 8) * scale));
      return `${section.title}: ${r > 150 && g < 80 && b < 80 ? 'drawn' : `not drawn (${r},${g},${b})`}`;
    });
    expect(drawn).toEqual(report.sections.map((section) => `${section.title}: drawn`));
    const last = pages.length - 1;
    expect(report.sections.some((section) => pages[last]?.ops.some((op) => op.op === 'text' && op.text.includes(section.title)))).toBe(true);
  });

  it('downloads as an OFD package that unzips and names the enterprise', async () => {
    const response = await fetch(`${server.url}${ARCHIVES}/downloadCreditReportOfd?creditCode=${subject.credit_code}`);
    expect(response.headers.get('content-type')).toBe('application/ofd');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['OFD.xml', 'Doc_0/Document.xml', 'Doc_0/PublicRes.xml', 'Doc_0/Pages/Page_0/Content.xml']));
    expect(strFromU8(files['OFD.xml'] as Uint8Array)).toContain('<ofd:DocRoot>Doc_0/Document.xml</ofd:DocRoot>');
    const page = strFromU8(files['Doc_0/Pages/Page_0/Content.xml'] as Uint8Array);
    expect(page).toContain('<ofd:TextObject');
    expect(page).toContain(subject.name);
  });

  it('reads a section from whatever table of that kind the database has, found at run time', async () => {
    // A table named plainly "permit" is shorter than any other permit table, so the report picks it.
    server.portal.db.exec('CREATE TABLE permit (id INTEGER PRIMARY KEY, enterprise_id INTEGER, permit_name TEXT, decision_date TEXT)');
    const insert = server.portal.db.prepare('INSERT INTO permit (enterprise_id, permit_name, decision_date) VALUES (?, ?, ?)');
    for (const [name, date] of [['食品经营许可证', '2026-03-02'], ['排污许可证', '2026-05-18']]) insert.run(subject.id, name, date);
    try {
      const { json } = await server.request(`${ARCHIVES}/getFormatCreditReportData?creditCode=${subject.credit_code}`);
      const permits = json.data.sections.find((section: { key: string }) => section.key === 'permits');
      expect(permits).toMatchObject({ available: true, total: 2 });
      expect(permits.records).toEqual([
        { permitName: '排污许可证', decisionDate: '2026-05-18' },
        { permitName: '食品经营许可证', decisionDate: '2026-03-02' },
      ]);
    } finally {
      server.portal.db.exec('DROP TABLE permit');
    }
  });

  it('answers the envelope instead of a file for an unknown code', async () => {
    for (const download of ['downloadCreditReport', 'downloadCreditReportImage', 'downloadCreditReportOfd']) {
      const answer = await server.request(`${ARCHIVES}/${download}?creditCode=${unknownCode}`);
      expect(answer.json, download).toEqual({ code: 4040, msg: '请求的资源不存在' });
    }
  });
});

describe('one section of the report, a page at a time (the archive’s tabs)', () => {
  const SECTION = `${ARCHIVES}/getCreditReportSectionPage`;
  /** The subject with the most rows in `table` (linked by enterprise_id), and how many. */
  const busiest = (table: string) =>
    server.portal.db
      .prepare(`SELECT e.credit_code AS code, count(*) AS n FROM ${table} t JOIN enterprise e ON e.id = t.enterprise_id GROUP BY e.id ORDER BY n DESC, e.id LIMIT 1`)
      .get() as { code: string; n: number };

  it('pages a section on its own: every record once, newest first, with the section’s total', async () => {
    const { code, n } = busiest('dp_permit');
    expect(n).toBeGreaterThan(2);
    const size = Math.ceil(n / 2);
    const first = (await server.request(`${SECTION}?creditCode=${code}&section=permits&pageNo=1&pageSize=${size}`)).json.data;
    const second = (await server.request(`${SECTION}?creditCode=${code}&section=permits&pageNo=2&pageSize=${size}`)).json.data;
    expect(first).toMatchObject({ key: 'permits', title: '行政许可信息', available: true, total: n, size, current: 1 });
    expect(first.records.length + second.records.length).toBe(n);
    expect(second.current).toBe(2);
    const report = (await server.request(`${ARCHIVES}/getFormatCreditReportData?creditCode=${code}`)).json.data;
    const permits = report.sections.find((section: { key: string }) => section.key === 'permits');
    // The same records as the report's, in its order.
    expect([...first.records, ...second.records].slice(0, permits.records.length)).toEqual(permits.records);
    const past = (await server.request(`${SECTION}?creditCode=${code}&section=permits&pageNo=99`)).json.data;
    expect(past).toMatchObject({ total: n, records: [] });
    // An absurd page number (the contract sets no upper one) is a page past the end too, not a failure.
    const absurd = await server.request(`${SECTION}?creditCode=${code}&section=permits&pageNo=99999999999999999999`);
    expect(absurd.json).toMatchObject({ code: 200, data: { total: n, records: [] } });
  });

  it('reads the courts’ dishonest debtors and the contracts of the subject', async () => {
    for (const [section, table, title] of [
      ['dishonesty', 'dishonest_debtor', '失信被执行人信息'],
      ['contractPerformance', 'contract_performance', '合同履约信息'],
    ] as const) {
      const { code, n } = busiest(table);
      const page = (await server.request(`${SECTION}?creditCode=${code}&section=${section}&pageSize=100`)).json.data;
      expect(page, section).toMatchObject({ key: section, title, available: true, total: n });
      expect(page.records).toHaveLength(n);
      // No internal keys or the subject's link in a public record.
      for (const record of page.records) expect(Object.keys(record).filter((key) => /Id$|^id$/.test(key)), section).toEqual([]);
    }
  });

  it('reads the red and the black list from the one table that holds both, told apart by its kind code', async () => {
    for (const [section, listType, title] of [
      ['redList', 1, '守信激励（红名单）信息'],
      ['blackList', 2, '失信惩戒（黑名单）信息'],
    ] as const) {
      const { code, n } = server.portal.db
        .prepare(
          `SELECT e.credit_code AS code, count(*) AS n FROM red_black_entry t JOIN enterprise e ON e.id = t.enterprise_id
           WHERE t.list_type = ? GROUP BY e.id ORDER BY n DESC, e.id LIMIT 1`,
        )
        .get(listType) as { code: string; n: number };
      const expected = server.portal.db
        .prepare('SELECT t.list_name AS listName FROM red_black_entry t JOIN enterprise e ON e.id = t.enterprise_id WHERE e.credit_code = ? AND t.list_type = ?')
        .all(code, listType) as { listName: string }[];
      const page = (await server.request(`${SECTION}?creditCode=${code}&section=${section}&pageSize=100`)).json.data;
      expect(page, section).toMatchObject({ key: section, title, available: true, total: n });
      expect(page.records.map((r: { listName: string }) => r.listName).sort()).toEqual(expected.map((r) => r.listName).sort());
    }
  });

  it('answers 4040 for an unknown code and 202 for a wrong check character', async () => {
    expect((await server.request(`${SECTION}?creditCode=${unknownCode}&section=permits`)).json.code).toBe(4040);
    expect((await server.request(`${SECTION}?creditCode=${brokenCode}&section=permits`)).json).toEqual({
      code: 202,
      msg: '统一社会信用代码校验位不正确',
      errors: { creditCode: '统一社会信用代码校验位不正确' },
    });
  });

  it('refuses an unknown section, a missing one and paging out of range, naming the field', async () => {
    for (const [query, field] of [
      [`creditCode=${subject.credit_code}&section=salaries`, 'section'],
      [`creditCode=${subject.credit_code}`, 'section'],
      [`creditCode=${subject.credit_code}&section=permits&pageNo=0`, 'pageNo'],
      [`creditCode=${subject.credit_code}&section=permits&pageSize=101`, 'pageSize'],
      [`creditCode=${subject.credit_code}&section=permits&pageSize=NaN`, 'pageSize'],
      [`section=permits`, 'creditCode'],
    ] as const) {
      const answer = await server.request(`${SECTION}?${query}`);
      expect(answer.status, query).toBeLessThan(500);
      expect(answer.json.code, query).not.toBe(200);
      expect(Object.keys(answer.json.errors ?? {}), query).toEqual([field]);
    }
  });

  it('is public like the report: no login needed, and a token changes nothing', async () => {
    const anonymous = (await server.request(`${SECTION}?creditCode=${subject.credit_code}&section=redList`)).json;
    const signedIn = (await server.request(`${SECTION}?creditCode=${subject.credit_code}&section=redList`, { headers: { Authorization: `Bearer ${tokenOf('geren')}` } })).json;
    expect(anonymous.code).toBe(200);
    expect(signedIn).toEqual(anonymous);
  });
});

describe('the declarations', () => {
  it('summarise a subject by its code', async () => {
    const declarant = server.portal.db
      .prepare("SELECT e.credit_code AS code, count(*) AS n, max(s.created_at) AS last FROM submission s JOIN enterprise e ON e.id = s.enterprise_id WHERE s.kind = 'creditDeclare' GROUP BY e.id ORDER BY n DESC LIMIT 1")
      .get() as { code: string; n: number; last: string } | undefined;
    const code = declarant?.code ?? subject.credit_code;
    const { json } = await server.request(`${DECLARE}/${code}`);
    expect(json.data).toMatchObject({ creditCode: code, declarationCount: declarant?.n ?? 0, lastDeclarationTime: declarant?.last ?? null });
  });

  it('answer 4040 for an unknown code, 202 for a wrong check character, 400 for a malformed one', async () => {
    expect((await server.request(`${DECLARE}/${unknownCode}`)).json.code).toBe(4040);
    expect((await server.request(`${DECLARE}/${brokenCode}`)).json).toMatchObject({ code: 202, errors: { code: '统一社会信用代码校验位不正确' } });
    const malformed = await server.request(`${DECLARE}/12345`);
    expect(malformed.status).toBe(400);
    expect(malformed.json.errors).toEqual({ code: '统一社会信用代码格式不正确' });
  });

  it('prefill the self-declaration with the logged-in enterprise', async () => {
    const { json } = await server.request(ENTERPRISE, { headers: { Authorization: `Bearer ${tokenOf('qiye')}` } });
    expect(json.data).toMatchObject({ enterpriseId: String(subject.id), name: subject.name, creditCode: subject.credit_code, contactPhone: '13905941234' });
  });

  it('answer 401 without a login, 203 for an expired one and 403 for a person account', async () => {
    expect((await server.request(ENTERPRISE)).json.code).toBe(401);
    expect((await server.request(ENTERPRISE, { headers: { Authorization: `Bearer ${tokenOf('qiye', true)}` } })).json.code).toBe(203);
    expect((await server.request(ENTERPRISE, { headers: { Authorization: `Bearer ${tokenOf('geren')}` } })).json.code).toBe(403);
  });
});
