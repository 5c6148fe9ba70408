/**
 * A publicity record drawn as an SVG notice (detailImg, publicityImg): title, a two-column table of
 * label and value, and the organ's round seal with the date. Presentation attributes only, no script
 * or styles, because images are served with a CSP that forbids both.
 */
import { escapeHtml } from '../../kernel/html.js';

export interface NoticeDesign {
  title: string;
  rows: readonly (readonly [string, string])[];
  organ: string;
  date: string;
}

const FONT = "'Noto Sans CJK SC','Source Han Sans SC','Microsoft YaHei','PingFang SC',sans-serif";
const WIDTH = 760;
const LABEL_WIDTH = 170;
const LINE = 24;
/** Characters per line of a value cell (14 px glyphs in a 560 px cell). */
const WRAP = 38;

function wrap(text: string): string[] {
  const chars = [...(text === '' ? '—' : text)];
  const lines: string[] = [];
  for (let i = 0; i < chars.length; i += WRAP) lines.push(chars.slice(i, i + WRAP).join(''));
  return lines;
}

export function drawNotice(design: NoticeDesign): string {
  const parts: string[] = [];
  let y = 96;
  for (const [label, value] of design.rows) {
    const lines = wrap(value);
    const height = Math.max(1, lines.length) * LINE + 14;
    parts.push(
      `<rect x="30" y="${y}" width="${LABEL_WIDTH}" height="${height}" fill="#fdf2f2" stroke="#e5c4c4"/>`,
      `<rect x="${30 + LABEL_WIDTH}" y="${y}" width="${WIDTH - 60 - LABEL_WIDTH}" height="${height}" fill="#ffffff" stroke="#e5c4c4"/>`,
      `<text x="${30 + LABEL_WIDTH - 12}" y="${y + 24}" font-family="${FONT}" font-size="14" fill="#7a1d1d" text-anchor="end">${escapeHtml(label)}</text>`,
      ...lines.map(
        (line, i) =>
          `<text x="${30 + LABEL_WIDTH + 12}" y="${y + 24 + i * LINE}" font-family="${FONT}" font-size="14" fill="#333333">${escapeHtml(line)}</text>`,
      ),
    );
    y += height;
  }
  const sealY = y + 70;
  const height = sealY + 80;
  const organ = escapeHtml(design.organ);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-label="${escapeHtml(design.title)}">`,
    `<rect x="0" y="0" width="${WIDTH}" height="${height}" fill="#fffdf8"/>`,
    `<rect x="10" y="10" width="${WIDTH - 20}" height="${height - 20}" fill="none" stroke="#e22323" stroke-width="2"/>`,
    `<text x="${WIDTH / 2}" y="62" font-family="${FONT}" font-size="26" font-weight="700" fill="#c4161c" text-anchor="middle">${escapeHtml(design.title)}</text>`,
    ...parts,
    `<circle cx="${WIDTH - 150}" cy="${sealY}" r="50" fill="none" stroke="#e22323" stroke-width="3" stroke-opacity="0.8"/>`,
    `<text x="${WIDTH - 150}" y="${sealY + 8}" font-family="${FONT}" font-size="22" fill="#e22323" fill-opacity="0.85" text-anchor="middle">★</text>`,
    `<text x="${WIDTH - 230}" y="${sealY - 8}" font-family="${FONT}" font-size="15" fill="#333333" text-anchor="end">${organ}</text>`,
    `<text x="${WIDTH - 230}" y="${sealY + 18}" font-family="${FONT}" font-size="15" fill="#333333" text-anchor="end">${escapeHtml(design.date)}</text>`,
    '</svg>',
  ].join('');
}
