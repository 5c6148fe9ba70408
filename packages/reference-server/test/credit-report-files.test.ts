// The credit report's files as a reader meets them: every record's fields named beside their values,
// a header and 第 N 页 共 M 页 on every page, the sections in the order of the archive's tabs, long values
// wrapped whole. The PDF's text is read back with PDF.js (unpdf), the OFD's from its page XML, and the
// PNG is checked against the same layout.
import { CITY, DISTRICTS } from '../src/seed/city.js';
import { strFromU8, unzipSync } from 'fflate';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutReport, PAGE, TABLE } from '../src/features/archives/layout.js';
import { reportFont } from '../src/features/archives/font.js';
import { PNG_PAGE_HEIGHT, PNG_WIDTH, pngPageTop } from '../src/features/archives/render.js';
import type { CreditReport, SectionKey } from '../src/features/archives/report.js';
import { startTestServer, type TestServer } from './helpers.js';
import { decodePng } from './png.js';

const ARCHIVES = '/api/cmpinternetportalfront/archives/search';

type Value = string | number | null;
/** What the reader must see for a field: its Chinese name and, for a stored code, its words. */
type Field = readonly [key: string, label: string, words?: Record<string, string>];

/** The names of each section's fields, as the archive's tabs and detail pages name them. */
const FIELDS: Record<SectionKey, readonly Field[]> = {
  permits: [
    ['documentNo', '许可决定书文号'],
    ['permitName', '许可名称'],
    ['category', '许可类别'],
    ['content', '许可内容'],
    ['decisionDate', '许可决定日期'],
    ['validFrom', '有效期自'],
    ['validTo', '有效期至'],
    ['organName', '许可机关'],
    ['sourceUnit', '数据来源单位'],
    ['updateTime', '更新时间'],
  ],
  penalties: [
    ['documentNo', '处罚决定书文号'],
    ['violationType', '违法行为类型'],
    ['facts', '违法事实'],
    ['basis', '处罚依据'],
    ['category', '处罚类别'],
    ['content', '处罚内容'],
    ['fineAmount', '罚款金额（万元）'],
    ['decisionDate', '处罚决定日期'],
    ['publicityDeadline', '公示截止期'],
    ['organName', '处罚机关'],
    ['sourceUnit', '数据来源单位'],
    ['updateTime', '更新时间'],
  ],
  redList: [
    ['listName', '名单名称'],
    ['reason', '列入原因'],
    ['organName', '认定部门'],
    ['decidedDate', '认定日期'],
    ['validUntil', '有效期至'],
    ['publishTime', '发布时间'],
  ],
  blackList: [
    ['listName', '名单名称'],
    ['reason', '列入原因'],
    ['organName', '认定部门'],
    ['decidedDate', '认定日期'],
    ['validUntil', '有效期至'],
    ['publishTime', '发布时间'],
  ],
  dishonesty: [
    ['caseNo', '案号'],
    ['court', '执行法院'],
    ['filedDate', '立案时间'],
    ['subjectType', '主体类型', { '1': '自然人', '2': '法人及非法人组织' }],
    ['basisDocumentNo', '执行依据文号'],
    ['basisOrgan', '作出执行依据单位'],
    ['duty', '生效法律文书确定的义务'],
    ['performance', '履行情况'],
    ['performedPart', '已履行部分'],
    ['unperformedPart', '未履行部分'],
    ['situation', '失信被执行人行为具体情形'],
    ['publishedAt', '发布时间'],
  ],
  commitments: [
    ['commitmentNo', '承诺编号'],
    ['matter', '承诺事项'],
    ['subjectType', '主体类型'],
    ['signDate', '签署日期'],
    ['status', '状态'],
    ['createdAt', '提交时间'],
  ],
  contractPerformance: [
    ['contractNo', '合同编号'],
    ['name', '合同名称'],
    ['contractType', '合同类型'],
    ['partyA', '甲方'],
    ['partyACode', '甲方统一社会信用代码'],
    ['amount', '合同金额（万元）'],
    ['signDate', '签订日期'],
    ['startDate', '履约开始日期'],
    ['endDate', '履约截止日期'],
    ['status', '履约状态'],
    ['performanceDesc', '履约情况'],
    ['breachDesc', '违约情形'],
    ['district', '所属区县'],
    ['organ', '监管部门'],
    ['updateTime', '更新时间'],
  ],
};

