// Gives every relative import in dist's declarations the file Node resolves, e.g. './Button' →
// './Button.js' and './components/Dialog' → './components/Dialog/index.js'.
//
// The sources import without extensions (bundler resolution, as Vite and Storybook read them); tsc
// copies those specifiers into the .d.ts files unchanged, and a consumer type-checking with
// `moduleResolution: node16` or `nodenext` then cannot follow them (TS2834) and sees an empty package.
// Rewriting the emitted declarations keeps the sources as they are. The JavaScript needs nothing:
// Vite writes full file names into dist's modules.
//
// Usage: node scripts/add-declaration-extensions.mjs [dist folder]; fails on a relative import that
// names no emitted declaration.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] ?? path.join(here, '../dist'));

function declarationFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return declarationFiles(full);
    return entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const isFile = (file) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/** The specifier Node resolves to the same declaration, or null when none was emitted. */
function withExtension(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  if (specifier.endsWith('.js') && isFile(base.replace(/\.js$/, '.d.ts'))) return specifier;
  if (isFile(`${base}.d.ts`)) return `${specifier}.js`;
  if (isFile(path.join(base, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  return null;
}

/** Every module specifier of a declaration file: import/export declarations and import("…") types. */
function specifiers(sourceFile) {
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal);
    } else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) {
      found.push(node.name);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

let rewritten = 0;
const unresolved = [];
for (const file of declarationFiles(dist)) {
  const text = readFileSync(file, 'utf8');
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const edits = [];
  for (const literal of specifiers(sourceFile)) {
    const specifier = literal.text;
    if (!specifier.startsWith('./') && !specifier.startsWith('../')) continue;
    const resolved = withExtension(file, specifier);
    if (resolved === null) unresolved.push(`${path.relative(dist, file)}: '${specifier}'`);
    else if (resolved !== specifier) edits.push({ start: literal.getStart(sourceFile) + 1, end: literal.getEnd() - 1, text: resolved });
  }
  if (edits.length === 0) continue;
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  writeFileSync(file, out);
  rewritten += edits.length;
}

if (unresolved.length > 0) {
  console.error(`Relative imports in the declarations that name no emitted file:\n  ${unresolved.join('\n  ')}`);
  process.exit(1);
}
console.log(`declarations: ${rewritten} relative imports given their file's extension`);
