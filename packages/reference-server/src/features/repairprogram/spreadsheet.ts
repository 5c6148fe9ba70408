// Reading the batch-cancellation spreadsheet: the first sheet of an .xlsx (Office Open XML, unzipped with
// fflate, which the server already uses to write workbooks) or a UTF-8 CSV. Only cell text is read; formulas
// count by their cached value, styles and other sheets are ignored.
import { strFromU8, unzipSync } from 'fflate';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const unescapeXml = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_m, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name.toLowerCase()] ?? ''),
  );

/** The text of every <t> inside an element (rich text runs joined). */
const textOf = (xml: string): string => [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => unescapeXml(m[1] ?? '')).join('');

/** Column index of a cell reference: A1 → 0, AB7 → 27. */
const columnIndex = (ref: string): number => {
  let n = 0;
  for (const ch of /^[A-Z]+/.exec(ref)?.[0] ?? 'A') n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
};

/** The rows of the workbook's first sheet, as text cells; null when the bytes are no workbook. */
export function readXlsx(bytes: Uint8Array): string[][] | null {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (file) => /^xl\/(sharedStrings\.xml|workbook\.xml|_rels\/workbook\.xml\.rels|worksheets\/[^/]+\.xml)$/.test(file.name) });
  } catch {
    return null;
  }
  const decode = (name: string): string | undefined => (files[name] ? strFromU8(files[name] as Uint8Array) : undefined);
  // The first sheet of the workbook, through its relationship; else the first worksheet part.
  const workbook = decode('xl/workbook.xml') ?? '';
  const firstRid = /<sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook)?.[1];
  const rels = decode('xl/_rels/workbook.xml.rels') ?? '';
  const target = firstRid ? new RegExp(`<Relationship\\b[^>]*Id="${firstRid}"[^>]*Target="([^"]+)"`).exec(rels)?.[1] : undefined;
  const sheetName = target ? `xl/${target.replace(/^\/?xl\//, '').replace(/^\//, '')}` : Object.keys(files).sort().find((f) => f.startsWith('xl/worksheets/'));
  const sheet = sheetName ? decode(sheetName) : undefined;
  if (sheet === undefined) return null;
  const shared = [...(decode('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => textOf(m[1] ?? ''));
  const rows: string[][] = [];
  for (const rowMatch of sheet.matchAll(/<row\b([^>]*)>([\s\S]*?)<\/row>/g)) {
    const rowNo = Number(/\br="(\d+)"/.exec(rowMatch[1] ?? '')?.[1] ?? rows.length + 1);
    const cells: string[] = [];
    for (const cell of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1] ?? '';
      const body = cell[2] ?? '';
      const index = columnIndex(/\br="([A-Z]+)\d*"/.exec(attributes)?.[1] ?? String.fromCharCode(65 + cells.length));
      const type = /\bt="([^"]+)"/.exec(attributes)?.[1];
      const value = unescapeXml(/<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? '');
      cells[index] = type === 's' ? (shared[Number(value)] ?? '') : type === 'inlineStr' ? textOf(body) : value;
    }
    rows[rowNo - 1] = Array.from(cells, (c) => c ?? '');
  }
  return Array.from(rows, (r) => r ?? []);
}

/** The rows of a CSV (RFC 4180 quoting; a UTF-8 byte-order mark is dropped). */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const ch = source[i] as string;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    }
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** A CSV cell: quoted when it holds a comma, quote or line break; a leading =+-@ is defused (CSV injection). */
export const csvCell = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
