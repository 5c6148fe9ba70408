/**
 * Finds screen widths written into media queries instead of taken from the theme's named breakpoints
 * (`breakpointWidths`, `media`, `breakpoints` of packages/ui's theme). A layout that changes at 600 px
 * in one file and at 601 px in another leaves a width where neither layout holds; one named width each
 * keeps every component and page changing together.
 *
 * What counts: a width feature of a media query (`min-width`, `max-width`, `device-width`, range syntax
 * such as `width < 600px`) in a string, a template literal or a stylesheet, whose value is a number
 * (`600px`, `37.5em`), or an interpolation whose expression does not start with one of the theme's names
 * (`${PHONE - 1}px`). A container query (`name (max-width: …)`, `@container`) measures a component's
 * own box, not the screen: it is left alone. Comments are left alone. Zero (`min-width: 0`) is no breakpoint.
 *
 * Plain text in, findings out: `findBreakpointLiterals` reads sources given to it; `breakpointLiteralsIn`
 * (node) reads a folder, so the same check can be pointed at any package.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface BreakpointLiteral {
  /** Path of the file, as given (relative to the folder for `breakpointLiteralsIn`). */
  file: string;
  /** 1-based line of the query. */
  line: number;
  /** The width feature as written, e.g. `(max-width: 600px)`. */
  feature: string;
  reason: string;
}

export interface BreakpointCheckOptions {
  /** Names a width may be taken from: the theme's exports. */
  themeNames?: readonly string[];
}

export const defaultThemeNames = ['breakpointWidths', 'media', 'breakpoints'] as const;

/** Comments blanked out (newlines kept, so line numbers stay), strings and template literals kept. */
function withoutComments(source: string): string {
  return source.replace(/("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (match, literal: string | undefined) =>
    literal !== undefined ? match : match.replace(/[^\n]/g, ' '),
  );
}

/** `${…}` interpolations (braces balanced) replaced by a marker `\uE000n\uE000`, their expressions kept aside. */
function maskInterpolations(text: string): { masked: string; expressions: string[] } {
  const expressions: string[] = [];
  let masked = '';
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '$' && text[i + 1] === '{') {
      let depth = 1;
      let j = i + 2;
      while (j < text.length && depth > 0) {
        if (text[j] === '{') depth++;
        else if (text[j] === '}') depth--;
        j++;
      }
      expressions.push(text.slice(i + 2, j - 1).trim());
      masked += `\uE000${expressions.length - 1}\uE000`;
      i = j - 1;
    } else {
      masked += text[i];
    }
  }
  return { masked, expressions };
}

/** The string literals and template literals of a script, with the offset of each one's text. */
function stringsOf(script: string): { text: string; offset: number }[] {
  const found: { text: string; offset: number }[] = [];
  for (const match of script.matchAll(/"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`/g)) {
    found.push({ text: match[0].slice(1, -1), offset: match.index! + 1 });
  }
  return found;
}

const mediaWords = new Set(['screen', 'print', 'all', 'not', 'only', 'and', 'or', '@media']);
/** A container query starts with its container's name (a word or an interpolation) before its first condition. */
function isContainerQuery(query: string): boolean {
  const head = /^\s*(@container\b|[\w-]+|\uE000\d+\uE000)\s*\(/.exec(query);
  return head !== null && (head[1] === '@container' || !mediaWords.has(head[1]!.toLowerCase()));
}

const widthFeature = /(?:^|[^\w-])(?:min-|max-)?(?:device-)?width\s*(?::|[<>]=?|=)|(?:[<>]=?|=)\s*(?:device-)?width\b/i;

function checkQuery(query: string, expressions: string[], themeNames: readonly string[], report: (feature: string, index: number, reason: string) => void) {
  if (isContainerQuery(query)) return;
  for (const group of query.matchAll(/\(([^()]*)\)/g)) {
    const feature = group[1]!;
    if (!widthFeature.test(feature)) continue;
    const shown = group[0].replace(/\uE000(\d+)\uE000/g, (_, n: string) => `\${${expressions[Number(n)]}}`);
    // Numbers written out (not part of a marker, not zero).
    const numbers = feature.replace(/\uE000\d+\uE000/g, ' ').match(/(?<![\w.-])\d*\.?\d+(?:px|em|rem)?\b/g) ?? [];
    if (numbers.some((n) => parseFloat(n) !== 0)) {
      report(shown, group.index!, 'a width written out: take it from the theme (media.below(…), media.from(…), breakpoints.…)');
      continue;
    }
    for (const marker of feature.matchAll(/\uE000(\d+)\uE000/g)) {
      const expression = expressions[Number(marker[1])]!;
      const root = /^[\s(]*([A-Za-z_$][\w$]*)/.exec(expression)?.[1];
      if (!root || !themeNames.includes(root)) {
        report(shown, group.index!, `a width from \`${expression}\`, not from the theme (${themeNames.join(', ')})`);
        break;
      }
    }
  }
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** Every width feature in the given sources that is not taken from the theme. */
export function findBreakpointLiterals(sources: readonly { file: string; text: string }[], options: BreakpointCheckOptions = {}): BreakpointLiteral[] {
  const themeNames = options.themeNames ?? defaultThemeNames;
  const findings: BreakpointLiteral[] = [];
  for (const { file, text } of sources) {
    if (file.endsWith('.css')) {
      // A stylesheet: each @media prelude is a query (a @container prelude is not looked at).
      const css = text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
      for (const rule of css.matchAll(/@media([^{]*)\{/g)) {
        checkQuery(rule[1]!, [], themeNames, (feature, _index, reason) => findings.push({ file, line: lineAt(css, rule.index!), feature, reason }));
      }
      continue;
    }
    const script = withoutComments(text);
    for (const literal of stringsOf(script)) {
      const { masked, expressions } = maskInterpolations(literal.text);
      checkQuery(masked, expressions, themeNames, (feature, _index, reason) =>
        findings.push({ file, line: lineAt(script, literal.offset), feature, reason }),
      );
    }
  }
  return findings;
}

export interface FolderCheckOptions extends BreakpointCheckOptions {
  /** Paths relative to the folder (prefixes, `/`-separated) that may write widths: the theme that names them. */
  exempt?: readonly string[];
  /** Tests spell queries out to fake `matchMedia`; they are skipped unless this is true. */
  includeTests?: boolean;
}

/** `findBreakpointLiterals` over every .ts, .tsx and .css file under a folder (node_modules and dist skipped). */
export function breakpointLiteralsIn(folder: string, options: FolderCheckOptions = {}): BreakpointLiteral[] {
  const sources: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const relative = path.relative(folder, full).split(path.sep).join('/');
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist' && !entry.name.startsWith('.')) walk(full);
        continue;
      }
      if (!/\.(tsx?|css)$/.test(entry.name) || entry.name.endsWith('.d.ts')) continue;
      if (!options.includeTests && /\.test\.tsx?$/.test(entry.name)) continue;
      if (options.exempt?.some((prefix) => relative.startsWith(prefix))) continue;
      sources.push({ file: relative, text: readFileSync(full, 'utf8') });
    }
  };
  walk(folder);
  return findBreakpointLiterals(sources, options);
}

/** One line per finding, for a test's failure message. */
export const formatBreakpointLiterals = (findings: readonly BreakpointLiteral[]) =>
  findings.map((f) => `${f.file}:${f.line}: ${f.feature} — ${f.reason}`).join('\n');
