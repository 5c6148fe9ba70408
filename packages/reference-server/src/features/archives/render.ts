// The report as files: PDF (pdfkit), PNG (glyph outlines rasterised here) and OFD (GB/T 33190).
import { CITY } from '../../seed/city.js';
import PDFDocument from 'pdfkit';
import { createDeflate } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import type { CreditReport } from './report.js';
import { reportFont } from './font.js';
import { layoutReport, PAGE, type Op } from './layout.js';
import { escapeHtml } from '../../kernel/html.js';

/** A4 PDF with the embedded font; the report number is also in the document's keywords. */
export function renderPdf(report: CreditReport): Promise<Uint8Array> {
  const pages = layoutReport(report);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    // Fixed dates keep one day's report byte-identical; the generation time is in the content.
    info: {
      Title: `${report.subject.name} 公共信用信息报告`,
      Author: `${CITY.name}公共信用信息平台`,
      Subject: `公共信用信息报告 ${report.reportNo}`,
      Keywords: report.reportNo,
      CreationDate: new Date(report.generatedTime.replace(' ', 'T') + '+08:00'),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  // The parsed font object, so pdfkit does not parse the 1.8 MB font again for every report.
  doc.registerFont('report', reportFont().font as unknown as ArrayBuffer);
  for (const page of pages) {
    doc.addPage({ size: 'A4', margin: 0 });
    doc.font('report');
    for (const op of page.ops) {
      if (op.op === 'rect') doc.rect(op.x, op.y, op.w, op.h).fill(op.color);
      else if (op.op === 'line') doc.moveTo(op.x1, op.y1).lineTo(op.x2, op.y2).lineWidth(0.5).stroke(op.color);
      else doc.fillColor(op.color).fontSize(op.size).text(op.text, op.x, op.y, { lineBreak: false });
    }
  }
  doc.end();
  return done;
}

// ---- PNG ----

const hex = (color: string): [number, number, number] => [
  parseInt(color.slice(1, 3), 16),
  parseInt(color.slice(3, 5), 16),
  parseInt(color.slice(5, 7), 16),
];

class Raster {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3).fill(255);
  }

  blend(x: number, y: number, color: [number, number, number], alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const i = (y * this.width + x) * 3;
    const a = Math.min(1, alpha);
    for (let c = 0; c < 3; c++) {
      const p = this.pixels[i + c] as number;
      this.pixels[i + c] = Math.round(p + ((color[c] as number) - p) * a);
    }
  }

  rect(x: number, y: number, w: number, h: number, color: [number, number, number]): void {
    for (let yy = Math.max(0, Math.round(y)); yy < Math.min(this.height, Math.round(y + h)); yy++) {
      for (let xx = Math.max(0, Math.round(x)); xx < Math.min(this.width, Math.round(x + w)); xx++) this.blend(xx, yy, color, 1);
    }
  }

  /**
   * Fills closed polygons with the non-zero winding rule, anti-aliased with 4 sub-scanlines per
   * pixel row and exact horizontal coverage at span ends.
   */
  fillPolygons(polygons: [number, number][][], color: [number, number, number]): void {
    const edges: [number, number, number, number, number][] = [];
    let minY = Infinity;
    let maxY = -Infinity;
    for (const polygon of polygons) {
      for (let i = 0; i < polygon.length; i++) {
        const [x1, y1] = polygon[i] as [number, number];
        const [x2, y2] = polygon[(i + 1) % polygon.length] as [number, number];
        if (y1 === y2) continue;
        edges.push(y1 < y2 ? [x1, y1, x2, y2, 1] : [x2, y2, x1, y1, -1]);
        minY = Math.min(minY, y1, y2);
        maxY = Math.max(maxY, y1, y2);
      }
    }
    if (edges.length === 0) return;
    const SUB = 4;
    const top = Math.max(0, Math.floor(minY));
    const bottom = Math.min(this.height - 1, Math.ceil(maxY));
    const coverage = new Float32Array(this.width + 1);
    for (let row = top; row <= bottom; row++) {
      let left = this.width;
      let right = -1;
      for (let s = 0; s < SUB; s++) {
        const sy = row + (s + 0.5) / SUB;
        const crossings: [number, number][] = [];
        for (const [x1, y1, x2, y2, dir] of edges) {
          if (sy < y1 || sy >= y2) continue;
          crossings.push([x1 + ((sy - y1) / (y2 - y1)) * (x2 - x1), dir]);
        }
        crossings.sort((a, b) => a[0] - b[0]);
        let winding = 0;
        for (let i = 0; i < crossings.length - 1; i++) {
          winding += (crossings[i] as [number, number])[1];
          if (winding === 0) continue;
          const from = (crossings[i] as [number, number])[0];
          const to = (crossings[i + 1] as [number, number])[0];
          const start = Math.max(0, Math.floor(from));
          const end = Math.min(this.width, Math.ceil(to));
          for (let px = start; px < end; px++) {
            const covered = Math.min(px + 1, to) - Math.max(px, from);
            if (covered > 0) coverage[px] = (coverage[px] as number) + covered / SUB;
          }
          left = Math.min(left, start);
          right = Math.max(right, end);
        }
      }
      for (let px = left; px < right; px++) {
        this.blend(px, row, color, coverage[px] as number);
        coverage[px] = 0;
      }
    }
  }
}

