// The report's Chinese font: Noto Sans SC (SIL Open Font License 1.1, assets/fonts/OFL.txt), the
// simplified-Chinese subset (GB 2312 and Latin, 1.8 MB) as Fontsource publishes it, kept in the
// repository (the npm package holding it installs 82 MB for this one file), so every machine renders
// the same report without system fonts. The same path from src/ and from dist/.
import fs from 'node:fs';
import * as fontkit from 'fontkit';

const FONT_FILE = new URL('../../../assets/fonts/noto-sans-sc-chinese-simplified-400-normal.woff', import.meta.url);

export interface ReportFont {
  /** The font file as bytes, for pdfkit. */
  bytes: Buffer;
  font: fontkit.Font;
  /** Width of `text` at `size`, in the size's units. */
  measure(text: string, size: number): number;
}

let loaded: ReportFont | undefined;

/** Loaded once per process: parsing the font takes a fifth of a second. */
export function reportFont(): ReportFont {
  if (loaded) return loaded;
  const bytes = fs.readFileSync(FONT_FILE);
  const font = fontkit.create(bytes) as fontkit.Font;
  const widths = new Map<string, number>();
  const advance = (ch: string): number => {
    let w = widths.get(ch);
    if (w === undefined) {
      w = font.layout(ch).advanceWidth / font.unitsPerEm;
      widths.set(ch, w);
    }
    return w;
  };
  loaded = { bytes, font, measure: (text, size) => [...text].reduce((sum, ch) => sum + advance(ch), 0) * size };
  return loaded;
}
