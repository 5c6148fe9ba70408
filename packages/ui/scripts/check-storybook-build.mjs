// Checks the built Storybook (storybook-static at the repository root) for a failure seen before with
// vanilla-extract in Storybook builds: recipe variant (and sprinkles) classes referenced by the JavaScript
// but missing from the CSS. Run after `pnpm build-storybook`: node packages/ui/scripts/check-storybook-build.mjs
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const assets = path.join(process.argv[2] ?? path.join(root, 'storybook-static'), 'assets');
const files = readdirSync(assets);
const css = files.filter((f) => f.endsWith('.css')).map((f) => readFileSync(path.join(assets, f), 'utf8')).join('\n');
const js = files.filter((f) => f.endsWith('.js')).map((f) => readFileSync(path.join(assets, f), 'utf8')).join('\n');

const classNames = new Set();
// What createRuntimeFn receives: { defaultClassName: "…", variantClassNames: { variant: { value: "…" } }, … }
const recipeConfig = /defaultClassName:\s*["'`]([\w-]+)["'`]\s*,\s*variantClassNames:\s*(\{(?:[^{}]|\{[^{}]*\})*\})/g;
for (const [, base, variants] of js.matchAll(recipeConfig)) {
  classNames.add(base);
  for (const [, name] of variants.matchAll(/:\s*["'`]([\w-]+)["'`]/g)) classNames.add(name);
}
// What createSprinkles receives (the layout primitives' atomic classes): for each value that may change
// by breakpoint { conditions: { base: "…", sm: "…", … }, defaultClass: "…" }…
let sprinkleClasses = 0;
for (const [, conditions] of js.matchAll(/conditions:\s*\{((?:\s*\w+:\s*["'`][\w-]+["'`]\s*,?)+)\}\s*,\s*defaultClass:/g)) {
  for (const [, name] of conditions.matchAll(/:\s*["'`]([\w-]+)["'`]/g)) {
    classNames.add(name);
    sprinkleClasses++;
  }
}
// …and for a value that holds at every width, { defaultClass: "…" } alone.
for (const [, name] of js.matchAll(/\{\s*defaultClass:\s*["'`]([\w-]+)["'`]\s*\}/g)) {
  classNames.add(name);
  sprinkleClasses++;
}
const missing = [...classNames].filter((name) => !css.includes(`.${name}`));

if (sprinkleClasses === 0) {
  console.error('No sprinkles classes found in the built Storybook: the layout primitives were dropped from the build.');
  process.exit(1);
}
if (classNames.size === 0) {
  console.error('No recipe classes found in the built Storybook: recipes were dropped from the build.');
  process.exit(1);
}
if (missing.length > 0) {
  console.error(`Recipe classes without CSS in the built Storybook: ${missing.join(', ')}`);
  process.exit(1);
}
console.log(`Built Storybook: ${classNames.size} recipe and sprinkles class names (${sprinkleClasses} of the sprinkles), all with CSS rules.`);