/** The archive's tabs, in their order: the report's sections follow it. */
const TAB_ORDER: readonly SectionKey[] = ['permits', 'penalties', 'redList', 'blackList', 'dishonesty', 'commitments', 'contractPerformance'];

/** A record's fields that repeat the report's own subject, left out of it. */
const OWN: Record<string, 'name' | 'creditCode' | 'legalPerson'> = { subjectName: 'name', subjectCode: 'creditCode', legalPerson: 'legalPerson' };

const squash = (text: string) => text.replace(/\s+/g, '');

/** Every term and value pair the report must show: the registration, then each record's fields. */
function expectedPairs(report: CreditReport): string[] {
  const { subject } = report;
  const pairs: [string, Value][] = [
    ['主体名称', subject.name],
    ['统一社会信用代码', subject.creditCode],
    ['主体类型', subject.kindName],
    ['法定代表人', subject.legalPerson],
    ['注册资本', `${subject.registeredCapital} 万元`],
    ['成立日期', subject.establishedDate],
    ['登记状态', subject.status],
    ['所属区县', subject.district],
    ['行业领域', subject.industry],
    ['登记机关', subject.registrationAuthority],
    ['住所', subject.address],
    ['经营范围', subject.businessScope],
  ];
  for (const section of report.sections) {
    for (const record of section.records) {
      for (const [key, label, words] of FIELDS[section.key]) {
        const value = record[key];
        if (value === null || value === undefined || value === '') continue;
        pairs.push([label, words?.[String(value)] ?? value]);
      }
      for (const key of Object.keys(record)) {
        const own = OWN[key];
        if (own) expect(String(record[key]), `${section.key}.${key} is the subject's own`).toBe(String(subject[own]));
        else if (key !== 'listType') expect(FIELDS[section.key].map(([k]) => k), `${section.key}.${key} is named`).toContain(key);
      }
    }
  }
  return pairs.map(([label, value]) => `${label} = ${squash(String(value))}`).sort();
}

const KNOWN_LABELS = new Set(['主体名称', '统一社会信用代码', '法定代表人', '注册资本', '成立日期', '登记状态', '所属区县', '行业领域', '登记机关', '住所', '经营范围', ...Object.values(FIELDS).flatMap((fields) => fields.map(([, label]) => label))]);

/** A line of text where a page shows it: x from the left, y of its baseline from the top. */
interface Placed {
  x: number;
  y: number;
  text: string;
}

/** A cell: the lines one under another at one x, `line` apart, read as one text. */
interface Cell {
  x: number;
  y: number;
  lines: number;
  text: string;
}

function cellsOf(items: readonly Placed[], line: number): Cell[] {
  const byColumn = new Map<number, Placed[]>();
  for (const item of items) {
    const x = Math.round(item.x * 2) / 2;
    byColumn.set(x, [...(byColumn.get(x) ?? []), item]);
  }
  const cells: Cell[] = [];
  for (const [x, column] of byColumn) {
    column.sort((a, b) => a.y - b.y);
    let cell: Cell | null = null;
    let last = -Infinity;
    for (const item of column) {
      if (cell && item.y - last <= line * 1.05) {
        cell.text += item.text;
        cell.lines += 1;
      } else {
        cell = { x, y: item.y, lines: 1, text: item.text };
        cells.push(cell);
      }
      last = item.y;
    }
  }
  return cells;
}

/**
 * The term and value pairs of a page: a cell holding a field's name, and the cell that starts on the
 * same baseline nearest to its right (its value, all of its lines).
 */
