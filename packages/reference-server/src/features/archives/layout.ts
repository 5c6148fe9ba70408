// The report laid out once as pages of drawing operations (points on A4, y from the top), so that PDF,
// PNG and OFD show the same thing: a running header (report title, subject, report number), the
// registration and then each section's records as term and value tables, 第 N 页 共 M 页 at the foot.
import { CITY } from '../../seed/city.js';
import { recordRows, subjectRows, type CreditReport } from './report.js';
import { reportFont } from './font.js';

export const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;

/** The term and value tables: the label column's width, cell padding, line height and type size. */
export const TABLE = { labelWidth: 110, padX: 6, padY: 4, line: 14, size: 9.5 } as const;

/** Where a page's body ends: below it only the foot's rule and page number. */
const BODY_BOTTOM = PAGE.height - 56;
/** Where the body of a page after the first starts, below the running header. */
const BODY_TOP = 62;

export type Op =
  | { op: 'text'; x: number; y: number; size: number; text: string; color: string }
  | { op: 'rect'; x: number; y: number; w: number; h: number; color: string }
  | { op: 'line'; x1: number; y1: number; x2: number; y2: number; color: string };

export interface Page {
  ops: Op[];
}

const RED = '#c4161c';
const INK = '#222222';
const GREY = '#595959';
const RULE = '#bfbfbf';
const LABEL_FILL = '#f2f2f2';
const CAPTION_FILL = '#fbeaea';

/** The report's title as its header and first page show it. */
export const REPORT_TITLE = '公共信用信息报告';