/** Outlines of each glyph of `text` as polygons in pixels, curves flattened; filled glyph by glyph so each scanline meets few edges. */
function glyphPolygons(text: string, x: number, baseline: number, size: number): [number, number][][][] {
  const { font } = reportFont();
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  const glyphs: [number, number][][][] = [];
  let penX = x;
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i];
    const polygons: [number, number][][] = [];
    let current: [number, number][] = [];
    let last: [number, number] = [0, 0];
    const at = (gx: number, gy: number): [number, number] => [penX + ((position?.xOffset ?? 0) + gx) * scale, baseline - ((position?.yOffset ?? 0) + gy) * scale];
    const close = () => {
      if (current.length > 2) polygons.push(current);
      current = [];
    };
    for (const { command, args } of glyph.path.commands) {
      if (command === 'moveTo') {
        close();
        last = at(args[0] as number, args[1] as number);
        current.push(last);
      } else if (command === 'lineTo') {
        last = at(args[0] as number, args[1] as number);
        current.push(last);
      } else if (command === 'quadraticCurveTo') {
        const [cx, cy] = at(args[0] as number, args[1] as number);
        const end = at(args[2] as number, args[3] as number);
        for (let t = 1; t <= 4; t++) {
          const u = t / 4;
          current.push([(1 - u) ** 2 * last[0] + 2 * (1 - u) * u * cx + u * u * end[0], (1 - u) ** 2 * last[1] + 2 * (1 - u) * u * cy + u * u * end[1]]);
        }
        last = end;
      } else if (command === 'bezierCurveTo') {
        const c1 = at(args[0] as number, args[1] as number);
        const c2 = at(args[2] as number, args[3] as number);
        const end = at(args[4] as number, args[5] as number);
        for (let t = 1; t <= 6; t++) {
          const u = t / 6;
          const k = [(1 - u) ** 3, 3 * (1 - u) ** 2 * u, 3 * (1 - u) * u * u, u ** 3] as const;
          current.push([k[0] * last[0] + k[1] * c1[0] + k[2] * c2[0] + k[3] * end[0], k[0] * last[1] + k[1] * c1[1] + k[2] * c2[1] + k[3] * end[1]]);
        }
        last = end;
      } else if (command === 'closePath') {
        close();
      }
    }
    close();
    if (polygons.length > 0) glyphs.push(polygons);
    penX += (position?.xAdvance ?? glyph.advanceWidth) * scale;
  });
  return glyphs;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(strToU8(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** An 8-bit RGB PNG of `width` × `height` around its pixel rows already filtered (0) and deflated. */
function encodePng(width: number, height: number, deflated: Uint8Array): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method variations, no interlace
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflated),
    pngChunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A raster's rows as PNG scanlines: each behind its filter byte (0, none). */
function scanlines(raster: Raster): Uint8Array {
  const { width, height, pixels } = raster;
  const rows = new Uint8Array((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) rows.set(pixels.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  return rows;
}

/** Width of the PNG: A4 at 150 dpi. */
export const PNG_WIDTH = 1240;
/** Height of one A4 page in the PNG, at the same scale. */
export const PNG_PAGE_HEIGHT = Math.round(PAGE.height * (PNG_WIDTH / PAGE.width));
/** The grey band between two pages of the image, so that it reads as the report's pages one under another. */
export const PNG_PAGE_GAP = 24;
const GAP_COLOUR: [number, number, number] = [0xd9, 0xd9, 0xd9];

/** Where page `index` (from 0) starts in the PNG, in pixels from the top. */
export const pngPageTop = (index: number): number => index * (PNG_PAGE_HEIGHT + PNG_PAGE_GAP);

/**
 * Every page of the report, one under another, as one PNG (a picture of the whole report, as the PDF
 * and OFD downloads hold every page: the image once held page 1 only and lost the later sections).
 * Drawn a page at a time into Node's zlib (several times faster than a JavaScript deflate), so that a
 * long report holds one page's pixels (6.5 MB) in memory, not all of them.
 */
export async function renderPng(report: CreditReport): Promise<Uint8Array> {
  const pages = layoutReport(report);
  const scale = PNG_WIDTH / PAGE.width;
  const { font } = reportFont();
  const ascent = font.ascent / font.unitsPerEm;
  const deflate = createDeflate({ level: 6 });
  const compressed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const write = (rows: Uint8Array) => new Promise<void>((resolve, reject) => deflate.write(rows, (error) => (error ? reject(error) : resolve())));
  const gap = new Raster(PNG_WIDTH, PNG_PAGE_GAP);
  gap.rect(0, 0, PNG_WIDTH, PNG_PAGE_GAP, GAP_COLOUR);
  for (const [index, page] of pages.entries()) {
    if (index > 0) await write(scanlines(gap));
    const raster = new Raster(PNG_WIDTH, PNG_PAGE_HEIGHT);
    for (const op of page.ops as Op[]) {
      if (op.op === 'rect') raster.rect(op.x * scale, op.y * scale, op.w * scale, op.h * scale, hex(op.color));
      else if (op.op === 'line') raster.rect(op.x1 * scale, op.y1 * scale, Math.max(1, (op.x2 - op.x1) * scale), Math.max(1, (op.y2 - op.y1) * scale), hex(op.color));
      else for (const glyph of glyphPolygons(op.text, op.x * scale, (op.y + op.size * ascent) * scale, op.size * scale)) raster.fillPolygons(glyph, hex(op.color));
    }
    await write(scanlines(raster));
  }
  deflate.end();
  await ended;
  return encodePng(PNG_WIDTH, pngPageTop(pages.length) - PNG_PAGE_GAP, new Uint8Array(Buffer.concat(compressed)));
}

// ---- OFD ----

const mm = (pt: number): string => (pt * (25.4 / 72)).toFixed(2);
const OFD_NS = 'http://www.ofdspec.org/2016';

/** GB/T 33190 package: OFD.xml → Doc_0/Document.xml → PublicRes.xml and one Content.xml per page. */
export function renderOfd(report: CreditReport): Uint8Array {
  const pages = layoutReport(report);
  const { font, measure } = reportFont();
  const ascent = font.ascent / font.unitsPerEm;
  let nextId = 10;
  const files: Record<string, Uint8Array> = {};
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
  const day = report.generatedTime.slice(0, 10);

  files['OFD.xml'] = strToU8(
    `${head}<ofd:OFD xmlns:ofd="${OFD_NS}" Version="1.0" DocType="OFD"><ofd:DocBody><ofd:DocInfo>` +
      `<ofd:DocID>${report.reportNo.replace(/-/g, '')}</ofd:DocID><ofd:Title>${escapeHtml(report.subject.name)} 公共信用信息报告</ofd:Title>` +
      `<ofd:Author>${CITY.name}公共信用信息平台</ofd:Author><ofd:CreationDate>${day}</ofd:CreationDate>` +
      `<ofd:Keywords><ofd:Keyword>${report.reportNo}</ofd:Keyword></ofd:Keywords></ofd:DocInfo>` +
      '<ofd:DocRoot>Doc_0/Document.xml</ofd:DocRoot></ofd:DocBody></ofd:OFD>',
  );
  files['Doc_0/PublicRes.xml'] = strToU8(
    `${head}<ofd:Res xmlns:ofd="${OFD_NS}" BaseLoc="Res"><ofd:Fonts>` +
      '<ofd:Font ID="1" FontName="Noto Sans SC" FamilyName="Noto Sans SC"/></ofd:Fonts></ofd:Res>',
  );
  const pageRefs: string[] = [];
  pages.forEach((page, index) => {
    const pageId = nextId++;
    pageRefs.push(`<ofd:Page ID="${pageId}" BaseLoc="Pages/Page_${index}/Content.xml"/>`);
    const objects = page.ops.map((op) => {
      const id = nextId++;
      if (op.op === 'text') {
        const chars = [...op.text];
        const deltas = chars.slice(1).map((_, i) => mm(measure(chars[i] as string, op.size)));
        const w = measure(op.text, op.size);
        return (
          `<ofd:TextObject ID="${id}" Boundary="${mm(op.x)} ${mm(op.y)} ${mm(w + 2)} ${mm(op.size * 1.4)}" Font="1" Size="${mm(op.size)}">` +
          `<ofd:FillColor Value="${hex(op.color).join(' ')}"/>` +
          `<ofd:TextCode X="0" Y="${mm(op.size * ascent)}"${deltas.length ? ` DeltaX="${deltas.join(' ')}"` : ''}>${escapeHtml(op.text)}</ofd:TextCode></ofd:TextObject>`
        );
      }
      const box = op.op === 'rect' ? [op.x, op.y, op.w, op.h] : [op.x1, op.y1, Math.max(0.5, op.x2 - op.x1), Math.max(0.5, op.y2 - op.y1)];
      const [x, y, w, h] = box as [number, number, number, number];
      return (
        `<ofd:PathObject ID="${id}" Boundary="${mm(x)} ${mm(y)} ${mm(w)} ${mm(h)}" Fill="true" Stroke="false">` +
        `<ofd:FillColor Value="${hex(op.color).join(' ')}"/><ofd:AbbreviatedData>M 0 0 L ${mm(w)} 0 L ${mm(w)} ${mm(h)} L 0 ${mm(h)} C</ofd:AbbreviatedData></ofd:PathObject>`
      );
    });
    files[`Doc_0/Pages/Page_${index}/Content.xml`] = strToU8(
      `${head}<ofd:Page xmlns:ofd="${OFD_NS}"><ofd:Content><ofd:Layer ID="${nextId++}">${objects.join('')}</ofd:Layer></ofd:Content></ofd:Page>`,
    );
  });
  files['Doc_0/Document.xml'] = strToU8(
    `${head}<ofd:Document xmlns:ofd="${OFD_NS}"><ofd:CommonData><ofd:MaxUnitID>${nextId - 1}</ofd:MaxUnitID>` +
      `<ofd:PageArea><ofd:PhysicalBox>0 0 ${mm(PAGE.width)} ${mm(PAGE.height)}</ofd:PhysicalBox></ofd:PageArea>` +
      `<ofd:PublicRes>PublicRes.xml</ofd:PublicRes></ofd:CommonData><ofd:Pages>${pageRefs.join('')}</ofd:Pages></ofd:Document>`,
  );
  // A fixed modification time keeps the same report's package byte-identical.
  return zipSync(files, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') });
}
