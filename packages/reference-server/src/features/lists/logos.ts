// Member-unit logos drawn as SVG emblems, so the seed ships no binary assets. Presentation attributes
// only (no <style>, no script): pictures are served with a CSP that forbids both (handlers/files.ts).
import { escapeHtml } from '../../kernel/html.js';
const FONT = "'Noto Sans CJK SC','Source Han Sans SC','Microsoft YaHei','PingFang SC',sans-serif";

/** A 240x64 badge: a round seal with the unit's two-character mark, its name beside it. */
export function drawMemberLogo(name: string, mark: string, color: string): string {
  const size = Math.min(16, Math.floor(160 / Math.max([...name].length, 6)));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img" aria-label="${escapeHtml(name)}">`,
    `<rect x="0.5" y="0.5" width="239" height="63" rx="6" fill="#ffffff" stroke="#e5e5e5"/>`,
    `<circle cx="32" cy="32" r="24" fill="${color}"/>`,
    `<circle cx="32" cy="32" r="20" fill="none" stroke="#ffd25e" stroke-width="1.5"/>`,
    `<text x="32" y="37.5" font-family="${FONT}" font-size="15" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeHtml(mark)}</text>`,
    `<text x="64" y="${32 + size / 2 - 1}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#333333">${escapeHtml(name)}</text>`,
    '</svg>',
  ].join('');
}