/** Closing punctuation never starts a line, opening punctuation never ends one (Chinese line-breaking rules). */
const NO_LINE_START = /^[，。、；：？！）》」』”’】〕%,.;:?!)\]}]$/u;
const NO_LINE_END = /^[（《「『“‘【〔([{]$/u;

/**
 * Breaks text into units a line may not split: a run of Latin letters and digits (a date, a number,
 * a document number's digits) is one unit, every Chinese character its own, punctuation kept with its
 * neighbour.
 */
function units(text: string): string[] {
  const raw = text.match(/[A-Za-z0-9_.:\-/#@+%]+|\s+|./gu) ?? [];
  const out: string[] = [];
  let carry = '';
  for (const unit of raw) {
    if (NO_LINE_END.test(unit)) {
      carry += unit;
      continue;
    }
    const piece = carry + unit;
    carry = '';
    if (out.length > 0 && NO_LINE_START.test(unit)) out[out.length - 1] += piece;
    else out.push(piece);
  }
  if (carry) out.push(carry);
  return out;
}

/**
 * Splits `text` into lines no wider than `width` at `size`: between Chinese characters (Chinese has
 * no spaces), at spaces, never inside a run of Latin letters and digits unless that run alone is
 * wider than the line. Line breaks in the text are kept; nothing is cut.
 */
export function wrap(text: string, size: number, width: number): string[] {
  const { measure } = reportFont();
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    const push = () => {
      lines.push(line.trimEnd());
      line = '';
    };
    for (const unit of units(paragraph)) {
      if (measure(line + unit, size) <= width) {
        line += unit;
        continue;
      }
      if (line.trim() !== '') push();
      if (/^\s+$/.test(unit)) continue;
      if (measure(unit, size) <= width) {
        line = unit;
        continue;
      }
      // One unit wider than the line (a very long number): by characters.
      for (const ch of unit) {
        if (line !== '' && measure(line + ch, size) > width) push();
        line += ch;
      }
    }
    push();
  }
  return lines;
}

const CHINESE_NUMBERS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** 第 N 页 共 M 页, the foot of every page. */
export const folio = (page: number, pages: number): string => `第 ${page} 页 共 ${pages} 页`;

export function layoutReport(report: CreditReport): Page[] {
  const { measure } = reportFont();
  const pages: Page[] = [];
  const { margin, width } = PAGE;
  const content = width - margin * 2;
  const right = width - margin;
  let page: Page = { ops: [] };
  let y = 0;
  /** Drawn at the top of a table's rows when they go on over a page break ("第 2 条（续）"). */
  let continuation: string | null = null;
  const bodyHeight = BODY_BOTTOM - BODY_TOP;
  const captionHeight = TABLE.line + TABLE.padY * 2;

  const text = (x: number, size: number, value: string, color = INK) => page.ops.push({ op: 'text', x, y, size, text: value, color });
  const line = (x1: number, y1: number, x2: number, y2: number, color = RULE) => page.ops.push({ op: 'line', x1, y1, x2, y2, color });
  const rect = (x: number, top: number, w: number, h: number, color: string) => page.ops.push({ op: 'rect', x, y: top, w, h, color });

  /** Every page after the first: the report's title and subject at the left, its number at the right, a rule under. */
  const runningHeader = () => {
    const size = 9;
    const number = `报告编号：${report.reportNo}`;
    const numberWidth = measure(number, size);
    const lines = wrap(`${REPORT_TITLE} · ${report.subject.name}`, size, content - numberWidth - 16);
    y = 24;
    page.ops.push({ op: 'text', x: right - numberWidth, y, size, text: number, color: GREY });
    for (const part of lines) {
      text(margin, size, part, GREY);
      y += 13;
    }
    line(margin, y + 3, right, y + 3, RED);
    y = Math.max(BODY_TOP, y + 15);
  };

  const newPage = () => {
    page = { ops: [] };
    pages.push(page);
    runningHeader();
  };

  /** Room for `space` points on this page, or a new page. */
  const ensure = (space: number): boolean => {
    if (y + space <= BODY_BOTTOM) return false;
    newPage();
    return true;
  };

  /** A section's heading, kept on one page with what follows it (`next`: its first table unbroken, or how it may begin). */
  const heading = (index: number, title: string, next: { whole: number; start: number }) => {
    ensure(26 + (26 + next.whole <= bodyHeight ? next.whole : next.start));
    rect(margin, y, 4, 16, RED);
    text(margin + 12, 13, `${CHINESE_NUMBERS[index] ?? index + 1}、${title}`);
    y += 26;
  };

  /** A caption row across the table ("第 1 条"). */
  const caption = (value: string) => {
    rect(margin, y, content, captionHeight, CAPTION_FILL);
    line(margin, y, right, y);
    line(margin, y, margin, y + captionHeight);
    line(right, y, right, y + captionHeight);
    y += TABLE.padY;
    text(margin + TABLE.padX, TABLE.size, value, RED);
    y += TABLE.line + TABLE.padY;
  };

  const half = content / 2;
  const labelText = TABLE.labelWidth - TABLE.padX * 2;

  /** The columns of a row of one term and value across the table, or of two side by side. */
  const columns = (pair: boolean) =>
    (pair ? [margin, margin + half] : [margin]).map((x) => ({
      x,
      valueX: x + TABLE.labelWidth,
      valueWidth: (pair ? half : content) - TABLE.labelWidth - TABLE.padX * 2,
    }));
  const pairWidth = (columns(true)[0] as ReturnType<typeof columns>[number]).valueWidth;

  /**
   * One row: a term and its value across the table, or two short ones side by side; both wrapped. A row
   * that fits on a page stays whole; one taller than a whole page goes on over the break, its term
   * repeated there with （续）. A table going on over a break repeats its caption there.
   */
  const row = (cells: readonly { label: string; value: string }[]) => {
    const cols = columns(cells.length === 2);
    const values = cells.map((cell, i) => wrap(cell.value, TABLE.size, (cols[i] as (typeof cols)[number]).valueWidth));
    const valueCount = Math.max(...values.map((lines) => lines.length));
    let labels = cells.map((cell) => wrap(cell.label, TABLE.size, labelText));
    let from = 0;
    let first = true;
    while (first || from < valueCount) {
      const left = Math.max(valueCount - from, ...labels.map((lines) => lines.length));
      const whole = left * TABLE.line + TABLE.padY * 2;
      const room = Math.floor((BODY_BOTTOM - y - TABLE.padY * 2) / TABLE.line);
      if (room < Math.min(left, 2) || (room < left && whole <= bodyHeight - captionHeight)) {
        newPage();
        if (continuation) caption(continuation);
        continue;
      }
      const lines = Math.min(left, room);
      const h = lines * TABLE.line + TABLE.padY * 2;
      const top = y;
      for (const col of cols) rect(col.x, top, TABLE.labelWidth, h, LABEL_FILL);
      line(margin, top, right, top);
      line(margin, top + h, right, top + h);
      for (const col of cols) {
        line(col.x, top, col.x, top + h);
        line(col.valueX, top, col.valueX, top + h);
      }
      line(right, top, right, top + h);
      cols.forEach((col, c) => {
        for (let i = 0; i < lines; i++) {
          y = top + TABLE.padY + i * TABLE.line;
          const term = labels[c]?.[i];
          const data = values[c]?.[from + i];
          if (term) text(col.x + TABLE.padX, TABLE.size, term, GREY);
          if (data) text(col.valueX + TABLE.padX, TABLE.size, data);
        }
      });
      y = top + h;
      from += lines;
      first = false;
      // A value going on over a page break is named again there.
      labels = cells.map((cell) => wrap(`${cell.label}（续）`, TABLE.size, labelText));
    }
  };

  /** Whether a term and its value each fit on one line of half the table. */
  const short = ({ label, value }: { label: string; value: string }) =>
    measure(label, TABLE.size) <= labelText && measure(value, TABLE.size) <= pairWidth && !value.includes('\n');

  /** Term and value rows, two short neighbours sharing a row (the order read left to right, then down). */
  const plan = (fields: readonly { label: string; value: string }[]) => {
    const planned: { label: string; value: string }[][] = [];
    for (let i = 0; i < fields.length; i++) {
      const cell = fields[i] as { label: string; value: string };
      const next = fields[i + 1];
      if (next && short(cell) && short(next)) {
        planned.push([cell, next]);
        i++;
      } else planned.push([cell]);
    }
    return planned;
  };
  /** The height a row takes unbroken. */
  const rowHeight = (cells: readonly { label: string; value: string }[]): number => {
    const cols = columns(cells.length === 2);
    const lines = cells.map((cell, i) =>
      Math.max(wrap(cell.label, TABLE.size, labelText).length, wrap(cell.value, TABLE.size, (cols[i] as (typeof cols)[number]).valueWidth).length),
    );
    return Math.max(...lines) * TABLE.line + TABLE.padY * 2;
  };
  /** The height of a table unbroken, and the least it may begin with (its caption and part of a row). */
  const room = (fields: readonly { label: string; value: string }[], title: string | null) => {
    const planned = plan(fields);
    const head = title ? captionHeight : 0;
    const whole = head + planned.reduce((sum, cells) => sum + rowHeight(cells), 0);
    const start = head + (planned[0] ? Math.min(rowHeight(planned[0]), TABLE.line * 2 + TABLE.padY * 2) : 0);
    return { whole, start };
  };
  /**
   * A table of term and value rows under an optional caption: on the next page when it would fit whole
   * there but not in what is left of this one, else beginning here with at least its caption and a row.
   * A caption at the top of a page names its section (`section`), whose heading is on an earlier page.
   */
  const table = (fields: readonly { label: string; value: string }[], title: string | null, goingOn: string, section?: string) => {
    const planned = plan(fields);
    const { whole, start } = room(fields, title);
    let moved = false;
    if (whole <= bodyHeight && y + whole > BODY_BOTTOM) {
      newPage();
      moved = true;
    } else moved = ensure(start);
    if (title) caption(moved && section ? `${section} · ${title}` : title);
    continuation = goingOn;
    for (const cells of planned) row(cells);
    continuation = null;
  };

  // The first page: the title band, the subject, the report's number and time.
  pages.push(page);
  rect(0, 0, width, 96, RED);
  y = 30;
  text(margin, 24, REPORT_TITLE, '#ffffff');
  y = 64;
  text(margin, 11, `报告编号：${report.reportNo}      生成时间：${report.generatedTime}`, '#ffffff');
  y = 118;
  for (const part of wrap(report.subject.name, 18, content)) {
    text(margin, 18, part);
    y += 26;
  }
  y += 4;
  text(margin, 10, `统一社会信用代码：${report.subject.creditCode}`, GREY);
  y += 26;

  const registration = subjectRows(report.subject);
  heading(0, '登记信息', room(registration, null));
  table(registration, null, '登记信息（续）');
  y += 18;

  report.sections.forEach((section, i) => {
    const listed = section.records.length < section.total ? `，列出最近 ${section.records.length} 条` : '';
    const first = section.records[0];
    const next = first ? room(recordRows(section.key, first, report.subject), '第 1 条') : { whole: 26, start: 26 };
    heading(i + 1, `${section.title}（共 ${section.total} 条${listed}）`, next);
    if (!section.available || !first) {
      text(margin, 10, section.available ? '暂无记录。' : '本平台暂未归集此类信息。', GREY);
      y += 26;
      return;
    }
    section.records.forEach((record, n) => {
      const number = `第 ${n + 1} 条`;
      table(recordRows(section.key, record, report.subject), number, `${section.title} · ${number}（续）`, section.title);
      y += 10;
    });
    y += 8;
  });

  ensure(60);
  y += 6;
  for (const note of [
    `说明：本报告信息来源于${CITY.name}公共信用信息平台，反映报告生成时平台归集的信息。`,
    `报告编号即验证码，可在${CITY.short}信用网站“信用报告”栏目输入报告编号 ${report.reportNo} 核验。`,
  ]) {
    for (const part of wrap(note, 9, content)) {
      text(margin, 9, part, GREY);
      y += 14;
    }
  }

  // The foot of every page: a rule and the page number, centred.
  pages.forEach((p, index) => {
    const size = 9;
    const words = folio(index + 1, pages.length);
    const at = PAGE.height - 44;
    p.ops.push({ op: 'line', x1: margin, y1: at, x2: right, y2: at, color: RULE });
    p.ops.push({ op: 'text', x: (width - measure(words, size)) / 2, y: at + 8, size, text: words, color: GREY });
  });
  return pages;
}
