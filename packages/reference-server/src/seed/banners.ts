// The advert banners drawn as SVG with outlined lettering (see BannerDesign).
import { reportFont } from '../features/archives/font.js';
import { escapeHtml } from '../kernel/html.js';

/**
 * Advert banners drawn as SVG, so the seed needs no binary assets and the pictures stay crisp at any
 * size. Presentation attributes only (no <style>, no script): the images are served with a CSP that
 * forbids both. The lettering is drawn as outlines of the server's Noto Sans SC (features/archives/font.ts),
 * not as <text>: a browser lays out an SVG image's text on the main thread with CJK font fallback
 * (50–170 ms per advert in a trace of /home), and outlines look the same on machines without
 * Chinese fonts.
 */
export interface BannerDesign {
  width: number;
  height: number;
  /** One or two lines of the headline. */
  lines: readonly string[];
  subtitle: string;
  /** Gradient from, to. */
  colors: readonly [string, string];
  /** The character in the round seal. */
  seal: string;
}

const SVG_COMMANDS = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' } as const;
const round = (value: number): number => Math.round(value * 10) / 10;

/** A line of text as one path: `x`, `y` its baseline's start (or middle), `bold` thickens the regular face with a stroke. */
function lettering(text: string, { x, y, size, fill, middle = false, bold = false }: { x: number; y: number; size: number; fill: string; middle?: boolean; bold?: boolean }): string {
  const { font } = reportFont();
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  let penX = middle ? x - (run.advanceWidth * scale) / 2 : x;
  let d = '';
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i];
    const originX = penX + (position?.xOffset ?? 0) * scale;
    const originY = y - (position?.yOffset ?? 0) * scale;
    for (const { command, args } of glyph.path.commands) {
      const points: string[] = [];
      for (let k = 0; k + 1 < args.length; k += 2) points.push(`${round(originX + (args[k] ?? 0) * scale)} ${round(originY - (args[k + 1] ?? 0) * scale)}`);
      d += SVG_COMMANDS[command] + points.join(' ');
    }
    penX += (position?.xAdvance ?? glyph.advanceWidth) * scale;
  });
  const stroke = bold ? ` stroke="${fill}" stroke-width="${round(size / 24)}" stroke-linejoin="round"` : '';
  return `<path d="${d}" fill="${fill}"${stroke}/>`;
}

/** A landscape banner for floating adverts: seal on the left, headline and subtitle on the right. */
function landscape(d: BannerDesign, gradientId: string): string {
  const { width: w, height: h } = d;
  const r = h * 0.3;
  const cx = h * 0.45;
  const cy = h / 2;
  const textX = cx + r + 12;
  const headline = d.lines.join('');
  const size = Math.min(24, Math.floor((w - textX - 10) / Math.max(headline.length, 4)));
  return [
    `<rect x="0" y="0" width="${w}" height="${h}" rx="8" fill="url(#${gradientId})"/>`,
    `<path d="M0 ${h * 0.78} Q ${w * 0.35} ${h * 0.58} ${w} ${h * 0.86} L ${w} ${h} L 0 ${h} Z" fill="#ffffff" fill-opacity="0.10"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffd25e"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r - 4}" fill="none" stroke="#c4161c" stroke-width="1.5"/>`,
    lettering(d.seal, { x: cx, y: cy + r * 0.36, size: Math.round(r * 1.05), fill: '#c4161c', middle: true, bold: true }),
    lettering(headline, { x: textX, y: cy - 2, size, fill: '#ffffff', bold: true }),
    `<rect x="${textX}" y="${cy + 8}" width="${Math.min(w - textX - 12, headline.length * size)}" height="1.5" fill="#ffd25e"/>`,
    lettering(d.subtitle, { x: textX, y: cy + 26, size: 12, fill: '#fff3d6' }),
  ].join('');
}

/** A portrait banner for the left column: stacked headline over concentric arcs. */
function portrait(d: BannerDesign, gradientId: string): string {
  const { width: w, height: h } = d;
  const cx = w / 2;
  const size = Math.min(30, Math.floor((w - 24) / Math.max(...d.lines.map((l) => l.length), 3)));
  const lines = d.lines
    .map(
      (line, i) => lettering(line, { x: cx, y: h * 0.42 + i * (size + 10), size, fill: '#ffffff', middle: true, bold: true }),
    )
    .join('');
  const arcs = [0.9, 0.7, 0.5]
    .map(
      (k, i) =>
        `<circle cx="${cx}" cy="${h * 1.02}" r="${w * k}" fill="none" stroke="#ffffff" stroke-opacity="${0.12 + i * 0.06}" stroke-width="2"/>`,
    )
    .join('');
  return [
    `<rect x="0" y="0" width="${w}" height="${h}" rx="8" fill="url(#${gradientId})"/>`,
    arcs,
    `<circle cx="${cx}" cy="${h * 0.2}" r="${w * 0.17}" fill="#ffd25e"/>`,
    lettering(d.seal, { x: cx, y: h * 0.2 + w * 0.065, size: Math.round(w * 0.18), fill: '#c4161c', middle: true, bold: true }),
    lines,
    lettering(d.subtitle, { x: cx, y: h * 0.42 + d.lines.length * (size + 10) + 8, size: 12, fill: '#fff3d6', middle: true }),
  ].join('');
}

export function drawBanner(d: BannerDesign, id: string): string {
  const gradientId = `g-${id}`;
  const body = d.width >= d.height ? landscape(d, gradientId) : portrait(d, gradientId);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${d.width}" height="${d.height}" viewBox="0 0 ${d.width} ${d.height}" role="img">` +
    `<title>${escapeHtml(d.lines.join('') + ' ' + d.subtitle)}</title>` +
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${d.colors[0]}"/><stop offset="1" stop-color="${d.colors[1]}"/>` +
    `</linearGradient></defs>${body}</svg>`
  );
}
