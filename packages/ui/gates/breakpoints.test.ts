/**
 * No screen width is written into a media query of packages/ui outside its theme (src/theme/tokens.ts
 * names them: breakpointWidths, media, breakpoints), nor in packages/portal-app: the check takes a folder.
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { breakpointLiteralsIn, findBreakpointLiterals, formatBreakpointLiterals } from './breakpoints/findBreakpointLiterals';

const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('breakpoints of packages/ui', () => {
  it('come from the theme in every source file', () => {
    const findings = breakpointLiteralsIn(path.join(uiDir, 'src'), { exempt: ['theme/'] });
    expect(formatBreakpointLiterals(findings)).toBe('');
  });
});

describe('breakpoints of packages/portal-app', () => {
  // The portal's pages change their layout where the design system's components do: at the theme's
  // named widths (media.from/below, breakpoints.…), never at a width of their own.
  it('come from ui’s theme in every source file', () => {
    const findings = breakpointLiteralsIn(path.join(uiDir, '..', 'portal-app', 'src'));
    expect(formatBreakpointLiterals(findings)).toBe('');
  });
});

describe('findBreakpointLiterals', () => {
  const check = (text: string, file = 'x.css.ts') => findBreakpointLiterals([{ file, text }]).map((f) => `${f.line}: ${f.feature}`);

  it('finds widths written out in media queries, in keys, values, template literals and matchMedia', () => {
    const source = [
      "export const a = style({ '@media': { 'screen and (max-width: 600px)': { padding: 0 } } });",
      'export const b = style({ "@media": { "(min-width: 37.5em)": { gap: 0 } } });',
      'const phone = `screen and (max-device-width: 760px)`;',
      "window.matchMedia('(width < 768px)');",
      "const range = '(600px <= width <= 900px)';",
      "const inRange = 'screen and (400px < width)';",
    ].join('\n');
    expect(check(source)).toEqual([
      '1: (max-width: 600px)',
      '2: (min-width: 37.5em)',
      '3: (max-device-width: 760px)',
      '4: (width < 768px)',
      '5: (600px <= width <= 900px)',
      '6: (400px < width)',
    ]);
  });

  it('finds a width interpolated from anything but the theme, and names where it came from', () => {
    const findings = findBreakpointLiterals([
      { file: 'AppShell.css.ts', text: 'const COLUMN_MIN_VIEWPORT = 1366;\nconst q = `screen and (max-width: ${COLUMN_MIN_VIEWPORT - 1}px)`;' },
    ]);
    expect(findings).toEqual([
      expect.objectContaining({ file: 'AppShell.css.ts', line: 2, feature: '(max-width: ${COLUMN_MIN_VIEWPORT - 1}px)', reason: expect.stringContaining('COLUMN_MIN_VIEWPORT') }),
    ]);
  });

  it('accepts widths from the theme’s names, container queries, other features, zero and comments', () => {
    const source = [
      "import { breakpoints, breakpointWidths, media } from '@credit-portal/ui';",
      "style({ '@media': { [breakpoints.phone]: { gap: 0 }, [media.below('md')]: { gap: 0 } } });",
      'const strip = `(max-width: ${breakpointWidths.md - 0.02}px)`;',
      'const card = `${tableBox} (max-width: ${width - 0.02}px)`;',
      "const named = 'sidebar (min-width: 400px)';",
      "style({ '@media': { '(prefers-reduced-motion: reduce)': {}, print: {}, '(min-width: 0)': {} } });",
      "style({ fontWeight: 600, width: 'min(420px, calc(100vw - 32px))' });",
      '// below 600 px: (max-width: 600px) is the old way',
      '/* (min-width: 768px) */',
    ].join('\n');
    expect(check(source)).toEqual([]);
  });

  it('reads stylesheets’ @media preludes and leaves @container alone', () => {
    const css = '.a { color: red }\n@media screen and (max-width: 900px) { .a { color: blue } }\n@container card (max-width: 300px) { .a { color: green } }';
    expect(check(css, 'page.css')).toEqual(['2: (max-width: 900px)']);
  });
});
