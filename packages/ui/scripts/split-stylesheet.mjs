// Splits dist/style.css into the two stylesheets an app may import instead of it (README, "Styles"):
//
// - dist/base.css: the rules that style elements of the whole page, whatever their class (a selector
//   without a class, e.g. `html`, `body`, `img`, `:focus-visible`);
// - dist/components.css: everything else, every rule scoped by a component's class.
//
// style.css stays the two together, unchanged. A top-level at-rule goes with base only when every rule
// inside it is unscoped (`@keyframes` and `@container` queries belong to their components).
//
// Usage: node scripts/split-stylesheet.mjs [dist folder]. Braces and semicolons inside quoted strings and
// comments are skipped over; comments between rules (Vite's /*$vite$:1*/ marker) are dropped.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] ?? path.join(here, '../dist'));

/** The top-level blocks of a stylesheet, each as its prelude (selector or at-rule) and its whole text. */
export function topLevelBlocks(css) {
  const blocks = [];
  let depth = 0;
  let start = 0;
  let prelude = '';
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (char === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      if (end < 0) throw new Error(`unterminated comment at ${i}`);
      // Between rules a comment is dropped; inside one it stays part of the rule's text.
      if (depth === 0 && css.slice(start, i).trim() === '') start = end + 2;
      i = end + 1;
    } else if (char === '"' || char === "'") {
      // A quoted string (content: "{", font names): skip to its closing quote, past escapes.
      let end = i + 1;
      while (end < css.length && css[end] !== char) end += css[end] === '\\' ? 2 : 1;
      if (end >= css.length) throw new Error(`unterminated string at ${i}`);
      i = end;
    } else if (char === '{') {
      if (depth === 0) prelude = css.slice(start, i).trim();
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth < 0) throw new Error(`unbalanced } at ${i}`);
      if (depth === 0) {
        blocks.push({ prelude, text: css.slice(start, i + 1).trim() });
        start = i + 1;
      }
    } else if (char === ';' && depth === 0) {
      // A statement at-rule (@charset, @import, @layer a, b;).
      blocks.push({ prelude: css.slice(start, i).trim(), text: css.slice(start, i + 1).trim() });
      start = i + 1;
    }
  }
  if (depth !== 0) throw new Error('unbalanced {');
  if (css.slice(start).trim() !== '') throw new Error(`text after the last rule: ${css.slice(start, start + 80)}`);
  return blocks.filter((block) => block.text !== '');
}

/** A selector list styles elements whatever their class when it names no class at all. */
const unscoped = (selector) => !/\.-?[_a-zA-Z]/.test(selector);

/** Whether a top-level block belongs in base.css. */
export function isBase(block) {
  if (!block.prelude.startsWith('@')) return unscoped(block.prelude);
  if (!/^@(media|supports|layer)\b/.test(block.prelude)) return false;
  const inner = topLevelBlocks(block.text.slice(block.text.indexOf('{') + 1, -1));
  return inner.length > 0 && inner.every(isBase);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const blocks = topLevelBlocks(readFileSync(path.join(dist, 'style.css'), 'utf8'));
  const base = blocks.filter(isBase);
  const components = blocks.filter((block) => !isBase(block));
  writeFileSync(path.join(dist, 'base.css'), `${base.map((block) => block.text).join('\n')}\n`);
  writeFileSync(path.join(dist, 'components.css'), `${components.map((block) => block.text).join('\n')}\n`);
  console.log(`style.css: ${base.length} page-wide rules in base.css (${base.map((block) => block.prelude).join(' | ')}), ${components.length} in components.css`);
}
