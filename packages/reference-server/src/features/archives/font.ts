// The report's Chinese font: Noto Sans SC (SIL Open Font License 1.1), the simplified-Chinese subset
// (GB 2312 and Latin, 1.8 MB) shipped by the npm package @fontsource/noto-sans-sc, so every machine
// that installs the server renders the same report without system fonts.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
const FONT_FILE = '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff';

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
  const bytes = fs.readFileSync(require.resolve(FONT_FILE));
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