function pairsOf(items: readonly Placed[], line: number): { pair: string; lines: number }[] {
  const cells = cellsOf(items, line);
  const out: { pair: string; lines: number }[] = [];
  for (const cell of cells) {
    if (!KNOWN_LABELS.has(squash(cell.text))) continue;
    const beside = cells
      .filter((other) => other.x > cell.x && Math.abs(other.y - cell.y) < 0.5)
      .sort((a, b) => a.x - b.x)[0];
    if (beside) out.push({ pair: `${squash(cell.text)} = ${squash(beside.text)}`, lines: beside.lines });
  }
  return out;
}

/** Each page's text as PDF.js reads it, pieces on one baseline that touch joined into one line. */
async function pdfPages(bytes: Uint8Array): Promise<{ items: Placed[]; text: string }[]> {
  const pdf = await getDocumentProxy(bytes);
  const pages: { items: Placed[]; text: string }[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const { height } = page.getViewport({ scale: 1 });
    const pieces = (await page.getTextContent()).items
      .flatMap((item) => ('str' in item && item.str.trim() !== '' ? [{ x: item.transform[4] as number, y: height - (item.transform[5] as number), w: item.width, text: item.str }] : []))
      .sort((a, b) => a.y - b.y || a.x - b.x);
    const items: (Placed & { end: number })[] = [];
    for (const piece of pieces) {
      const previous = items[items.length - 1];
      if (previous && Math.abs(previous.y - piece.y) < 0.5 && piece.x - previous.end < 2) {
        previous.text += piece.text;
        previous.end = piece.x + piece.w;
      } else items.push({ x: piece.x, y: piece.y, text: piece.text, end: piece.x + piece.w });
    }
    pages.push({ items, text: items.map((item) => item.text).join('\n') });
  }
  return pages;
}

