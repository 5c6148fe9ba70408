/**
 * The portal's stylesheets space things with the design system's scale (vars.space, or the layout
 * primitives' props), never with a length of their own: a gap of 10px in one page and 12px in the next
 * is how the same layout drifted apart. What counts: a gap, padding or margin (any side) in a *.css.ts
 * file whose value writes a non-zero length in px or rem, or a bare non-zero number. A list's indent in
 * em (room for its markers, which grows with the text) and a negative margin are not spacing of the scale.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));

const spacing = /\b(gap|rowGap|columnGap|padding(?:Top|Right|Bottom|Left|Block|Inline|BlockStart|BlockEnd|InlineStart|InlineEnd)?|margin(?:Top|Right|Bottom|Left|Block|Inline|BlockStart|BlockEnd|InlineStart|InlineEnd)?)\s*:\s*('[^']*'|`[^`]*`|"[^"]*"|-?\d+(?:\.\d+)?)/g;

export function spacingLiterals(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(spacing)) {
    const value = match[2]!.replace(/\$\{[^}]*\}/g, '');
    const lengths = /^-?\d/.test(value) ? (Number(value) !== 0 && Number(value) > 0 ? [value] : []) : (value.match(/(?<![\w.-])\d*\.?\d+(?:px|rem)\b/g) ?? []).filter((n) => parseFloat(n) !== 0);
    if (lengths.length > 0) found.push(`${file}:${text.slice(0, match.index).split('\n').length}: ${match[0]}`);
  }
  return found;
}

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? cssFiles(full) : entry.name.endsWith('.css.ts') ? [full] : [];
  });
}

describe('spacing in the portal’s stylesheets', () => {
  it('comes from the design system’s scale in every *.css.ts file', () => {
    const findings = cssFiles(src)
      .map((full) => path.relative(src, full).split(path.sep).join('/'))
      .flatMap((file) => spacingLiterals(file, readFileSync(path.join(src, file), 'utf8')));
    expect(findings.join('\n')).toBe('');
  });

  it('finds lengths written out, and leaves the scale, zero, negative margins and em indents alone', () => {
    const text = [
      "style({ gap: '10px', padding: `${vars.space.sm} 12px` });",
      'style({ marginTop: 8, paddingLeft: 0 });',
      "style({ gap: vars.space.md, padding: `${vars.space.xs} ${vars.space.sm}`, margin: '0 auto' });",
      "style({ paddingLeft: '1.5em', margin: '-1px', rowGap: '1rem' });",
    ].join('\n');
    expect(spacingLiterals('x.css.ts', text)).toEqual([
      "x.css.ts:1: gap: '10px'",
      'x.css.ts:1: padding: `${vars.space.sm} 12px`',
      'x.css.ts:2: marginTop: 8',
      "x.css.ts:4: rowGap: '1rem'",
    ]);
  });
});

/** The class names a stylesheet exports (`export const name`), by name: the files that define each. */
export function classNameFiles(files: { file: string; text: string }[]): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const { file, text } of files) {
    for (const match of text.matchAll(/^export const (\w+)/gm)) byName.set(match[1]!, [...(byName.get(match[1]!) ?? []), file]);
  }
  return byName;
}

describe('class names of the portal’s stylesheets', () => {
  // A pattern defined again and again in page CSS (a notice, a section title, a list of facts) belongs in
  // the design system; a name two pages share by chance is no pattern.
  it('are each defined in at most two *.css.ts files', () => {
    const files = cssFiles(src).map((full) => ({ file: path.relative(src, full).split(path.sep).join('/'), text: readFileSync(full, 'utf8') }));
    const repeated = [...classNameFiles(files)].filter(([, defined]) => defined.length > 2).map(([name, defined]) => `${name}: ${defined.join(', ')}`);
    expect(repeated.join('\n')).toBe('');
  });

  it('counts a name once per file that exports it', () => {
    const files = ['a', 'b', 'c'].map((name) => ({ file: `${name}.css.ts`, text: "export const notice = style({});\nconst local = style({});\nexport const title = style({});" }));
    const byName = classNameFiles(files);
    expect(byName.get('notice')).toEqual(['a.css.ts', 'b.css.ts', 'c.css.ts']);
    expect(byName.has('local')).toBe(false);
  });
});
