// The report laid out once as pages of drawing operations (points on A4), so that PDF, PNG and OFD
// show the same thing.
import type { CreditReport } from './report.js';
import { reportFont } from './font.js';

export const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;

export type Op =
  | { op: 'text'; x: number; y: number; size: number; text: string; color: string }
  | { op: 'rect'; x: number; y: number; w: number; h: number; color: string }
  | { op: 'line'; x1: number; y1: number; x2: number; y2: number; color: string };

export interface Page {
  ops: Op[];
}

const RED = '#c4161c';
const INK = '#222222';
const GREY = '#666666';
const RULE = '#cccccc';

/** Splits `text` into lines no wider than `width` at `size`, by characters (Chinese has no spaces). */
export function wrap(text: string, size: number, width: number): string[] {
  const { measure } = reportFont();
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    if (line !== '' && measure(line + ch, size) > width) {
      lines.push(line);
      line = '';
    }
    line += ch;
  }
  lines.push(line);
  return lines;
}

const SUBJECT_ROWS: readonly [label: string, key: keyof CreditReport['subject']][] = [
  ['主体名称', 'name'],
  ['统一社会信用代码', 'creditCode'],
  ['主体类型', 'kindName'],
  ['法定代表人', 'legalPerson'],
  ['成立日期', 'establishedDate'],
  ['登记状态', 'status'],
  ['所属区域', 'district'],
  ['住所', 'address'],
  ['所属行业', 'industry'],
  ['经营范围', 'businessScope'],
  ['登记机关', 'registrationAuthority'],
];

const CHINESE_NUMBERS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

export function layoutReport(report: CreditReport): Page[] {
  const pages: Page[] = [];
  const { margin, width, height } = PAGE;
  const content = width - margin * 2;
  let page: Page = { ops: [] };
  let y = 0;
  const newPage = () => {
    page = { ops: [] };
    pages.push(page);
    y = margin;
  };
  const ensure = (space: number) => {
    if (y + space > height - margin - 30) newPage();
  };
  const text = (x: number, size: number, value: string, color = INK) => page.ops.push({ op: 'text', x, y, size, text: value, color });

  newPage();
  // Title band.
  page.ops.push({ op: 'rect', x: 0, y: 0, w: width, h: 96, color: RED });
  y = 30;
  text(margin, 24, '公共信用信息报告', '#ffffff');
  y = 64;
  text(margin, 11, `报告编号：${report.reportNo}      生成时间：${report.generatedTime}`, '#ffffff');
  y = 122;
  text(margin, 18, report.subject.name);
  y += 30;
  text(margin, 10, `统一社会信用代码：${report.subject.creditCode}`, GREY);
  y += 24;

  const heading = (index: number, title: string) => {
    ensure(40);
    page.ops.push({ op: 'rect', x: margin, y, w: 4, h: 16, color: RED });
    text(margin + 12, 13, `${CHINESE_NUMBERS[index] ?? index + 1}、${title}`);
    y += 26;
  };

  heading(0, '登记信息');
  const labelWidth = 110;
  for (const [label, key] of SUBJECT_ROWS) {
    const raw = report.subject[key];
    const value = key === 'registeredCapital' ? `${raw}万元` : String(raw);
    const lines = wrap(value, 10, content - labelWidth - 10);
    ensure(lines.length * 15 + 8);
    page.ops.push({ op: 'line', x1: margin, y1: y - 4, x2: width - margin, y2: y - 4, color: RULE });
    text(margin, 10, label, GREY);
    for (const line of lines) {
      text(margin + labelWidth, 10, line);
      y += 15;
    }
    y += 4;
  }
  ensure(20);
  page.ops.push({ op: 'line', x1: margin, y1: y - 4, x2: width - margin, y2: y - 4, color: RULE });
  text(margin, 10, '注册资本', GREY);
  text(margin + labelWidth, 10, `${report.subject.registeredCapital}万元`);
  y += 24;

  report.sections.forEach((section, i) => {
    heading(i + 1, `${section.title}（共${section.total}条）`);
    if (!section.available || section.records.length === 0) {
      text(margin, 10, section.available ? '暂无记录。' : '本平台暂未归集此类信息。', GREY);
      y += 22;
      return;
    }
    section.records.forEach((record, n) => {
      // The subject's own name, code and representative are in the heading already.
      const own = new Set<unknown>([report.subject.name, report.subject.creditCode, report.subject.legalPerson]);
      const line = `${n + 1}. ${Object.values(record).filter((v) => v !== null && v !== '' && !own.has(v)).join('；')}`;
      const lines = wrap(line, 9.5, content);
      ensure(lines.length * 14 + 4);
      for (const part of lines) {
        text(margin, 9.5, part);
        y += 14;
      }
      y += 4;
    });
    y += 8;
  });

  ensure(60);
  y += 10;
  for (const note of [
    '说明：本报告信息来源于莆田市公共信用信息平台，反映报告生成时平台归集的信息。',
    `报告编号即验证码，可在莆田信用网站“信用报告”栏目输入报告编号 ${report.reportNo} 核验。`,
  ]) {
    for (const line of wrap(note, 9, content)) {
      text(margin, 9, line, GREY);
      y += 14;
    }
  }

  // Footer on every page: the verification number and page numbers.
  pages.forEach((p, index) => {
    p.ops.push({ op: 'line', x1: margin, y1: height - margin + 4, x2: width - margin, y2: height - margin + 4, color: RULE });
    p.ops.push({ op: 'text', x: margin, y: height - margin + 12, size: 8.5, text: `报告编号：${report.reportNo}`, color: GREY });
    const folio = `第 ${index + 1} 页 / 共 ${pages.length} 页`;
    p.ops.push({ op: 'text', x: width - margin - reportFont().measure(folio, 8.5), y: height - margin + 12, size: 8.5, text: folio, color: GREY });
  });
  return pages;
}