const unescapeXml = (text: string) =>
  text.replace(/&(lt|gt|quot|#39|amp);/g, (_m, entity: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[entity] as string);

/** Each OFD page's text objects: where its Boundary and TextCode put them (millimetres from the top left). */
function ofdPages(files: Record<string, Uint8Array>): { items: Placed[]; text: string }[] {
  const document = strFromU8(files['Doc_0/Document.xml'] as Uint8Array);
  const locations = [...document.matchAll(/<ofd:Page ID="\d+" BaseLoc="([^"]+)"\/>/g)].map((m) => `Doc_0/${m[1]}`);
  return locations.map((location) => {
    const xml = strFromU8(files[location] as Uint8Array);
    const items = [...xml.matchAll(/<ofd:TextObject ID="\d+" Boundary="([\d.]+) ([\d.]+) [\d.]+ [\d.]+"[^>]*>.*?<ofd:TextCode X="([\d.]+)" Y="([\d.]+)"[^>]*>(.*?)<\/ofd:TextCode>/g)].map((m) => ({
      x: Number(m[1]) + Number(m[3]),
      y: Number(m[2]) + Number(m[4]),
      text: unescapeXml(m[5] as string),
    }));
    return { items, text: items.map((item) => item.text).join('\n') };
  });
}

let server: TestServer;
let code: string;
let report: CreditReport;

beforeAll(async () => {
  server = await startTestServer();
  // The seeded subject with records of the most kinds.
  const kinds = ['dp_permit', 'dp_penalty', 'red_black_entry', 'dishonest_debtor', 'commitment', 'contract_performance']
    .map((table) => `(SELECT count(*) > 0 FROM ${table} t WHERE t.enterprise_id = e.id)`)
    .join(' + ');
  ({ code } = server.portal.db.prepare(`SELECT e.credit_code AS code, ${kinds} AS kinds FROM enterprise e ORDER BY kinds DESC, e.id LIMIT 1`).get() as { code: string });
  report = (await server.request(`${ARCHIVES}/getFormatCreditReportData?creditCode=${code}`)).json.data as CreditReport;
}, 60_000);
afterAll(() => server.close());

const download = async (operation: string) => new Uint8Array(await (await fetch(`${server.url}${ARCHIVES}/${operation}?creditCode=${code}`)).arrayBuffer());

/** What every page's text must hold: the report's title, subject and number above, its page number below. */
function expectHeadersAndPageNumbers(pages: readonly { text: string }[]) {
  expect(pages.length).toBeGreaterThan(1);
  pages.forEach(({ text }, index) => {
    const page = `page ${index + 1}`;
    expect(text, page).toContain('公共信用信息报告');
    expect(text, page).toContain(report.subject.name);
    expect(text, page).toContain(report.reportNo);
    expect(text, page).toContain(`第 ${index + 1} 页 共 ${pages.length} 页`);
  });
}

/** The sections' headings in the order of the archive's tabs, each with its count. */
function expectSectionsInTabOrder(text: string) {
  expect(report.sections.map((section) => section.key)).toEqual(TAB_ORDER);
  const at = report.sections.map((section) => text.indexOf(`${section.title}（共 ${section.total} 条`));
  expect(at.every((position) => position >= 0)).toBe(true);
  expect([...at].sort((a, b) => a - b)).toEqual(at);
}

describe('the credit report', () => {
  it('is of a subject with records in several sections, some values too long for one line', () => {
    expect(report.sections.filter((section) => section.records.length > 0).length).toBeGreaterThanOrEqual(4);
    expect(report.sections.some((section) => section.records.some((record) => Object.values(record).some((value) => String(value).length > 40)))).toBe(true);
  });

  it('as a PDF, names every field beside its value, long values wrapped whole', async () => {
    const pages = await pdfPages(await download('downloadCreditReport'));
    const found = pages.flatMap((page) => pairsOf(page.items, TABLE.line));
    expect(found.map((f) => f.pair).sort()).toEqual(expectedPairs(report));
    // Some values took more than one line, and are still whole.
    expect(found.filter((f) => f.lines > 1).length).toBeGreaterThan(0);
    // One record read as a person would: the three dates of a permit, each under its own name.
    const permit = report.sections.find((section) => section.key === 'permits')?.records[0];
    expect(permit).toBeDefined();
    for (const [key, label] of [['decisionDate', '许可决定日期'], ['validFrom', '有效期自'], ['validTo', '有效期至']] as const) {
      expect(found.map((f) => f.pair)).toContain(`${label} = ${permit?.[key]}`);
    }
  });

  it('as a PDF, carries the title, subject and number at the top of every page, 第 N 页 共 M 页 at its foot, the sections in the tabs’ order', async () => {
    const pages = await pdfPages(await download('downloadCreditReport'));
    expectHeadersAndPageNumbers(pages);
    expectSectionsInTabOrder(pages.map((page) => page.text).join('\n'));
  });

  it('as an OFD, names every field beside its value, with the same headers, page numbers and order', async () => {
    const files = unzipSync(await download('downloadCreditReportOfd'));
    const pages = ofdPages(files);
    const millimetres = TABLE.line * (25.4 / 72);
    const found = pages.flatMap((page) => pairsOf(page.items, millimetres));
    expect(found.map((f) => f.pair).sort()).toEqual(expectedPairs(report));
    expectHeadersAndPageNumbers(pages);
    expectSectionsInTabOrder(pages.map((page) => page.text).join('\n'));
  });

  it('as a PNG, is a picture of the same pages: the size of its pages, not blank, the tables’ cells and their text where the layout puts them', async () => {
    const png = decodePng(Buffer.from(await download('downloadCreditReportImage')));
    const pages = layoutReport(report);
    expect(png.width).toBe(PNG_WIDTH);
    expect(png.height).toBe(pngPageTop(pages.length - 1) + PNG_PAGE_HEIGHT);
    const scale = PNG_WIDTH / PAGE.width;
    const dark = (x: number, y: number) => png.pixel(x, y).every((channel) => channel < 140);
    pages.forEach((page, index) => {
      const top = pngPageTop(index);
      // Not blank: ink over a good share of each page's rows.
      let inked = 0;
      for (let y = 0; y < PNG_PAGE_HEIGHT; y += 4) {
        for (let x = 0; x < PNG_WIDTH; x += 2) {
          if (dark(x, top + y)) {
            inked++;
            break;
          }
        }
      }
      expect(inked, `page ${index + 1}`).toBeGreaterThan(40);
      // Every label cell's grey where the layout fills it, and ink inside every value's box.
      for (const op of page.ops) {
        if (op.op === 'rect' && op.w === TABLE.labelWidth) {
          expect(png.pixel(Math.round((op.x + 2) * scale), Math.round(top + (op.y + 2) * scale)), `label cell, page ${index + 1}`).toEqual([0xf2, 0xf2, 0xf2]);
        }
        if (op.op === 'text' && op.color === '#222222') {
          let ink = 0;
          for (let y = Math.round(top + op.y * scale); y < Math.round(top + (op.y + op.size * 1.2) * scale); y++) {
            for (let x = Math.round(op.x * scale); x < Math.round((op.x + op.size * [...op.text].length * 0.5) * scale); x++) if (dark(x, y)) ink++;
          }
          expect(ink, `"${op.text}" on page ${index + 1}`).toBeGreaterThan(0);
        }
      }
    });
  });

  it('lays out a value longer than a page over the break, and a long name, whole and inside the margins', () => {
    const facts = Array.from({ length: 120 }, (_, i) => `第${i + 1}项：当事人于2026年3月${(i % 28) + 1}日在${CITY.name}${DISTRICTS[1]}经营场所内销售不符合食品安全标准的食品，货值金额${1000 + i}元。`).join('');
    const name = `${CITY.name}${DISTRICTS[1]}黄石镇沙坂村经济合作社农产品产销专业合作联合社第二分社（有限合伙）`;
    const long: CreditReport = {
      ...report,
      subject: { ...report.subject, name },
      sections: report.sections.map((section) =>
        section.key === 'penalties' ? { ...section, total: 1, records: [{ documentNo: `${CITY.abbreviation}市监罚〔2026〕1号`, facts, decisionDate: '2026-04-01' }] } : section,
      ),
    };
    const pages = layoutReport(long);
    const { measure } = reportFont();
    const texts = pages.flatMap((page) => page.ops.flatMap((op) => (op.op === 'text' ? [op] : [])));
    for (const op of texts) {
      expect(op.x + measure(op.text, op.size), op.text).toBeLessThanOrEqual(PAGE.width - PAGE.margin + 0.01);
      expect(op.y + op.size, op.text).toBeLessThanOrEqual(PAGE.height);
    }
    // The value's lines in order, nothing lost; more than one page of them; the page that takes them up says so.
    const valueLines = texts.filter((op) => op.x === PAGE.margin + TABLE.labelWidth + TABLE.padX && facts.includes(op.text));
    expect(squash(valueLines.map((op) => op.text).join(''))).toContain(squash(facts));
    const holding = pages.filter((page) => page.ops.some((op) => op.op === 'text' && facts.includes(op.text) && op.text.length > 10));
    expect(holding.length).toBeGreaterThan(1);
    for (const page of holding.slice(1)) {
      expect(page.ops.some((op) => op.op === 'text' && op.text === '行政处罚信息 · 第 1 条（续）')).toBe(true);
      expect(page.ops.some((op) => op.op === 'text' && op.text === '违法事实（续）')).toBe(true);
    }
    // The long name whole on the first page and in every later page's header.
    expect(squash(pages[0]!.ops.map((op) => (op.op === 'text' ? op.text : '')).join(''))).toContain(name);
    for (const page of pages.slice(1)) expect(squash(page.ops.map((op) => (op.op === 'text' && op.y < 60 ? op.text : '')).join(''))).toContain(`公共信用信息报告·${name}`);
  });
});
